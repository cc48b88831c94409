import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_TOPICS } from '../src/api/index.js';
import { signWebhook } from './events.js';
import { SqliteStore } from './state/sqlite.js';
import type { ProxyStore } from './state/store.js';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { call, customerSession, testProxy } from './test-helpers/proxy.js';

const SECRET = 'whsec_' + Buffer.from('x'.repeat(32)).toString('base64');

function delivery(
  topic: string,
  data: Record<string, unknown>,
  secret = SECRET,
  at = Math.floor(Date.now() / 1000),
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const body = JSON.stringify({ id, topic, createdAt: new Date().toISOString(), data });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(at),
      'webhook-signature': signWebhook(secret, id, at, body),
    },
  };
}

async function started(store?: ProxyStore) {
  const upstream = createFakeUpstream();
  const proxy = testProxy(upstream.fetch, {
    publicUrl: 'https://shop.example/proxy',
    ...(store && { store }),
  });
  await proxy.start();
  const path = new URL(proxy.webhookAddress).pathname.replace('/proxy', '');
  return { upstream, proxy, path };
}

describe('upstream events', () => {
  it('subscribes to every topic at a secret address on start', async () => {
    const { upstream, proxy } = await started();
    const subs = upstream.calls.filter((c) => c.op.name === 'createSubscription');
    expect(subs.map((c) => c.input.topic).sort()).toEqual([...EVENT_TOPICS].sort());
    expect(new Set(subs.map((c) => c.input.address))).toEqual(new Set([proxy.webhookAddress]));
    expect(proxy.webhookAddress).toMatch(
      /^https:\/\/shop\.example\/proxy\/webhooks\/[A-Za-z0-9_-]{24}$/,
    );
  });

  it('refuses forged, unsigned, stale and misaddressed deliveries', async () => {
    const { proxy, path } = await started();
    const forged = delivery(
      'v1/review/created',
      {},
      'whsec_' + Buffer.from('y'.repeat(32)).toString('base64'),
    );
    expect(
      (
        await proxy.app.request(path, {
          method: 'POST',
          headers: forged.headers,
          body: forged.body,
        })
      ).status,
    ).toBe(401);
    const unsigned = delivery('v1/review/created', {});
    expect(
      (
        await proxy.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: unsigned.body,
        })
      ).status,
    ).toBe(401);
    const stale = delivery('v1/review/created', {}, SECRET, Math.floor(Date.now() / 1000) - 600);
    expect(
      (await proxy.app.request(path, { method: 'POST', headers: stale.headers, body: stale.body }))
        .status,
    ).toBe(401);
    const good = delivery('v1/review/created', {});
    expect(
      (
        await proxy.app.request('/webhooks/guess', {
          method: 'POST',
          headers: good.headers,
          body: good.body,
        })
      ).status,
    ).toBe(404);
    const tampered = { ...good, body: good.body.replace('review', 'question') };
    expect(
      (
        await proxy.app.request(path, {
          method: 'POST',
          headers: tampered.headers,
          body: tampered.body,
        })
      ).status,
    ).toBe(401);
  });

  it('drops a product’s reviews and ratings on a review event', async () => {
    const { upstream, proxy, path } = await started();
    await call(proxy, 'GET', '/v2/reviews/getReviews?productId=1', undefined);
    await call(proxy, 'GET', '/v2/reviews/getReviews?productId=1', undefined);
    expect(upstream.count('getReviews')).toBe(1);
    const event = delivery('v1/review/created', {
      review: { id: 9, product: { id: 1, handle: 'p1' } },
    });
    expect(
      (await proxy.app.request(path, { method: 'POST', headers: event.headers, body: event.body }))
        .status,
    ).toBe(204);
    await call(proxy, 'GET', '/v2/reviews/getReviews?productId=1', undefined);
    expect(upstream.count('getReviews')).toBe(2);
  });

  it('drops a customer’s cached data on a balance event', async () => {
    const { upstream, proxy, path } = await started();
    const a = await customerSession(proxy, A.id);
    await call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    const event = delivery('v1/customer/balanceUpdated', {
      customer: { platformCustomerId: A.id, email: A.email, phone: null },
    });
    expect(
      (await proxy.app.request(path, { method: 'POST', headers: event.headers, body: event.body }))
        .status,
    ).toBe(204);
    await call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    expect(upstream.count('getCustomer')).toBe(2);
  });

  it('does not apply again the event of an item added through the proxy, which already dropped the lists; applies the others', async () => {
    const { upstream, proxy, path } = await started();
    const a = await customerSession(proxy, A.id);
    const hearts = () =>
      call(proxy, 'GET', '/v2/wishlists/getProductWishlistInfo?productIds=1', a.token);
    const badge = () => call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    await Promise.all([hearts(), badge()]);
    const added = await call(proxy, 'POST', '/v2/wishlists/addItemToWishlist', a.token, {
      productId: 1,
    });
    const { wishlistItem } = (await added.json()) as { wishlistItem: { id: number } };
    // The write dropped the shopper's lists (reloaded once), not their balance and tier.
    await Promise.all([hearts(), badge()]);
    expect([upstream.count('getWishlists'), upstream.count('getCustomer')]).toEqual([2, 1]);
    const deliver = async (id: number) => {
      const event = delivery('v1/wishlistItem/created', {
        wishlistItem: { id, product: { id: 1 } },
        customer: { platformCustomerId: A.id, email: A.email, phone: null },
      });
      const res = await proxy.app.request(path, {
        method: 'POST',
        headers: event.headers,
        body: event.body,
      });
      expect(res.status).toBe(204);
    };
    await deliver(wishlistItem.id);
    await Promise.all([hearts(), badge()]);
    expect([upstream.count('getWishlists'), upstream.count('getCustomer')]).toEqual([2, 1]);
    // An item added elsewhere (another device, the store's admin): the lists are reloaded.
    await deliver(wishlistItem.id + 1);
    await Promise.all([hearts(), badge()]);
    expect([upstream.count('getWishlists'), upstream.count('getCustomer')]).toEqual([3, 1]);
  });

  it('applies a delivery id once: replays and retries are answered 204, also after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-webhooks-'));
    try {
      const file = join(dir, 'state.db');
      const first = await started(new SqliteStore(file, { sweepTimer: false }));
      const a = await customerSession(first.proxy, A.id);
      const data = { customer: { platformCustomerId: A.id, email: A.email, phone: null } };
      const event = delivery('v1/customer/balanceUpdated', data);
      const post = (
        { proxy, path }: { proxy: typeof first.proxy; path: string },
        d: ReturnType<typeof delivery>,
      ) => proxy.app.request(path, { method: 'POST', headers: d.headers, body: d.body });
      const reads = async ({ proxy, upstream }: typeof first, token: string) => {
        await call(proxy, 'GET', '/v2/customers/getCustomer', token);
        return upstream.count('getCustomer');
      };

      expect(await reads(first, a.token)).toBe(1);
      expect((await post(first, event)).status).toBe(204);
      expect(await reads(first, a.token)).toBe(2);
      // The same delivery twice more, and once re-signed later as a retry would be: not applied.
      const retry = delivery(
        'v1/customer/balanceUpdated',
        data,
        SECRET,
        Math.floor(Date.now() / 1000) + 5,
        event.headers['webhook-id'],
      );
      for (const again of [event, event, retry]) {
        expect((await post(first, again)).status).toBe(204);
        expect(await reads(first, a.token)).toBe(2);
      }
      expect(first.proxy.events.stats).toMatchObject({ received: 1, replayed: 3 });
      first.proxy.close();
      first.proxy.deps.store.close();

      // A new process on the same state file remembers the id.
      const second = await started(new SqliteStore(file, { sweepTimer: false }));
      const b = await customerSession(second.proxy, A.id);
      expect(await reads(second, b.token)).toBe(1);
      expect((await post(second, event)).status).toBe(204);
      expect(await reads(second, b.token)).toBe(1);
      expect(second.proxy.events.stats).toMatchObject({ received: 0, replayed: 1 });
      second.proxy.close();
      second.proxy.deps.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
