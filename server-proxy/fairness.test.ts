// One caller cannot starve the others (issue 14, part 3): a few uncached reads per caller,
// callers served round-robin, a share of the budget kept for shared reads, and kept answers
// served while the budget is tight. Waits are on the proxy's manual clock with the real budget.
import { describe, expect, it, vi } from 'vitest';
import { A, B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { floodRun } from './test-helpers/flood.js';
import { ManualClock, call, customerSession, testProxy } from './test-helpers/proxy.js';

describe('fairness between callers', () => {
  it.each(['anonymous reviews search', 'customer activity pages'] as const)(
    'while one caller floods uncached reads (%s), another shopper is answered within 2 s',
    async (kind) => {
      const figures = await floodRun(kind);
      expect(figures.sharedReadStatus).toBe(200);
      expect(figures.ownReadStatus).toBe(200);
      expect(figures.sharedReadMs).toBeLessThan(2_000);
      expect(figures.ownReadMs).toBeLessThan(2_000);
      // The flooder was told to wait rather than queued: its few reads at once, the rest 429 (or
      // 503 at once when the budget could not serve them within a second).
      const { 200: served = 0, 429: limited = 0, 503: shed = 0 } = figures.flooderStatuses;
      expect(limited + shed).toBeGreaterThan(served);
      expect(
        Object.keys(figures.flooderStatuses).filter((s) => !['200', '429', '503'].includes(s)),
      ).toEqual([]);
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
