// Graceful overload (issue 15, part 3): shared content with a kept copy never waits for the
// budget and never fails; its refresh goes behind it only when the budget has room (dropped,
// not queued, otherwise), and one instance refreshes a key for all that share the store.
import { describe, expect, it, vi } from 'vitest';
import { createFakeUpstream } from './test-helpers/fake-upstream.js';
import { ManualClock, call, testProxy } from './test-helpers/proxy.js';
import { MemoryStore } from './state/memory.js';

const SHARED_PAGES = [
  '/v2/rewards/getVipTiers',
  '/v2/reviews/getReviews?productId=1&perPage=5',
  '/v2/reviews/getQuestions?productId=1&perPage=5',
  '/v2/reviews/getProductAverageRatings?productIds=1&productIds=2',
];

/** The answer, moving the manual clock on in small steps meanwhile (batches wait a few ms). */
async function answered(clock: ManualClock, pending: Promise<Response>): Promise<Response> {
  let done = false;
  void pending.finally(() => (done = true));
  while (!done) await clock.advance(10);
  return pending;
}

describe('kept shared content under a spent budget', () => {
  it('serves stale reviews, questions, ratings and tiers at once, marked stale, with no upstream call while the budget has no room', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock });
    for (const path of SHARED_PAGES) {
      expect((await answered(clock, call(proxy, 'GET', path, undefined))).status).toBe(200);
    }
    // Hours later: past every stale window, within the error windows (24 h).
    await clock.advance(3 * 3_600_000);
    const now = clock.now();
    // Someone spent the store's whole budget for the next minute (an upstream 429 does this).
    await proxy.deps.store.budgetBlock(now, now + 60_000, 0);
    const before = upstream.calls.length;
    const answers = await Promise.all(
      SHARED_PAGES.map((path) => call(proxy, 'GET', path, undefined)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Answered from the kept copies without waiting: the clock has not moved.
    expect(clock.now()).toBe(now);
    expect(answers[0]!.headers.get('x-loyalkit-stale')).toBe(String(3 * 3600));
    await clock.advance(0);
    expect(upstream.calls.length).toBe(before);
    expect(proxy.deps.upstream.scheduler.queued).toBe(0);
    expect(proxy.deps.upstream.scheduler.stats.refreshesDropped).toBeGreaterThan(0);

    // Once the budget has room, the next reads are still answered at once and refresh them.
    await clock.advance(120_000);
    for (const path of SHARED_PAGES) {
      expect((await call(proxy, 'GET', path, undefined)).status).toBe(200);
    }
    await clock.advance(10);
    await vi.waitFor(() => expect(upstream.calls.length).toBeGreaterThanOrEqual(before + 4));
    expect(proxy.deps.upstream.scheduler.queued).toBe(0);
  });

  it('refreshes a stale shared answer once for two instances that share the store', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const store = new MemoryStore();
    const [a, b] = [
      testProxy(upstream.fetch, { clock, store }),
      testProxy(upstream.fetch, { clock, store }),
    ];
    const tiers = (proxy: typeof a) => call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    expect((await tiers(a)).status).toBe(200);
    const count = () => upstream.count('getVipTiers');
    expect(count()).toBe(1);
    // What instance a loaded, instance b reads: no call of its own.
    expect((await tiers(b)).status).toBe(200);
    expect(count()).toBe(1);
    // Past its fresh window, both instances are asked at once: each answers from the kept copy,
    // and only one of them refreshes it.
    await clock.advance(90_000);
    const answers = await Promise.all([tiers(a), tiers(b), tiers(a), tiers(b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await vi.waitFor(() => expect(count()).toBe(2));
    await clock.advance(2_000);
    expect(count()).toBe(2);
    expect(a.deps.cache.stats.refreshElsewhere + b.deps.cache.stats.refreshElsewhere).toBe(1);
  });
});
