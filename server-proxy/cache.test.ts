import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/index.js';
import { ReadCache } from './cache.js';
import { ManualClock } from './clock.js';
import { MemoryStore } from './state/memory.js';

const F = { freshMs: 1_000, staleMs: 5_000, errorMs: 60_000 };

function setup() {
  const clock = new ManualClock();
  return { clock, cache: new ReadCache(new MemoryStore(), clock) };
}

describe('the read cache', () => {
  it('answers fresh entries without loading', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', [], F, load)).toBe(1);
    expect(await cache.read('k', [], F, load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('answers stale entries at once while one refresh runs', async () => {
    const { clock, cache } = setup();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('k', [], F, load);
    await clock.advance(1_500);
    const both = await Promise.all([cache.read('k', [], F, load), cache.read('k', [], F, load)]);
    expect(both).toEqual([1, 1]);
    await clock.advance(0);
    expect(loads).toBe(2);
    expect(await cache.read('k', [], F, load)).toBe(2);
  });

  it('serves an old entry when the upstream fails, but passes on answers like 404', async () => {
    const { clock, cache } = setup();
    await cache.read('k', [], F, async () => 'old');
    await clock.advance(30_000);
    expect(await cache.read('k', [], F, () => Promise.reject(ApiError.of('upstream_error')))).toBe(
      'old',
    );
    await expect(
      cache.read('k', [], F, () => Promise.reject(ApiError.of('not_found'))),
    ).rejects.toThrow();
    await clock.advance(60_000);
    await expect(
      cache.read('k', [], F, () => Promise.reject(ApiError.of('upstream_error'))),
    ).rejects.toThrow();
  });

  it('coalesces identical loads in flight', async () => {
    const { cache } = setup();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      loads += 1;
      await gate;
      return 'v';
    };
    const reads = Array.from({ length: 10 }, () => cache.read('k', [], F, load));
    release();
    expect(await Promise.all(reads)).toEqual(Array(10).fill('v'));
    expect(loads).toBe(1);
  });

  it('keeps a load that raced an invalidation out of the cache', async () => {
    const { cache } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = cache.read('k', ['t'], F, async () => {
      await gate;
      return 'before';
    });
    await new Promise((r) => setTimeout(r, 1));
    await cache.drop('t');
    release();
    expect(await first).toBe('before');
    expect(await cache.read('k', ['t'], F, async () => 'after')).toBe('after');
  });

  it('remembers a bounded number of dropped tags, however many are dropped', async () => {
    const clock = new ManualClock();
    const cache = new ReadCache(new MemoryStore(), clock, { droppedTagsKept: 100 });
    for (let i = 0; i < 5_000; i++) await cache.drop(`customer:${i}`);
    expect(cache.rememberedDrops).toBe(100);
  });

  it('keeps a load out of the cache when a drop during it was forgotten, and stores later loads', async () => {
    const cache = new ReadCache(new MemoryStore(), new ManualClock(), { droppedTagsKept: 3 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const raced = cache.read('k', ['t'], F, async () => {
      await gate;
      return 'before';
    });
    await new Promise((r) => setTimeout(r, 1));
    await cache.drop('t');
    // Three other drops push the drop of 't' out of what the cache remembers by name.
    for (const tag of ['a', 'b', 'c']) await cache.drop(tag);
    release();
    expect(await raced).toBe('before');
    expect(await cache.read('k', ['t'], F, async () => 'after')).toBe('after');
    expect(await cache.read('k', ['t'], F, async () => 'later')).toBe('after');
  });

  describe('a shared answer an event dropped, while the budget is tight', () => {
    function tightSetup() {
      const clock = new ManualClock();
      const budget = { tight: false };
      const cache = new ReadCache(new MemoryStore(), clock, { tight: () => budget.tight });
      // A load that waits for its budget slot until released.
      const loads: { resolve: (v: string) => void }[] = [];
      const load = (value: string) => () =>
        new Promise<string>((resolve) => loads.push({ resolve: () => resolve(value) }));
      return { clock, budget, cache, loads, load };
    }

    it('answers with the answer before the event at once, while one load queues behind it', async () => {
      const { budget, cache, loads, load } = tightSetup();
      await cache.read('reviews:1', ['reviews:1'], F, async () => 'v1', 'shared');
      await cache.drop('reviews:1', 'event');
      budget.tight = true;
      const answers = await Promise.all([
        cache.read('reviews:1', ['reviews:1'], F, load('v2'), 'shared'),
        cache.read('reviews:1', ['reviews:1'], F, load('v2'), 'shared'),
      ]);
      expect(answers).toEqual(['v1', 'v1']);
      expect(loads).toHaveLength(1);
      expect(cache.stats.priorWhileTight).toBe(2);
      loads[0]!.resolve('v2');
      await new Promise((r) => setTimeout(r, 1));
      expect(await cache.read('reviews:1', ['reviews:1'], F, load('v3'), 'shared')).toBe('v2');
    });

    it('waits for the new answer when the budget has room', async () => {
      const { cache } = tightSetup();
      await cache.read('reviews:1', ['reviews:1'], F, async () => 'v1', 'shared');
      await cache.drop('reviews:1', 'event');
      expect(await cache.read('reviews:1', ['reviews:1'], F, async () => 'v2', 'shared')).toBe(
        'v2',
      );
    });

    it('never after a write dropped it (its writer reads next), nor for a shopper’s own data', async () => {
      const { budget, cache } = tightSetup();
      await cache.read('reviews:1', ['reviews:1'], F, async () => 'v1', 'shared');
      await cache.read('own:1', ['customer:1'], F, async () => 'mine', 'personal');
      await cache.drop('reviews:1', 'event');
      await cache.drop('reviews:1');
      await cache.drop('customer:1', 'event');
      budget.tight = true;
      expect(await cache.read('reviews:1', ['reviews:1'], F, async () => 'v2', 'shared')).toBe(
        'v2',
      );
      expect(await cache.read('own:1', ['customer:1'], F, async () => 'new', 'personal')).toBe(
        'new',
      );
      expect(cache.stats.priorWhileTight).toBe(0);
    });

    it('not past its error window, nor once the drops since it are forgotten', async () => {
      const clock = new ManualClock();
      const cache = new ReadCache(new MemoryStore(), clock, {
        tight: () => true,
        droppedTagsKept: 3,
      });
      await cache.read('a', ['a'], F, async () => 'a1', 'shared');
      await cache.read('b', ['b'], F, async () => 'b1', 'shared');
      await cache.drop('a', 'event');
      await clock.advance(F.errorMs + 1);
      expect(await cache.read('a', ['a'], F, async () => 'a2', 'shared')).toBe('a2');
      await cache.read('b', ['b'], F, async () => 'b2', 'shared');
      await cache.drop('b', 'event');
      for (const tag of ['x', 'y', 'z', 'w']) await cache.drop(tag);
      expect(await cache.read('b', ['b'], F, async () => 'b3', 'shared')).toBe('b3');
    });
  });
});
