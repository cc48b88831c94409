// The translator itself, without React: the provider below builds one per shopper, and code
// outside React (the Shopify extensions, the server) can build its own.
import type { Catalog, Direction, LocaleMessages, MessageOverrides } from './catalog.js';
import { formatMessage, type MessageValues } from './format.js';
import { createFormatters, type Formatters } from './intl.js';
import { english, type MessageKey } from './messages/index.js';
import { directionOf } from './negotiate.js';

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
export function overridesFor(
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
