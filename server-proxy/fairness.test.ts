// No one visitor, address or free session can starve the store (issues 14 and 30): a few
// uncached reads per caller, lanes by address or customer (never by free guest session) in a fair
// order, a read the budget cannot serve within a second answered at once, writes limited to their
// share of the budget, uploads parsed as they stream; kept answers served while the budget is
// tight. Waits are on the proxy's manual clock with the real budget.
import { describe, expect, it, vi } from 'vitest';
import { A, B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { floodRun } from './test-helpers/flood.js';
import { ManualClock, call, customerSession, testProxy } from './test-helpers/proxy.js';

describe('fairness between callers', () => {
  it.each([
    'anonymous reviews search',
    'customer activity pages',
    'guest sessions reviews search',
    'guest wishlist writes',
    'multipart part bombs',
  ] as const)(
    'while one visitor floods the proxy (%s), another shopper reads an uncached review page and redeems within 2 s, and their cached reads wait for nothing',
    async (kind) => {
      const figures = await floodRun(kind);
      expect(figures).toMatchObject({
        sharedReadStatus: 200,
        ownReadStatus: 200,
        redeemStatus: 200,
      });
      expect(figures.sharedReadMs).toBeLessThanOrEqual(2_000);
      expect(figures.ownReadMs).toBeLessThanOrEqual(2_000);
      expect(figures.redeemMs).toBeLessThanOrEqual(2_000);
      // Never queued behind the flood for the budget. (Its wall-clock p99, what the flood costs
      // the event loop, is a bench figure: `npm run bench:fairness`.)
      expect(figures.cachedReadMs).toBe(0);
      // The flooder was told to wait rather than served: its few at once, the rest refused at
      // once (429 past its limits, 503 past the budget's second, 400 for a bomb).
      const { 200: served = 0, ...refused } = figures.flooderStatuses;
      expect(Object.values(refused).reduce((a, b) => a + b, 0)).toBeGreaterThan(served);
      expect(Object.keys(refused).filter((s) => !['400', '429', '503'].includes(s))).toEqual([]);
    },
    60_000,
  );

  it('answers 429 with Retry-After beyond a caller’s few uncached reads, not to others', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock, budget: { burst: 1, readsPerCaller: 2 } });
    const a = await customerSession(proxy, A.id);
    const b = await customerSession(proxy, B.id);
    const page = (n: number, token: string) =>
      call(proxy, 'GET', `/v2/rewards/getActivityHistory?page=${n}`, token);
    const queued = [page(1, a.token), page(2, a.token)];
    await vi.waitFor(() =>
      expect(proxy.deps.upstream.scheduler.readsOf(`customer:${A.id}`)).toBe(2),
    );
    const refused = await page(3, a.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const other = page(1, b.token);
    await clock.advance(5_000);
    expect((await Promise.all([...queued, other])).map((r) => r.status)).toEqual([200, 200, 200]);
    // Answered, they count no more.
    const again = page(4, a.token);
    await clock.advance(1_000);
    expect((await again).status).toBe(200);
  });

  it('never answers 429 to one customer’s product page on a cold cache, even reloaded while it loads', async () => {
    // The demo's product page, signed in and cold, asks for 15 reads as it loads (counted in
    // Chromium); a reload while they are out asks for 15 more before the first are answered (the
    // proxy's calls go on after the browser gave up on them). Over HTTP/2 they all arrive at once.
    const upstream = createFakeUpstream();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The reads' answers held back until all of them are out (the access token is not).
    const proxy = testProxy(
      async (req) => {
        if (!req.url.includes('/oauth/')) await gate;
        return upstream.fetch(req);
      },
      { upstreamTimeoutMs: 30_000 },
    );
    const a = await customerSession(proxy, A.id);
    const reads = Array.from({ length: 30 }, (_, n) =>
      call(proxy, 'GET', `/v2/rewards/getActivityHistory?page=${n + 1}`, a.token),
    );
    await vi.waitFor(
      () => expect(proxy.deps.upstream.scheduler.readsOf(`customer:${A.id}`)).toBe(30),
      { timeout: 10_000 },
    );
    open();
    expect((await Promise.all(reads)).map((r) => r.status)).toEqual(reads.map(() => 200));
  });

  it('serves a kept (even expired) answer while calls queue for the budget, and refreshes it only once the budget has room', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    // One call per 10 s, no burst: a second call at once waits in the queue.
    const proxy = testProxy(upstream.fetch, {
      clock,
      budget: { burst: 1, perSecond: 0.1, readWaitMs: 120_000 },
    });
    const a = await customerSession(proxy, A.id);
    const settled = async (pending: Promise<Response>) => {
      let done = false;
      void pending.finally(() => (done = true));
      while (!done) await clock.advance(1_000);
      return pending;
    };
    const tiers = () => call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    expect((await settled(tiers())).status).toBe(200);
    // Past its stale window (60 s fresh + 10 min stale), within its 24 h error window.
    await clock.advance(15 * 60_000);
    const pages = [9, 10].map((n) =>
      call(proxy, 'GET', `/v2/rewards/getActivityHistory?page=${n}`, a.token),
    );
    // The first page takes the one slot, the second waits for the next.
    await vi.waitFor(() => expect(proxy.deps.upstream.scheduler.queued).toBe(1));
    expect(proxy.deps.upstream.scheduler.tight).toBe(true);
    const before = upstream.count('getVipTiers');
    const kept = await tiers();
    expect(kept.status).toBe(200);
    expect(upstream.count('getVipTiers')).toBe(before);
    await clock.advance(60_000);
    expect((await Promise.all(pages)).map((r) => r.status)).toEqual([200, 200]);
    // The refresh was dropped, not queued behind the shoppers' own reads.
    expect(upstream.count('getVipTiers')).toBe(before);
    // Once the budget has room, the next read is still answered at once and refreshes it.
    await clock.advance(60_000);
    expect((await tiers()).status).toBe(200);
    await vi.waitFor(() => expect(upstream.count('getVipTiers')).toBe(before + 1));
  });
});
