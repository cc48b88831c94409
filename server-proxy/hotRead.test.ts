// The hot path (hotRead.ts) answers a read held fresh in memory exactly as the pipeline would:
// two proxies over one upstream and one clock, one with the hot path and one without, get the
// same requests; every answer (status, every header, body) is the same, and the hot path is seen
// answering the ones it may. What it must not answer (an unknown token, a bad query, a write, a
// read with its own handling and no answer from memory) it leaves to the pipeline, whose
// refusals stay the same.
import { describe, expect, it } from 'vitest';
import type { Proxy } from './app.js';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { customerSession, ManualClock, session, testProxy } from './test-helpers/proxy.js';

const ORIGIN = 'https://shop.example';

function pair() {
  const clock = new ManualClock();
  const upstream = createFakeUpstream();
  const options = { clock, allowedOrigins: [ORIGIN] };
  return {
    clock,
    hot: testProxy(upstream.fetch, options),
    plain: testProxy(upstream.fetch, { ...options, hotPath: false }),
  };
}

/** Status, headers and body of an answer, for comparing. */
async function seen(res: Response) {
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

const hotAnswered = (proxy: Proxy) => (proxy.stats().hot as { answered: number }).answered;

/** The same request to both proxies, twice (the first fills the caches); the second answers. */
async function both(
  proxies: { hot: Proxy; plain: Proxy; clock: ManualClock },
  path: string,
  headers: Record<string, string> = {},
) {
  const ask = (proxy: Proxy) => proxy.app.request(path, { headers });
  // Batched reads (ratings) wait a few ms for their batch: the clock moves on meanwhile.
  const fill = async (proxy: Proxy) => {
    const answer = ask(proxy);
    await proxies.clock.advance(20);
    await answer;
  };
  await fill(proxies.hot);
  await fill(proxies.plain);
  const before = hotAnswered(proxies.hot);
  const hot = await seen(await ask(proxies.hot));
  const plain = await seen(await ask(proxies.plain));
  return { hot, plain, answeredHot: hotAnswered(proxies.hot) > before };
}

describe('the hot path of cached reads', () => {
  it('answers public, personal and public+me reads exactly as the pipeline does', async () => {
    const proxies = pair();
    const guest = (await session(proxies.hot)).token;
    const customer = (await customerSession(proxies.hot, A.id)).token;
    const cases: [string, Record<string, string>][] = [
      ['/v2/rewards/getVipTiers', {}],
      ['/v2/rewards/getVipTiers', { authorization: `Bearer ${guest}`, origin: ORIGIN }],
      [
        '/v2/rewards/getVipTiers',
        { authorization: `bearer  ${guest}`, origin: 'https://evil.example' },
      ],
      ['/v2/reviews/getReviews?productId=1&page=1', { authorization: `Bearer ${customer}` }],
      ['/v2/rewards/getEarningRules', { authorization: `Bearer ${customer}`, origin: ORIGIN }],
      ['/v2/rewards/getEarningRules', { authorization: `Bearer ${guest}` }],
      ['/v2/customers/getCustomer', { authorization: `Bearer ${customer}`, origin: ORIGIN }],
      // The identity comes from the token, never from the query.
      [
        '/v2/customers/getCustomer?customerIdentifier=1002',
        { authorization: `Bearer ${customer}` },
      ],
      // Reads with their own reader that can also answer from memory: batched ratings, and
      // wishlist hearts derived from the owner's lists (none for a guest who never wrote).
      ['/v2/reviews/getProductAverageRatings?productIds=1&productIds=2', {}],
      ['/v2/reviews/getProductRatings?productIds=1&withStarsDistribution=true', { origin: ORIGIN }],
      [
        '/v2/wishlists/getProductWishlistInfo?productIds=1&productIds=2',
        { authorization: `Bearer ${guest}` },
      ],
      [
        '/v2/wishlists/getProductWishlistInfo?productIds=1',
        { authorization: `Bearer ${customer}` },
      ],
    ];
    for (const [path, headers] of cases) {
      const { hot, plain, answeredHot } = await both(proxies, path, headers);
      expect({ path, ...hot }).toEqual({ path, ...plain });
      expect(hot.status).toBe(200);
      expect(answeredHot, path).toBe(true);
    }
  });

  it('answers a guest who never wrote from memory, then from what their first write answered, and asks for their lists once a write’s answer was lost', async () => {
    for (const fault of [undefined, 'drop' as const]) {
      const upstream = createFakeUpstream();
      const proxy = testProxy(upstream.fetch, { clock: new ManualClock() });
      const auth = { authorization: `Bearer ${(await session(proxy)).token}` };
      const hearts = () =>
        proxy.app.request('/v2/wishlists/getProductWishlistInfo?productIds=3', { headers: auth });
      const listsAsked = () => upstream.calls.filter((c) => c.op.name === 'getWishlists').length;
      expect((await hearts()).status).toBe(200);
      const before = hotAnswered(proxy);
      expect(await (await hearts()).json()).toEqual([
        { productId: 3, wishlistItemsCount: 0, productInWishlist: false, variantsInWishlist: [] },
      ]);
      expect(hotAnswered(proxy)).toBe(before + 1);
      expect(listsAsked()).toBe(0);
      upstream.fault = (op) => (op.name === 'addItemToWishlist' ? fault : undefined);
      await proxy.app.request('/v2/wishlists/addItemToWishlist', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 3 }),
      });
      const after = await hearts();
      expect(after.status).toBe(200);
      if (fault === undefined) {
        // The first write's answer is all the guest's lists hold (policy/hearts.ts).
        expect((await after.json()) as unknown).toMatchObject([
          { productId: 3, productInWishlist: true },
        ]);
        expect(hotAnswered(proxy)).toBe(before + 2);
        expect(listsAsked()).toBe(0);
      } else {
        expect(listsAsked()).toBe(1);
      }
    }
  });

  it('answers 304 to a request holding the tag, as the pipeline does', async () => {
    const proxies = pair();
    const first = await proxies.hot.app.request('/v2/reviews/getReviews?productId=1');
    const etag = first.headers.get('etag')!;
    const { hot, plain, answeredHot } = await both(proxies, '/v2/reviews/getReviews?productId=1', {
      'if-none-match': `W/"other", ${etag}`,
    });
    expect(hot).toEqual(plain);
    expect(hot.status).toBe(304);
    expect(answeredHot).toBe(true);
  });

  it('leaves to the pipeline what it may not answer, whose answers stay the same', async () => {
    const proxies = pair();
    const customer = (await customerSession(proxies.hot, A.id)).token;
    const cases: [string, Record<string, string>][] = [
      // A token that does not verify: the pipeline words the 401.
      ['/v2/rewards/getVipTiers', { authorization: 'Bearer not.a.valid-token' }],
      ['/v2/rewards/getVipTiers', { authorization: 'Basic dXNlcjpwYXNz' }],
      // A customer's read without a customer: 401.
      ['/v2/customers/getCustomer', {}],
      // A bad query: 400.
      ['/v2/reviews/getReviews?productId=abc', {}],
      // Reads with their own handling.
      ['/v2/wishlists/getWishlists', { authorization: `Bearer ${customer}` }],
      // An escaped path is Hono's to decode.
      ['/v2/rewards/getVip%54iers', {}],
    ];
    for (const [path, headers] of cases) {
      const { hot, plain, answeredHot } = await both(proxies, path, headers);
      expect({ path, ...hot }).toEqual({ path, ...plain });
      expect(answeredHot, path).toBe(false);
    }
  });

  it('stops answering an entry once it is no longer fresh, and a token once it expired', async () => {
    const proxies = pair();
    const guest = (await session(proxies.hot)).token;
    const auth = { authorization: `Bearer ${guest}` };
    expect((await both(proxies, '/v2/rewards/getVipTiers', auth)).answeredHot).toBe(true);
    // Past the read's fresh minute: the pipeline serves it stale and refreshes it.
    await proxies.clock.advance(61_000);
    const stale = await proxies.hot.app.request('/v2/rewards/getVipTiers', { headers: auth });
    expect(stale.status).toBe(200);
    // Past the token's hour: the pipeline refuses it, and so does every later request.
    await proxies.clock.advance(3_600_000);
    const before = hotAnswered(proxies.hot);
    const { hot, plain } = await both(proxies, '/v2/rewards/getVipTiers', auth);
    expect(hot).toEqual(plain);
    expect(hot.status).toBe(401);
    expect(hotAnswered(proxies.hot)).toBe(before);
  });
});
