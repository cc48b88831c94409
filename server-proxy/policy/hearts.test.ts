// A guest's first heart: what the write answered is all their lists hold, so their next pages'
// hearts cost no upstream read; a second write (or an event) goes back to reading their lists.
import { describe, expect, it } from 'vitest';
import type { ProductWishlistInfo } from '../../src/api/index.js';
import { createFakeUpstream } from '../test-helpers/fake-upstream.js';
import { call, session, testProxy } from '../test-helpers/proxy.js';

describe("a guest's hearts", () => {
  it('show the first saved product on every later page without reading the lists, on another instance too', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const guest = await session(proxy);
    const hearts = async () => {
      const res = await call(
        proxy,
        'GET',
        '/v2/wishlists/getProductWishlistInfo?productIds=3&productIds=4',
        guest.token,
      );
      expect(res.status).toBe(200);
      return (await res.json()) as ProductWishlistInfo[];
    };
    const add = await call(proxy, 'POST', '/v2/wishlists/addItemToWishlist', guest.token, {
      productId: 3,
    });
    expect(add.status).toBe(200);
    for (let page = 0; page < 3; page++) {
      expect((await hearts()).map((h) => [h.productId, h.productInWishlist])).toEqual([
        [3, true],
        [4, false],
      ]);
    }
    expect(upstream.count('getWishlists')).toBe(0);

    // A second write: the ledger no longer says it all; the lists are read.
    await call(proxy, 'POST', '/v2/wishlists/addItemToWishlist', guest.token, { productId: 4 });
    await hearts();
    expect(upstream.count('getWishlists')).toBe(1);
  });

  it('is never started by a write that is not the session’s first, even when two go at once', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const guest = await session(proxy);
    const adds = [5, 6].map((productId) =>
      call(proxy, 'POST', '/v2/wishlists/addItemToWishlist', guest.token, { productId }),
    );
    expect((await Promise.all(adds)).map((r) => r.status)).toEqual([200, 200]);
    await call(proxy, 'GET', '/v2/wishlists/getProductWishlistInfo?productIds=5', guest.token);
    // One of the two was first; the other dropped its ledger: the lists are read.
    expect(upstream.count('getWishlists')).toBe(1);
  });
});
