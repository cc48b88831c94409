import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../src/i18n/index.js';
import { MOCK_PROXY_URL } from '../../src/mocks/index.js';
import { LoyaltyProvider } from '../../src/provider/LoyaltyProvider.js';

/** Renders a widget inside a provider on the mock proxy, with a fresh QueryClient (no retries). */
export function renderWithProvider(ui: ReactElement, { locale = 'en' }: { locale?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <LoyaltyProvider proxyUrl={MOCK_PROXY_URL} queryClient={queryClient} locale={locale}>
        <I18nProvider locale={locale} currency="USD">
          {ui}
        </I18nProvider>
      </LoyaltyProvider>,
    ),
  };
}
