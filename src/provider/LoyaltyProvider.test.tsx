import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentitySource } from '../client/index.js';
import { useSession } from '../hooks/session.js';
import { useWishlists } from '../hooks/wishlists.js';
import { MOCK_IDENTITY, MOCK_PROXY_URL, errorFor, makeCustomer } from '../mocks/index.js';
import { createWidgetStore } from '../store/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { testQueryClient } from '../../test/helpers/renderLoyaltyHook.js';
import { LoyaltyProvider, useLoyaltyConfig } from './LoyaltyProvider.js';

const { api, server } = setupMockServer();

afterEach(() => localStorage.clear());

function SessionLine() {
  const session = useSession();
  const lists = useWishlists();
  const items = lists.data?.flatMap((w) => w.items.map((i) => i.product.id)) ?? [];
  return (
    <p>
      {session.status} {items.join(',')}
    </p>
  );
}

describe('LoyaltyProvider', () => {
  it('names the hook and the provider when a hook is used outside it', () => {
    expect(() => renderHook(() => useSession())).toThrow(
      /useSession\(\) must be used inside <LoyaltyProvider>/,
    );
  });

  it('gives the negotiated locale, currency and the store wording to the widgets', () => {
    const messages = { fr: { 'common.retry': 'Recommencer' } };
    const { result } = renderHook(useLoyaltyConfig, {
      wrapper: ({ children }) => (
        <LoyaltyProvider
          proxyUrl={MOCK_PROXY_URL}
          locale="fr-CA"
          currency="EUR"
          messages={messages}
        >
          {children}
        </LoyaltyProvider>
      ),
    });
    expect(result.current).toEqual({
      locale: 'fr',
      formatLocale: 'fr-CA',
      dir: 'ltr',
      currency: 'EUR',
      messages,
      locales: {},
    });
  });

  it('keeps the guest wishlist when the shopper signs in', async () => {
    api.db.customer = null;
    const customer = makeCustomer();
    function Page({ children }: { children: ReactNode }) {
      // A guest whose session is open (the mock proxy says guest), so it has a token to merge.
      const [identity, setIdentity] = useState<IdentitySource>(() => MOCK_IDENTITY);
      return (
        <LoyaltyProvider
          proxyUrl={MOCK_PROXY_URL}
          queryClient={testQueryClient()}
          identity={identity}
        >
          <button
            onClick={() => {
              api.db.customer = customer;
              setIdentity({ demoCustomer: customer.email });
            }}
          >
            Sign in
          </button>
          {children}
        </LoyaltyProvider>
      );
    }
    api.db.wishlists = [];
    render(
      <Page>
        <SessionLine />
      </Page>,
    );
    await screen.findByText('guest');
    const guestToken = api.db.sessions.guestToken;
    api.db.wishlists.push({
      wishlistId: 9,
      customer: null,
      sessionToken: guestToken,
      wishlistTitle: 'Guest',
      isDefault: true,
      isPrivate: false,
      items: [
        {
          customer: null,
          sessionToken: guestToken,
          product: { id: 8, handle: 'h', variantId: 801 },
          wishlistId: 9,
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('customer 8')).toBeInTheDocument();
  });

  it('shows the session error when the proxy refuses the proof', async () => {
    server.use(errorFor('session', 403, 'forbidden'));
    const { result } = renderHook(useSession, {
      wrapper: ({ children }) => (
        <LoyaltyProvider
          proxyUrl={MOCK_PROXY_URL}
          identity={MOCK_IDENTITY}
          queryClient={testQueryClient()}
        >
          {children}
        </LoyaltyProvider>
      ),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('opens the session again when a widget retries after a failure', async () => {
    api.db.customer = null;
    server.use(errorFor('session', 503, 'unavailable'));
    const { result } = renderHook(useSession, {
      wrapper: ({ children }) => (
        <LoyaltyProvider
          proxyUrl={MOCK_PROXY_URL}
          identity={MOCK_IDENTITY}
          queryClient={testQueryClient()}
        >
          {children}
        </LoyaltyProvider>
      ),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    server.resetHandlers();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('guest'));
  });

  it('opens no new session for a fresh proof of the same customer, and one for another customer', async () => {
    // The proofs the widgets sent to `POST /session`, in order.
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/session'))
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push(body));
    });
    const queryClient = testQueryClient();
    // What a server framework renders on each pass: the same customer, a new time and signature.
    const proof = (customerId: string, timestamp: number) => ({
      customerId,
      timestamp,
      signature: `sig-${customerId}-${timestamp}`,
    });
    function Page({ identity }: { identity: IdentitySource }) {
      return (
        <LoyaltyProvider proxyUrl={MOCK_PROXY_URL} identity={identity} queryClient={queryClient}>
          <SessionLine />
        </LoyaltyProvider>
      );
    }
    const { rerender } = render(<Page identity={proof('8', 1_000)} />);
    await screen.findByText(/customer/);
    await waitFor(() => expect(sent).toEqual([proof('8', 1_000)]));
    rerender(<Page identity={proof('8', 1_060)} />);
    rerender(<Page identity={proof('8', 1_120)} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).toEqual([proof('8', 1_000)]);
    rerender(<Page identity={proof('9', 1_180)} />);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject(proof('9', 1_180));
  });

  it('keeps the guest session token in localStorage only with consent', async () => {
    api.db.customer = null;
    function Guest({ consent }: { consent: boolean }) {
      return (
        <LoyaltyProvider
          proxyUrl={MOCK_PROXY_URL}
          identity={MOCK_IDENTITY}
          queryClient={testQueryClient()}
          persistGuestSession={consent}
        >
          <SessionLine />
        </LoyaltyProvider>
      );
    }
    const { rerender } = render(<Guest consent={false} />);
    await screen.findByText(/guest/);
    expect(localStorage.getItem('loyalkit:session')).toBeNull();
    rerender(<Guest consent={true} />);
    await waitFor(() =>
      expect(localStorage.getItem('loyalkit:session')).toBe(api.db.sessions.guestToken),
    );
    rerender(<Guest consent={false} />);
    await waitFor(() => expect(localStorage.getItem('loyalkit:session')).toBeNull());
  });
});

describe('createWidgetStore', () => {
  const Counter = createWidgetStore<{ count: number; add: () => void }, { start: number }>(
    'Counter',
    ({ start }) =>
      (set) => ({ count: start, add: () => set((s) => ({ count: s.count + 1 })) }),
  );
  function Count({ label }: { label: string }) {
    const count = Counter.useWidgetStore((s) => s.count);
    const add = Counter.useWidgetStore((s) => s.add);
    return <button onClick={add}>{`${label} ${count}`}</button>;
  }

  it('gives each widget instance its own store', async () => {
    render(
      <>
        <Counter.Provider start={1}>
          <Count label="first" />
        </Counter.Provider>
        <Counter.Provider start={10}>
          <Count label="second" />
        </Counter.Provider>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'first 1' }));
    expect(screen.getByRole('button', { name: 'first 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'second 10' })).toBeInTheDocument();
  });

  it('names the provider when used outside it', () => {
    expect(() => render(<Count label="x" />)).toThrow(/inside <Counter.Provider>/);
  });
});
