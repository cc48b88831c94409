import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type {
  Catalog,
  CustomLocales,
  Direction,
  LocaleMessages,
  MessageOverrides,
} from './catalog.js';
import { loadCatalog, peekCatalog } from './catalogs.js';
import { formatMessage, type MessageValues } from './format.js';
import { createFormatters, type Formatters } from './intl.js';
import { english, type MessageKey } from './messages/index.js';
import { directionOf, negotiateLocale } from './negotiate.js';

/** Translation and formatting for the widgets of one provider. */
export interface I18n extends Formatters {
  /** The message for a key, with `{arguments}` filled in. */
  t(key: MessageKey, values?: MessageValues): string;
  /** The language of the messages, for a `lang` attribute (`fr`, `pt-BR`). */
  lang: string;
  /** Reading direction of the messages, for the widget root's `dir` attribute. */
  dir: Direction;
}

/** The store's wording for one shopper: its catalog's, then its own tag's (`fr-CA` over `fr`). */
function overridesFor(
  messages: LocaleMessages | undefined,
  lang: string,
  formatLocale: string,
): MessageOverrides | undefined {
  if (!messages) return undefined;
  const own = formatLocale !== lang ? messages[formatLocale] : undefined;
  return own ? { ...messages[lang], ...own } : messages[lang];
}

/** What a translator is built from. */
export interface I18nOptions {
  /** The BCP 47 tag Intl formats with (`fr-CA`). */
  locale: string;
  /** ISO 4217 store currency. */
  currency: string;
  /** The loaded catalog of the messages' language; English by default. */
  catalog?: Catalog | undefined;
  /** The language of `catalog` (`fr`); `locale` by default. */
  lang?: string | undefined;
  /** The store's wording of any message in that language. */
  overrides?: MessageOverrides | undefined;
}

/** Builds the translator for a locale, currency, catalog and the store's wording. */
export function createI18n({
  locale,
  currency,
  catalog = english,
  lang = locale,
  overrides,
}: I18nOptions): I18n {
  const messages: Readonly<Record<string, string | undefined>> = { ...catalog, ...overrides };
  return {
    ...createFormatters(locale, currency),
    lang,
    dir: directionOf(lang),
    t: (key, values = {}) => formatMessage(messages[key] ?? english[key] ?? key, values, locale),
  };
}

const I18nContext = createContext<I18n | null>(null);

/** Props of `<I18nProvider>`. */
export interface I18nProviderProps {
  /** The shopper's BCP 47 locale (`fr-CA`); the widgets speak the closest catalog (`fr`). */
  locale: string;
  /** ISO 4217 store currency. */
  currency: string;
  /** The store's wording per locale, e.g. `{ fr: { 'common.retry': 'Recommencer' } }`. */
  messages?: LocaleMessages | undefined;
  /** Locales the store adds, e.g. `{ da: daMessages }`; English fills what they lack. */
  locales?: CustomLocales | undefined;
  children: ReactNode;
}

/**
 * Provides translations and Intl formatting to the widgets below it. A catalog other than
 * English loads on first use; until it is in, nothing renders (no flash of English text).
 */
export function I18nProvider({ locale, currency, messages, locales, children }: I18nProviderProps) {
  const customTags = useMemo(() => Object.keys(locales ?? {}), [locales]);
  const resolved = useMemo(
    () => negotiateLocale({ requested: locale }, customTags),
    [locale, customTags],
  );
  const custom = locales?.[resolved.locale];
  // What the last load answered (English when a catalog failed), for this locale only.
  const [loaded, setLoaded] = useState<{ locale: string; catalog: Catalog } | null>(null);
  const catalog =
    peekCatalog(resolved.locale, custom) ??
    (loaded?.locale === resolved.locale ? loaded.catalog : undefined);
  useEffect(() => {
    if (catalog) return;
    let current = true;
    const locale = resolved.locale;
    void loadCatalog(locale, custom).then((c) => current && setLoaded({ locale, catalog: c }));
    return () => {
      current = false;
    };
  }, [catalog, resolved.locale, custom]);

  const i18n = useMemo(
    () =>
      catalog &&
      createI18n({
        locale: resolved.formatLocale,
        currency,
        catalog,
        lang: resolved.locale,
        overrides: overridesFor(messages, resolved.locale, resolved.formatLocale),
      }),
    [resolved, currency, catalog, messages],
  );
  if (!i18n) return null;
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const fallback = createI18n({ locale: 'en', currency: 'USD' });

/** The translator of the nearest provider (English and USD outside one, so widgets never crash). */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? fallback;
}
