import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { languageOf } from './catalog.js';
import { formatMessage, type MessageValues } from './format.js';
import { createFormatters, type Formatters } from './intl.js';
import { catalogFor, type MessageKey } from './messages/index.js';

/** Translation and formatting for the widgets of one provider. */
export interface I18n extends Formatters {
  /** The message for a key, with `{arguments}` filled in. */
  t(key: MessageKey, values?: MessageValues): string;
}

/** Builds the translator for a locale, currency and the store's message overrides. */
export function createI18n(
  locale: string,
  currency: string,
  overrides: Partial<Record<MessageKey, string>> = {},
): I18n {
  const catalog = { ...catalogFor(languageOf(locale)), ...overrides } as Record<string, string>;
  return {
    ...createFormatters(locale, currency),
    t: (key, values = {}) => formatMessage(catalog[key] ?? key, values, locale),
  };
}

const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  /** BCP 47 locale, e.g. `en`, `fr-CA`. */
  locale: string;
  /** ISO 4217 store currency. */
  currency: string;
  /** The store's own wording for any message key. */
  messages?: Partial<Record<MessageKey, string>> | undefined;
  children: ReactNode;
}

/** Provides translations and Intl formatting to the widgets below it. */
export function I18nProvider({ locale, currency, messages, children }: I18nProviderProps) {
  const i18n = useMemo(() => createI18n(locale, currency, messages), [locale, currency, messages]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const fallback = createI18n('en', 'USD');

/** The translator of the nearest provider (English and USD outside one, so widgets never crash). */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? fallback;
}
