import type { ReactNode } from 'react';
import { I18nProvider, type MessageKey } from '../../i18n/index.js';
import { useLoyaltyConfig } from '../../provider/LoyaltyProvider.js';

/** Translates the widgets below it in the locale, currency and wording of the nearest provider. */
export function LoyaltyI18n({ children }: { children: ReactNode }) {
  const { locale, currency, messages } = useLoyaltyConfig();
  return (
    <I18nProvider
      locale={locale}
      currency={currency}
      messages={messages as Partial<Record<MessageKey, string>>}
    >
      {children}
    </I18nProvider>
  );
}
