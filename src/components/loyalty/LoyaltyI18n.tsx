import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/index.js';
import { useLoyaltyContext } from '../../hooks/context.js';

/** Translates the widgets below it in the locale, currency and wording of the nearest provider. */
export function LoyaltyI18n({ children }: { children: ReactNode }) {
  // The context itself, not `useLoyaltyConfig()`: the embed's light widgets (star badge, heart,
  // points badge) render this too, and must not bring the provider's module with them. Unnamed
  // (the default `useLoyalty` in the error): the name's bytes would be the star badge's.
  const { formatLocale, currency, messages, locales } = useLoyaltyContext();
  return (
    <I18nProvider locale={formatLocale} currency={currency} messages={messages} locales={locales}>
      {children}
    </I18nProvider>
  );
}
