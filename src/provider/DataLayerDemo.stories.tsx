import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {} from 'msw-storybook-addon/csf3';
import { useCustomer, useSession } from '../hooks/index.js';
import {
  MOCK_PROXY_URL,
  createMockApi,
  errorFor,
  loadingFor,
  type MockSeed,
} from '../mocks/index.js';
import { BUILT_IN_LOCALES } from '../i18n/index.js';
import { LoyaltyProvider, type LoyaltyProviderProps } from './LoyaltyProvider.js';

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

/** The provider on the mock proxy (the story's props) with a fresh QueryClient per story. */
function DemoProvider(props: LoyaltyProviderProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <LoyaltyProvider {...props} queryClient={queryClient} />;
}

function serve(seed: MockSeed = {}, overrides: ReturnType<typeof errorFor>[] = []) {
  const api = createMockApi({ seed });
  return {
    parameters: { msw: { handlers: [...overrides, ...api.handlers] } },
    beforeEach: () => api.reset(),
  };
}

/** What a store's app wraps its pages in; the stories show what its hooks know inside. */
const meta = {
  title: 'Data layer/Session',
  component: LoyaltyProvider,
  render: (args) => (
    <DemoProvider {...args}>
      <DataLayerDemo />
    </DemoProvider>
  ),
  args: { proxyUrl: MOCK_PROXY_URL },
  argTypes: {
    proxyUrl: { control: false },
    locale: { control: 'select', options: BUILT_IN_LOCALES },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] },
    // Objects and functions a store passes from code, not something to edit here.
    identity: { control: false },
    queryClient: { control: false },
    messages: { control: false },
    locales: { control: false },
    productUrl: { control: false },
    productHandles: { control: false },
    client: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof LoyaltyProvider>;

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
