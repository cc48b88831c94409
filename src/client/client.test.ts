import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.js';
import {
  MOCK_PROXY_URL,
  errorFor,
  makeWishlist,
  makeWishlistItem,
  networkErrorFor,
} from '../mocks/index.js';
import { countRequests, setupMockServer } from '../../test/helpers/mockServer.js';
import { createStorefrontClient } from './client.js';
import { memoryTokenStorage } from './identity.js';

const { api, server } = setupMockServer();

function client(options: Partial<Parameters<typeof createStorefrontClient>[0]> = {}) {
  return createStorefrontClient({ proxyUrl: MOCK_PROXY_URL, ...options });
}

function captureSessionBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${MOCK_PROXY_URL}/session`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/** Resolves once the client's session is ready again. */
function waitForReady(c: ReturnType<typeof client>): Promise<void> {
  return new Promise((resolve) => {
    if (c.getSessionState().status === 'ready') return resolve();
    const stop = c.subscribe((state) => {
      if (state.status === 'ready') {
        stop();
        resolve();
      }
    });
  });
}

describe('createStorefrontClient', () => {
  it('answers a typed, validated call through one method per operation', async () => {
    const { tiers } = await client().getVipTiers();
    expect(tiers.map((t) => t.title)).toEqual(['Bronze', 'Silver', 'Gold']);
  });

  it('opens a single session for concurrent first calls', async () => {
    const c = client();
    await Promise.all([c.getVipTiers(), c.getCustomer(), c.getActiveBoostCampaign()]);
    expect(api.db.sessions.opened).toBe(1);
    expect(c.getSessionState()).toMatchObject({
      status: 'ready',
      session: { customer: { id: '7001' } },
    });
  });

  it('reads what every visitor sees without a session or a token, and sends the token elsewhere', async () => {
    const authorization: Record<string, string | null> = {};
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      authorization[path.slice(path.lastIndexOf('/') + 1)] = request.headers.get('Authorization');
    });
    const c = client();
    const [{ tiers }, reviews] = await Promise.all([
      c.getVipTiers(),
      c.getReviews({ productId: 1 }),
    ]);
    expect(tiers.length).toBeGreaterThan(0);
    expect(reviews.items).toBeInstanceOf(Array);
    expect(api.db.sessions.opened).toBe(0);
    expect(c.getSessionState()).toEqual({ status: 'idle', guest: true });
    await c.getCustomer();
    expect(authorization).toMatchObject({ getVipTiers: null, getReviews: null });
    expect(authorization.getCustomer).toMatch(/^Bearer mock-token-/);
    expect(authorization.session).toBeNull();
  });

  it('reads rules without a token for a guest who brings nothing, and with one for a shopper the page proves', async () => {
    api.db.customer = null;
    const authorization: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/getEarningRules')) {
        authorization.push(request.headers.get('Authorization'));
      }
    });
    const guest = client({ identity: {} });
    await guest.getEarningRules();
    expect(api.db.sessions.opened).toBe(0);
    // A session the guest opened (a write) says who asks from then on.
    await guest.session();
    await guest.getEarningRules();
    const proved = client({ identity: { demoCustomer: 'ada@example.com' } });
    expect(proved.getSessionState()).toEqual({ status: 'idle', guest: false });
    await proved.getEarningRules();
    expect(authorization).toEqual([
      null,
      expect.stringMatching(/^Bearer /),
      expect.stringMatching(/^Bearer /),
    ]);
  });

  it('keeps reads every visitor sees without a token while a session is open (a CDN may keep them)', async () => {
    const c = client();
    await c.session();
    const tiers = countRequests(server, '/getVipTiers');
    let sent: string | null = 'unset';
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/getVipTiers')) sent = request.headers.get('Authorization');
    });
    await c.getVipTiers();
    expect(tiers.count).toBe(1);
    expect(sent).toBeNull();
  });

  it('switches identity without opening a session while none is open, and reopens one that is', async () => {
    const c = client({ identity: {} });
    c.changeIdentity({ demoCustomer: 'ada@example.com' });
    expect(c.getSessionState()).toEqual({ status: 'idle', guest: false });
    expect(api.db.sessions.opened).toBe(0);
    await c.session();
    expect(api.db.sessions.opened).toBe(1);
    const bodies = captureSessionBodies();
    c.changeIdentity({});
    await waitForReady(c);
    expect(api.db.sessions.opened).toBe(2);
    expect(bodies[0]).not.toHaveProperty('demoCustomer');
  });

  it('renews the session once after a 401 and retries the calls', async () => {
    const c = client();
    await c.session();
    api.db.sessions.valid = [];
    const [a, b] = await Promise.all([c.getCustomer(), c.getSpendingRules()]);
    expect(a.firstName).toBe('Ada');
    expect(b.rules.length).toBeGreaterThan(0);
    expect(api.db.sessions.opened).toBe(2);
  });

  it('renews the session before it expires', async () => {
    api.db.sessions.expiresInSeconds = 30;
    const c = client();
    await c.getCustomer();
    api.db.sessions.expiresInSeconds = 3600;
    await c.getCustomer();
    await c.getCustomer();
    expect(api.db.sessions.opened).toBe(2);
  });

  it('sends the identity proof with the guest session token it kept', async () => {
    const bodies = captureSessionBodies();
    const storage = memoryTokenStorage();
    storage.set('guest-token-kept-1');
    await client({
      identity: { customerId: '7001', timestamp: 1, signature: 'abc' },
      storage,
    }).session();
    expect(bodies).toEqual([
      { customerId: '7001', timestamp: 1, signature: 'abc', sessionToken: 'guest-token-kept-1' },
    ]);
  });

  it('asks the identity callback for a proof', async () => {
    const bodies = captureSessionBodies();
    await client({ identity: async () => ({ demoCustomer: 'ada@example.com' }) }).session();
    expect(bodies).toEqual([{ demoCustomer: 'ada@example.com' }]);
  });

  it('keeps the guest session token in the storage it was given', async () => {
    api.db.customer = null;
    const storage = memoryTokenStorage();
    await client({ storage }).session();
    expect(storage.get()).toBe(api.db.sessions.guestToken);
  });

  it('moves the guest wishlist to the customer on sign-in', async () => {
    const customer = api.db.customer;
    api.db.customer = null;
    const c = client();
    await c.addItemToWishlist({ productId: 5 });
    api.db.customer = customer;
    const session = await c.setIdentity({ demoCustomer: 'ada@example.com' });
    expect(session.customer).toEqual({ id: '7001' });
    const { wishlists } = await c.getWishlists();
    expect(wishlists.flatMap((w) => w.items.map((i) => i.product.id))).toContain(5);
  });

  it('sends an Idempotency-Key on writes and keeps it on the retry after a 401', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${MOCK_PROXY_URL}/v2/rewards/redeem`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return undefined;
      }),
    );
    const c = client();
    await c.session();
    api.db.sessions.valid = [];
    const { reward } = await c.redeem({ ruleId: 21 });
    expect(reward.reward.discountCode).toMatch(/^LK-21-/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reports a network failure on a write without retrying it', async () => {
    server.use(networkErrorFor('redeem'));
    const calls = countRequests(server, '/v2/rewards/redeem');
    const error = await client()
      .redeem({ ruleId: 21 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(calls.count).toBe(1);
  });

  it('throws the problem as an ApiError with its code and retryAfter', async () => {
    server.use(
      errorFor('redeem', 422, 'insufficient_points'),
      errorFor('getVipTiers', 429, 'rate_limited', { retryAfter: 7 }),
    );
    const c = client();
    await expect(c.redeem({ ruleId: 21 })).rejects.toMatchObject({
      status: 422,
      code: 'insufficient_points',
    });
    await expect(c.getVipTiers()).rejects.toMatchObject({ code: 'rate_limited', retryAfter: 7 });
  });

  it('reports a success answer that is not JSON as invalid_response', async () => {
    server.use(
      http.get(`${MOCK_PROXY_URL}/v2/rewards/getVipTiers`, () => new Response('<html>oops</html>')),
    );
    await expect(client().getVipTiers()).rejects.toMatchObject({
      status: 502,
      code: 'invalid_response',
    });
  });

  it('calls only storefront operations: server-only ones never leave the browser', async () => {
    const calls = countRequests(server, '/v2/');
    const c = client();
    await expect(c.call('getAccessToken' as never, {} as never)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(calls.count).toBe(0);
    expect(c).not.toHaveProperty('getAccessToken');
  });

  it('fails with the session error when the proxy refuses the proof', async () => {
    server.use(errorFor('session', 403, 'forbidden'));
    const c = client();
    await expect(c.getCustomer()).rejects.toMatchObject({ code: 'forbidden' });
    expect(c.getSessionState().status).toBe('error');
  });

  it('batches 30 rating lookups of one tick into one call, 120 into three', async () => {
    const c = client();
    await c.session();
    const calls = countRequests(server, '/getProductAverageRatings');
    const thirty = await Promise.all(Array.from({ length: 30 }, (_, i) => c.productRating(i + 1)));
    expect(calls.count).toBe(1);
    expect(thirty[0]).toMatchObject({ productId: 1, totalCount: 3 });
    expect(thirty[29]).toEqual({ productId: 30, avgRate: 0, totalCount: 0 });
    await Promise.all(Array.from({ length: 120 }, (_, i) => c.productRating(i + 1)));
    expect(calls.count).toBe(4);
  });

  it('batches product wishlist lookups (E30)', async () => {
    api.db.wishlists = [
      makeWishlist({
        customer: { platformCustomerId: 7001, email: 'ada@example.com', phone: null },
        items: [makeWishlistItem({ product: { id: 2, handle: 'b', variantId: 201 } })],
      }),
    ];
    const c = client();
    const calls = countRequests(server, '/getProductWishlistInfo');
    const [one, two] = await Promise.all([c.productWishlistInfo(1), c.productWishlistInfo(2)]);
    expect(one.productInWishlist).toBe(false);
    expect(two.productInWishlist).toBe(true);
    expect(calls.count).toBe(1);
  });

  it('reads a shared registry without the registrant address', async () => {
    const shared = await client().getSharedRegistry('share-71');
    expect(shared.items).toHaveLength(2);
    expect(shared.giftRegistry.registrant).not.toHaveProperty('address');
  });
});
