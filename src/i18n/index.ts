export {
  I18nProvider,
  createI18n,
  useI18n,
  type I18n,
  type I18nOptions,
  type I18nProviderProps,
} from './I18nProvider.js';
export { formatMessage, type MessageValues } from './format.js';
export { createFormatters, type Formatters } from './intl.js';
export {
  BUILT_IN_LOCALES,
  type BuiltInLocale,
  type Catalog,
  type CustomCatalog,
  type CustomLocales,
  type Direction,
  type LocaleMessages,
  type MessageOverrides,
  type Translations,
} from './catalog.js';
export { loadCatalog, peekCatalog } from './catalogs.js';
export { loadLocale } from './loadLocale.js';
export {
  directionOf,
  matchLocale,
  negotiateLocale,
  type LocaleSources,
  type ResolvedLocale,
} from './negotiate.js';
export { english, type EnglishMessages, type MessageKey } from './messages/index.js';
