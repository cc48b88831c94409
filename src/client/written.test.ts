import { describe, expect, it } from 'vitest';
import { MOCK_PROXY_URL, errorFor } from '../mocks/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { createStorefrontClient } from './client.js';
import { FRESH_AFTER_WRITE_MS, writtenGroups } from './written.js';

const { server } = setupMockServer();

/** The cache mode of every request from now on, by the operation's name. */
function cacheModes(): Map<string, RequestCache[]> {
  const modes = new Map<string, RequestCache[]>();
  server.events.on('request:start', ({ request }) => {
    const name = new URL(request.url).pathname.split('/').at(-1) ?? '';
    modes.set(name, [...(modes.get(name) ?? []), request.cache]);
  });
  return modes;
}

/** A tab's sessionStorage, as the client keeps it (one per test). */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('reads after the shopper’s own write', () => {
  it('ask the proxy, not the browser’s kept answers, for the group written to', async () => {
    const storage = tabStorage();
    const client = createStorefrontClient({
      proxyUrl: MOCK_PROXY_URL,
      identity: { demoCustomer: 'ana@demo.test' },
      written: writtenGroups(storage),
    });
    const modes = cacheModes();
    await client.getReviews({ productId: 1 });
    await client.createReview({ productId: 1, rate: 5, body: 'Warm and soft.', title: '' });
    await client.getReviews({ productId: 1 });
    await client.getProductRatings({ productIds: [1] });
    await client.getEarningRules({});
    expect(modes.get('getReviews')).toEqual(['default', 'no-cache']);
    expect(modes.get('getProductRatings')).toEqual(['no-cache']);
    // Another group was not written to: its reads may come from the browser's cache.
    expect(modes.get('getEarningRules')).toEqual(['default']);

    // The page reloads (a new client in the same tab): still past what the browser kept.
    const reloaded = createStorefrontClient({
      proxyUrl: MOCK_PROXY_URL,
      written: writtenGroups(storage),
    });
    await reloaded.productRating(1);
    expect(modes.get('getProductAverageRatings')).toEqual(['no-cache']);
  });

  it('count a write only once it succeeded', async () => {
    const written = writtenGroups(tabStorage());
    const client = createStorefrontClient({ proxyUrl: MOCK_PROXY_URL, written });
    server.use(errorFor('createReview', 422, 'invalid_request'));
    await expect(
      client.createReview({ productId: 1, rate: 5, body: 'Warm and soft.', title: '' }),
    ).rejects.toMatchObject({ status: 422 });
    expect(written.recent('reviews')).toBe(false);
  });

  it('go back to the browser’s cache once it can no longer hold an answer from before', () => {
    let now = 1_000_000;
    const written = writtenGroups(tabStorage(), () => now);
    written.note('reviews');
    now += FRESH_AFTER_WRITE_MS - 1;
    expect(written.recent('reviews')).toBe(true);
    now += 1;
    expect(written.recent('reviews')).toBe(false);
  });
});
