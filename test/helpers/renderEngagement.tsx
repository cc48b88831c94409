import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useState, type ReactElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { IdentitySource } from '../../src/client/index.js';
import {
  createMockApi,
  MOCK_IDENTITY,
  MOCK_PROXY_URL,
  type MockSeed,
} from '../../src/mocks/index.js';
import { storefrontProductHandlers } from '../../src/mocks/products.js';
import { LoyaltyProvider } from '../../src/provider/LoyaltyProvider.js';

/**
 * The mock proxy and the storefront's product JSON for wishlist, registry and gallery tests;
 * `onUnhandledRequest: 'error'`, state reset after each test.
 */
export function setupEngagementServer(seed?: MockSeed) {
  const api = createMockApi({ latency: false, ...(seed && { seed }) });
  const server = setupServer(...api.handlers, ...storefrontProductHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    api.reset(seed);
  });
  afterAll(() => server.close());
  return { api, server };
}

/** A signed-customer proof; the mock proxy takes the customer from its db. */
export const SIGNED_CUSTOMER: IdentitySource = {
  customerId: '7001',
  timestamp: 1,
  signature: 'test',
};

interface HarnessProps {
  children: (signIn: () => void) => ReactNode;
  queryClient: QueryClient;
  locale: string;
  identity: IdentitySource;
}

function Harness({ children, queryClient, locale, identity: initial }: HarnessProps) {
  // A function identity is a proof source, not a state initializer: wrap it.
  const [identity, setIdentity] = useState<IdentitySource>(() => initial);
  return (
    <LoyaltyProvider
      proxyUrl={MOCK_PROXY_URL}
      queryClient={queryClient}
      locale={locale}
      identity={identity}
    >
      {children(() => setIdentity(() => SIGNED_CUSTOMER))}
    </LoyaltyProvider>
  );
}

/**
 * Renders widgets in a provider on the mock proxy with a fresh QueryClient (no retries).
 * `ui` may be a function given `signIn`, which switches the provider to a signed-in customer.
 */
export function renderEngagement(
  ui: ReactElement | ((signIn: () => void) => ReactNode),
  { locale = 'en', identity = MOCK_IDENTITY }: { locale?: string; identity?: IdentitySource } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <Harness queryClient={queryClient} locale={locale} identity={identity}>
        {typeof ui === 'function' ? ui : () => ui}
      </Harness>,
    ),
  };
}
