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
});
