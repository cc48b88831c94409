import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { WidgetEvent } from '../../src/api/index.js';
import { MOCK_IDENTITY, MOCK_PROXY_URL } from '../../src/mocks/index.js';
import { LoyaltyProvider } from '../../src/provider/LoyaltyProvider.js';

/** Renders a widget inside a provider on the mock proxy, with a fresh QueryClient (no retries). */
export function renderWithProvider(
  ui: ReactElement,
  {
    locale = 'en',
    persist = false,
    onEvent,
  }: { locale?: string; persist?: boolean; onEvent?: (event: WidgetEvent) => void } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <LoyaltyProvider
        proxyUrl={MOCK_PROXY_URL}
        identity={MOCK_IDENTITY}
        queryClient={queryClient}
        locale={locale}
        persistGuestSession={persist}
        {...(onEvent && { onEvent })}
      >
        {ui}
      </LoyaltyProvider>,
    ),
  };
}
