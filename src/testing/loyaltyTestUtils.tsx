import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MOCK_IDENTITY, MOCK_PROXY_URL } from '../mocks/index.js';
import { LoyaltyProvider } from '../provider/LoyaltyProvider.js';

// The first render of a file pays for module loading in jsdom; data tests wait a little longer.
configure({ asyncUtilTimeout: 4000 });

/** Renders loyalty widgets under a provider pointed at the mock proxy, with a fresh QueryClient. */
export function renderWithLoyalty(
  ui: ReactNode,
  {
    locale = 'en',
    currency = 'USD',
    presentmentCurrency,
    currencyRate,
  }: {
    locale?: string;
    currency?: string;
    /** The shopper's currency and its rate from the store's, where they differ. */
    presentmentCurrency?: string;
    currencyRate?: number;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <LoyaltyProvider
      proxyUrl={MOCK_PROXY_URL}
      identity={MOCK_IDENTITY}
      queryClient={queryClient}
      locale={locale}
      currency={currency}
      {...(presentmentCurrency && { presentmentCurrency })}
      {...(currencyRate && { currencyRate })}
    >
      {ui}
    </LoyaltyProvider>,
  );
}
