// A ratings batch waiting for its budget slot is worth the readers it holds, not the products in
// it: one product missing from the cache (a review event dropped it) holds every grid showing it.
import { describe, expect, it } from 'vitest';
import { ReadCache, SHARED_UGC } from './cache.js';
import { ManualClock } from './clock.js';
import { ApiError } from '../src/api/index.js';
import { ProductBatcher, ratingTag } from './ratings.js';
import { MemoryStore } from './state/memory.js';
import type { Ticket } from './upstream/scheduler.js';

describe('a ratings batch', () => {
  it('is worth every reader waiting for it while it waits for its slot', async () => {
    const clock = new ManualClock();
    const cache = new ReadCache(new MemoryStore(), clock);
    let held: Ticket | undefined;
    let release!: () => void;
    const slot = new Promise<void>((resolve) => (release = resolve));
    const batcher = new ProductBatcher<{ productId: number }>(cache, clock, {
      prefix: 'E19',
      maxBatch: 50,
      fetch: async (ids, _ifRoom, ticket) => {
        held = ticket;
        await slot;
        return ids().map((productId) => ({ productId }));
      },
      freshness: () => SHARED_UGC,
      idOf: (s) => s.productId,
      empty: (productId) => ({ productId }),
    });
    const pages = Array.from({ length: 12 }, (_, i) => batcher.get(i % 3 === 0 ? [1, 2] : [1]));
    await clock.advance(20);
    expect(held?.worth).toBe(12);
    release();
    expect((await Promise.all(pages)).every((p) => p[0]?.productId === 1)).toBe(true);
    // Answered and cached: the next reader waits for nothing.
    expect(await batcher.get([1])).toEqual([{ productId: 1 }]);
    expect(batcher.stats.batches).toBe(1);
  });

  it('answers the last summary it fetched when the store is too busy to fetch it again', async () => {
    const clock = new ManualClock();
    const cache = new ReadCache(new MemoryStore(), clock);
    let busy = false;
    const batcher = new ProductBatcher<{ productId: number; avgRate: number }>(cache, clock, {
      prefix: 'E19',
      maxBatch: 50,
      fetch: async (ids) => {
        if (busy) throw ApiError.of('upstream_unavailable', 'the store is busy');
        return ids().map((productId) => ({ productId, avgRate: 4 }));
      },
      freshness: () => SHARED_UGC,
      idOf: (s) => s.productId,
      empty: (productId) => ({ productId, avgRate: 0 }),
    });
    const first = batcher.get([5]);
    await clock.advance(20);
    expect(await first).toEqual([{ productId: 5, avgRate: 4 }]);
    // A review event drops the cached summary; the budget has no slot for it now.
    await cache.drop(ratingTag(5));
    busy = true;
    // The outcome is caught as it happens: the batch fails while the clock advances.
    const again = batcher.get([5, 6]).then(
      (v) => v,
      (e: unknown) => e,
    );
    await clock.advance(20);
    const outcome = await again;
    // Product 6 was never fetched: nothing to answer it with, so the read fails as it would.
    expect(outcome).toMatchObject({ status: 503 });
    const known = batcher.get([5]);
    await clock.advance(20);
    expect(await known).toEqual([{ productId: 5, avgRate: 4 }]);
  });

  it('answers a summary an event dropped at once while the budget is tight, the batch queued behind it; never after a write dropped it', async () => {
    const clock = new ManualClock();
    const budget = { tight: false };
    const cache = new ReadCache(new MemoryStore(), clock, { tight: () => budget.tight });
    let rate = 4;
    const slots: (() => void)[] = [];
    const batcher = new ProductBatcher<{ productId: number; avgRate: number }>(cache, clock, {
      prefix: 'E19',
      maxBatch: 50,
      fetch: async (ids) => {
        // Each batch waits for its budget slot until the test grants it.
        await new Promise<void>((granted) => slots.push(granted));
        return ids().map((productId) => ({ productId, avgRate: rate }));
      },
      freshness: () => SHARED_UGC,
      idOf: (s) => s.productId,
      empty: (productId) => ({ productId, avgRate: 0 }),
    });
    const first = batcher.get([5]);
    await clock.advance(20);
    slots.shift()!();
    expect(await first).toEqual([{ productId: 5, avgRate: 4 }]);

    // A helpful vote's event drops the summary while calls queue for the budget.
    await cache.drop(ratingTag(5), 'event');
    budget.tight = true;
    rate = 5;
    expect(await batcher.get([5])).toEqual([{ productId: 5, avgRate: 4 }]);
    await clock.advance(20);
    expect(slots).toHaveLength(1);
    slots.shift()!();
    await new Promise((r) => setTimeout(r, 1));
    expect(await batcher.get([5])).toEqual([{ productId: 5, avgRate: 5 }]);

    // A review posted through the proxy drops it: its writer must see the new figures.
    await cache.drop(ratingTag(5));
    rate = 4.5;
    const waited = batcher.get([5]);
    await clock.advance(20);
    slots.shift()!();
    expect(await waited).toEqual([{ productId: 5, avgRate: 4.5 }]);
  });
});
