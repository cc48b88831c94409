import { describe, expect, it } from 'vitest';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { ManualClock, call, customerSession, session, testProxy } from './test-helpers/proxy.js';

const reads = (upstream: ReturnType<typeof createFakeUpstream>) =>
  upstream.calls.filter((c) => c.op.name !== 'getAccessToken').length;

describe('protecting the request budget', () => {
  it('batches rating lookups of all visitors into E19 calls of up to 50 products', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const pages = [
      [1, 2, 3],
      [2, 3, 4],
      [4, 5],
    ].map((ids) =>
      call(
        proxy,
        'GET',
        `/v2/reviews/getProductAverageRatings?${ids.map((i) => `productIds=${i}`).join('&')}`,
        undefined,
      ),
    );
    const answers = await Promise.all(pages);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(((await answers[1]!.json()) as { productId: number }[]).map((s) => s.productId)).toEqual(
      [2, 3, 4],
    );
    expect(upstream.count('getProductAverageRatings')).toBe(1);
    expect(
      upstream.calls.find((c) => c.op.name === 'getProductAverageRatings')!.input.productIds,
    ).toEqual([1, 2, 3, 4, 5]);

    const many = Array.from({ length: 3 }, (_, page) =>
      call(
        proxy,
        'GET',
        `/v2/reviews/getProductAverageRatings?${Array.from({ length: 40 }, (_, i) => `productIds=${100 + page * 40 + i}`).join('&')}`,
        undefined,
      ),
    );
    await Promise.all(many);
    const batches = upstream.calls.filter((c) => c.op.name === 'getProductAverageRatings').slice(1);
    expect(batches.map((b) => (b.input.productIds as number[]).length).sort()).toEqual([
      20, 50, 50,
    ]);
  });

  it('fills an E20 batch with the products shoppers have just seen in grids', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const grid = Array.from({ length: 24 }, (_, i) => `productIds=${i + 1}`).join('&');
    await call(proxy, 'GET', `/v2/reviews/getProductAverageRatings?${grid}`, undefined);
    const one = await call(
      proxy,
      'GET',
      '/v2/reviews/getProductRatings?productIds=3&withStarsDistribution=true',
      undefined,
    );
    expect(((await one.json()) as { productId: number }[]).map((s) => s.productId)).toEqual([3]);
    expect(upstream.count('getProductRatings')).toBe(1);
    expect(
      (upstream.calls.find((c) => c.op.name === 'getProductRatings')!.input.productIds as number[])
        .length,
    ).toBe(20);
    await call(proxy, 'GET', '/v2/reviews/getProductRatings?productIds=24', undefined);
    expect(upstream.count('getProductRatings')).toBe(1);
  });

  it('answers shared reads from the cache and coalesces identical ones in flight', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined)),
    );
    expect(all.every((r) => r.status === 200)).toBe(true);
    await call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    expect(upstream.count('getVipTiers')).toBe(1);
  });

  it('answers a new guest’s wishlist reads without the upstream until its first write', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const guest = await session(proxy);
    const lists = await call(proxy, 'GET', '/v2/wishlists/getWishlists', guest.token);
    expect(await lists.json()).toEqual({ wishlists: [] });
    const info = await call(
      proxy,
      'GET',
      '/v2/wishlists/getProductWishlistInfo?productIds=7',
      guest.token,
    );
    expect(await info.json()).toEqual([
      { productId: 7, wishlistItemsCount: 0, productInWishlist: false, variantsInWishlist: [] },
    ]);
    expect(reads(upstream)).toBe(0);
    expect(
      (await call(proxy, 'POST', '/v2/wishlists/addItemToWishlist', guest.token, { productId: 7 }))
        .status,
    ).toBe(200);
    await call(proxy, 'GET', '/v2/wishlists/getWishlists', guest.token);
    expect(upstream.count('getWishlists')).toBe(1);
    expect(upstream.calls.at(-1)!.input.sessionToken).toBe(guest.sessionToken);
  });

  it('caches a customer’s own reads briefly and drops them on that customer’s writes', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    await call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    const res = await call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(upstream.count('getCustomer')).toBe(1);
    await call(proxy, 'POST', '/v2/customers/updateBirthday', a.token, { day: 3, month: 4 });
    // The birthday rule reads E4 once from the upstream (never the cache) before the write.
    expect(upstream.count('getCustomer')).toBe(2);
    await call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    expect(upstream.count('getCustomer')).toBe(3);
  });

  it('caches the access token, refreshes it before expiry once, and retries once on 401', async () => {
    const clock = new ManualClock(Date.now());
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock });
    await Promise.all(
      [1, 2, 3].map((id) =>
        call(proxy, 'GET', `/v2/galleries/getGalleryMedia?galleryId=${id}`, undefined),
      ),
    );
    expect(upstream.count('getAccessToken')).toBe(1);
    await clock.advance(3_600_000 - 30_000);
    await call(proxy, 'GET', '/v2/galleries/getGalleryMedia?galleryId=9', undefined);
    expect(upstream.count('getAccessToken')).toBe(2);
    let refused = false;
    upstream.fault = (op) => {
      if (op.name === 'getGalleries' && !refused) {
        refused = true;
        return Response.json({ code: 'unauthorized' }, { status: 401 });
      }
      return undefined;
    };
    expect((await call(proxy, 'GET', '/v2/galleries/getGalleries', undefined)).status).toBe(200);
    expect(upstream.count('getAccessToken')).toBe(3);
  });
});
