import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/index.js';
import { useLoyaltyConfig } from '../../provider/LoyaltyProvider.js';

/** Translates the widgets below it in the locale, currency and wording of the nearest provider. */
export function LoyaltyI18n({ children }: { children: ReactNode }) {
  const { formatLocale, currency, messages, locales } = useLoyaltyConfig();
  return (
    <I18nProvider locale={formatLocale} currency={currency} messages={messages} locales={locales}>
      {children}
    </I18nProvider>
  );
}
