export {
  I18nProvider,
  createI18n,
  useI18n,
  type I18n,
  type I18nProviderProps,
} from './I18nProvider.js';
export { formatMessage, type MessageValues } from './format.js';
export { createFormatters, type Formatters } from './intl.js';
export { SUPPORTED_LANGUAGES, languageOf, type Language, type Translations } from './catalog.js';
export { loadMessages, type MessageDomain, type MessageKey } from './messages/index.js';
