import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { IdentitySource } from '../../src/client/index.js';
import { MOCK_IDENTITY, MOCK_PROXY_URL } from '../../src/mocks/index.js';
import { LoyaltyProvider } from '../../src/provider/LoyaltyProvider.js';

/** A fresh QueryClient that never retries (tests see each failure at once). */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

interface Options {
  identity?: IdentitySource;
  locale?: string;
}

/**
 * Renders a hook inside `<LoyaltyProvider>` on the mock proxy, with a fresh QueryClient; the
 * mock's data says who the shopper is unless `identity` is given.
 */
export function renderLoyaltyHook<T>(hook: () => T, options: Options = {}) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoyaltyProvider
      proxyUrl={MOCK_PROXY_URL}
      queryClient={queryClient}
      identity={options.identity ?? MOCK_IDENTITY}
      {...(options.locale !== undefined && { locale: options.locale })}
    >
      {children}
    </LoyaltyProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}
