import { QueryClient } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MOCK_IDENTITY, MOCK_PROXY_URL } from '../mocks/index.js';
import { LoyaltyProvider } from '../provider/LoyaltyProvider.js';
import '../styles.css';

/** Story parameters that choose the provider's language and currency. */
export interface StoryLocaleParameters {
  locale?: string;
  currency?: string;
}

function StoryProvider({
  locale,
  currency,
  children,
}: StoryLocaleParameters & { children: ReactNode }) {
  // A fresh client per story render: no data leaks from one story into the next.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <LoyaltyProvider
      proxyUrl={MOCK_PROXY_URL}
      identity={MOCK_IDENTITY}
      queryClient={queryClient}
      locale={locale ?? 'en'}
      currency={currency ?? 'USD'}
    >
      {children}
    </LoyaltyProvider>
  );
}

/** Wraps a story in a provider on the mock proxy, in the story's `locale` and `currency`. */
export const withMockProvider: Decorator = (Story, context) => {
  const { locale, currency } = context.parameters as StoryLocaleParameters;
  // The toolbar's language applies where the story does not pin one.
  const chosen = (context.globals.locale as string | undefined) || undefined;
  return (
    <StoryProvider locale={locale ?? chosen} currency={currency}>
      <Story />
    </StoryProvider>
  );
};
