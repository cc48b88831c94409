// Reads answered as ready bytes (issue 23): redacted once when cached, an ETag and 304 for a
// request that already holds them, public reads without any token and with the caching headers a
// CDN may follow, personal answers never stored.
import { describe, expect, it } from 'vitest';
import { FRESH_AFTER_WRITE_MS } from '../src/client/index.js';
import { answerKey } from './routes/reads.js';
import { A, B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { ManualClock, call, customerSession, testProxy } from './test-helpers/proxy.js';

function setup() {
  const clock = new ManualClock();
  const upstream = createFakeUpstream();
  const proxy = testProxy(upstream.fetch, { clock, allowedOrigins: ['https://shop.example'] });
  return { clock, upstream, proxy };
}

const upstreamReads = (upstream: ReturnType<typeof createFakeUpstream>) =>
  upstream.calls.filter((c) => c.op.name !== 'getAccessToken').length;

describe('answers to reads', () => {
  it('answers a public read without any token, with headers a CDN may follow', async () => {
    const { upstream, proxy } = setup();
    const res = await call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=15, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('vary') ?? '').not.toContain('Authorization');
    expect(upstream.calls.map((c) => c.op.name)).toEqual(['getAccessToken', 'getVipTiers']);
  });

  it('lets a browser keep a public read no longer than the widgets read past it after a write', async () => {
    const { proxy } = setup();
    for (const path of [
      '/v2/rewards/getVipTiers',
      '/v2/reviews/getReviews?productId=1',
      '/v2/reviews/getQuestions?productId=1',
    ]) {
      const header = (await call(proxy, 'GET', path, undefined)).headers.get('cache-control')!;
      const seconds = (name: string) =>
        Number(new RegExp(`(?:^|[ ,])${name}=(\\d+)`).exec(header)?.[1]);
      const kept = seconds('max-age') + seconds('stale-while-revalidate');
      expect(kept, `${path}: ${header}`).toBeGreaterThan(0);
      expect(kept * 1000, `${path}: ${header}`).toBeLessThan(FRESH_AFTER_WRITE_MS);
    }
  });

  it('answers 304 with no body to a request that already holds the answer', async () => {
    const { upstream, proxy } = setup();
    const first = await call(proxy, 'GET', '/v2/reviews/getReviews?productId=1', undefined);
    const etag = first.headers.get('etag')!;
    const again = await call(
      proxy,
      'GET',
      '/v2/reviews/getReviews?productId=1',
      undefined,
      undefined,
      {
        'if-none-match': `W/"other", ${etag}`,
      },
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toContain('s-maxage=30');
    const changed = await call(
      proxy,
      'GET',
      '/v2/reviews/getReviews?productId=1',
      undefined,
      undefined,
      {
        'if-none-match': '"something-else"',
      },
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(await first.text());
    expect(upstreamReads(upstream)).toBe(1);
  });

  it('keeps the redacted bytes in the cache, so a hit redacts nothing again', async () => {
    const { upstream, proxy } = setup();
    const res = await call(proxy, 'GET', '/v2/reviews/getReviews?productId=1', undefined);
    const sent = upstream.calls.find((c) => c.op.name === 'getReviews')!;
    const entry = await proxy.deps.cache.peek(answerKey(sent.op, sent.input));
    const stored = entry?.value as { json: string; etag: string };
    expect(stored.etag).toBe(res.headers.get('etag'));
    expect(stored.json).toBe(await res.text());
    expect(stored.json).not.toContain(A.email);
    expect(stored.json).not.toContain(A.phone);
  });

  it('tells a shared cache how old an answer is, from when the proxy fetched it', async () => {
    const { clock, proxy } = setup();
    await call(proxy, 'GET', '/v2/galleries/getGalleries', undefined);
    await clock.advance(20_000);
    const res = await call(proxy, 'GET', '/v2/galleries/getGalleries', undefined);
    expect(res.headers.get('age')).toBe('20');
  });

  it('varies a public+me answer on Authorization, and never stores a customer’s own', async () => {
    const { upstream, proxy } = setup();
    const a = await customerSession(proxy, A.id);
    const origin = { origin: 'https://shop.example' };
    const visitor = await call(
      proxy,
      'GET',
      '/v2/rewards/getEarningRules',
      undefined,
      undefined,
      origin,
    );
    expect(visitor.headers.get('cache-control')).toContain('public');
    expect(visitor.headers.get('vary')).toContain('Authorization');
    expect(visitor.headers.get('vary')).toContain('Origin');
    const own = await call(proxy, 'GET', '/v2/rewards/getEarningRules', a.token);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const sent = upstream.calls.filter((c) => c.op.name === 'getEarningRules').map((c) => c.input);
    expect(sent).toEqual([
      expect.not.objectContaining({ customerIdentifier: expect.anything() }),
      expect.objectContaining({ customerIdentifier: String(A.id) }),
    ]);
    const mine = await call(proxy, 'GET', '/v2/customers/getCustomer', a.token);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(await mine.text()).not.toContain(B.email);
  });
});
