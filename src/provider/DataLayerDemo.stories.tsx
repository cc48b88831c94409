import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type {} from 'msw-storybook-addon/csf3';
import { useCustomer, useSession } from '../hooks/index.js';
import {
  MOCK_PROXY_URL,
  createMockApi,
  errorFor,
  loadingFor,
  type MockSeed,
} from '../mocks/index.js';
import { LoyaltyProvider } from './LoyaltyProvider.js';

/** Shows what the data layer knows: the session and, for a customer, the balance. */
function DataLayerDemo() {
  const session = useSession();
  const customer = useCustomer();
  return (
    <dl>
      <dt>Session</dt>
      <dd>{session.status === 'customer' ? `customer ${session.customerId}` : session.status}</dd>
      <dt>Points</dt>
      <dd>
        {customer.isSuccess
          ? customer.data.pointsBalance
          : customer.isError
            ? `error: ${customer.error.code}`
            : 'loading'}
      </dd>
    </dl>
  );
}

/** A provider on the mock proxy with a fresh QueryClient per story. */
function DemoProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <LoyaltyProvider proxyUrl={MOCK_PROXY_URL} queryClient={queryClient}>
      {children}
    </LoyaltyProvider>
  );
}

const withProvider: Decorator = (Story) => (
  <DemoProvider>
    <Story />
  </DemoProvider>
);

function serve(seed: MockSeed = {}, overrides: ReturnType<typeof errorFor>[] = []) {
  const api = createMockApi({ seed });
  return {
    parameters: { msw: { handlers: [...overrides, ...api.handlers] } },
    beforeEach: () => api.reset(),
  };
}

const meta = {
  title: 'Data layer/Session',
  component: DataLayerDemo,
  decorators: [withProvider],
} satisfies Meta<typeof DataLayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: the session names them and the balance loads. */
export const Customer: Story = { ...serve() };

/** A guest: customer data answers `unauthorized` without a request. */
export const Guest: Story = { ...serve({ customer: null }) };

/** The session never opens. */
export const Loading: Story = { ...serve({}, [loadingFor('session')]) };

/** The proxy refuses the identity proof. */
export const SessionRefused: Story = { ...serve({}, [errorFor('session', 403, 'forbidden')]) };
