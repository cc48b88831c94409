import { formatMessage } from '../../src/i18n/format.js';
import { createFormatters } from '../../src/i18n/intl.js';
import { directionOf } from '../../src/i18n/negotiate.js';
import type { I18n } from '../../src/i18n/translator.js';
import type { ExtensionApi } from './api.js';
import { decodeMessage } from './messages.js';

/**
 * The widgets' translator over Shopify's localization: messages from the extension's locale
 * files (the catalogs of src/i18n, in the language Shopify chose), plurals and numbers in the
 * buyer's locale, money in `currency` (the store's).
 */
export function extensionI18n(
  api: Pick<ExtensionApi, 'i18n' | 'localization'>,
  currency: string,
): I18n {
  const lang = api.localization.extensionLanguage.value.isoCode;
  const locale = api.localization.language.value.isoCode;
  return {
    ...createFormatters(locale, currency),
    lang,
    dir: directionOf(lang),
    t: (key, values = {}) =>
      formatMessage(decodeMessage(String(api.i18n.translate(key))), values, locale),
  };
}
