import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.js';
import { ReadCache } from '../cache.js';
import { systemClock } from '../clock.js';
import { RedisServer } from '../test-helpers/redis-server.js';
import { storeContract } from './contract.js';
import { RedisStore } from './redis.js';
import type { CacheEntry } from './store.js';

let server: RedisServer;
let stores = 0;
const opened: RedisStore[] = [];

/** A store on the test's Redis with its own key prefix (so tests never see each other's keys). */
async function open(prefix = `t${++stores}:`): Promise<RedisStore> {
  const store = new RedisStore(server.url, { prefix, commandTimeoutMs: 1000 });
  opened.push(store);
  await store.ready();
  return store;
}

const entry = (value: unknown, ms = 60_000): CacheEntry => {
  const now = Date.now();
  return { value, freshUntil: now + ms, staleUntil: now + ms, expiresAt: now + 10 * ms };
};

async function until(check: () => Promise<boolean> | boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Runs wherever the tests run: without redis-server it fails with REDIS_MISSING, never skips.
describe('the Redis store', () => {
  beforeAll(async () => {
    server = await RedisServer.start();
  });
  afterAll(async () => {
    for (const store of opened) store.close();
    await server?.close();
  });

  storeContract('Redis', () => open());

  describe('shared by two instances', () => {
    it('shares the budget: both together get the burst once, not twice', async () => {
      const prefix = `shared${++stores}:`;
      const [a, b] = [await open(prefix), await open(prefix)];
      const now = Date.now();
      let granted = 0;
      for (let i = 0; i < 30; i++) {
        if ((await (i % 2 ? a : b).budgetTake(now, 100, 900)) === 0) granted += 1;
      }
      expect(granted).toBe(10);
    });

    it('shares idempotency records and locks', async () => {
      const prefix = `shared${++stores}:`;
      const [a, b] = [await open(prefix), await open(prefix)];
      const now = Date.now();
      const record = {
        state: 'pending' as const,
        fingerprint: 'f',
        owner: 'customer:1',
        attempt: 'a1',
        leaseUntil: now + 1_000,
      };
      expect(await a.idemClaim('k', record, 60_000, now)).toEqual({ state: 'new' });
      expect(await b.idemClaim('k', { ...record, attempt: 'b1' }, 60_000, now)).toEqual({
        state: 'existing',
        record,
      });
      expect(await a.lockAcquire('redeem:1', 'a1', 5_000, now)).toBe(true);
      expect(await b.lockAcquire('redeem:1', 'b1', 5_000, now)).toBe(false);
    });

    it('reads what the other loaded, and a drop on one reaches the memory of the other', async () => {
      const prefix = `shared${++stores}:`;
      const [a, b] = [await open(prefix), await open(prefix)];
      const dropped: string[] = [];
      b.onRemoteDrop((tag, cause) => dropped.push(`${cause} ${tag}`));
      await a.cacheSet('E4:1', entry('balance 10'), ['customer:1']);
      expect((await b.cacheGet('E4:1'))?.value).toBe('balance 10');
      await a.cacheDropTag('customer:1');
      await until(() => dropped.includes('write customer:1'));
      expect(await b.cacheGet('E4:1')).toBeUndefined();
      // An API event's drop is told as one (the other instance may answer the prior answer of a
      // shared read while the budget is tight; never after a write's).
      await a.cacheDropTag('reviews:1', 'event');
      await until(() => dropped.includes('event reviews:1'));
    });

    it('refreshes a stale shared entry once for both instances, each answering the kept one meanwhile', async () => {
      const prefix = `refresh${++stores}:`;
      const [a, b] = [await open(prefix), await open(prefix)];
      const caches = [new ReadCache(a, systemClock), new ReadCache(b, systemClock)];
      const freshness = { freshMs: 1, staleMs: 60_000, errorMs: 60_000 };
      let loads = 0;
      const load = async () => {
        loads += 1;
        await new Promise((r) => setTimeout(r, 50));
        return loads;
      };
      expect(await caches[0]!.read('k', ['t'], freshness, load, 'shared')).toBe(1);
      await new Promise((r) => setTimeout(r, 10));
      const answers = await Promise.all(
        [0, 1, 0, 1].map((i) => caches[i]!.read('k', ['t'], freshness, load, 'shared')),
      );
      expect(answers).toEqual([1, 1, 1, 1]);
      await until(() => loads === 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(loads).toBe(2);
      expect(caches[0]!.stats.refreshElsewhere + caches[1]!.stats.refreshElsewhere).toBe(1);
    });

    it('keeps a load that began before the other dropped its tag out of the cache', async () => {
      const prefix = `shared${++stores}:`;
      const [a, b] = [await open(prefix), await open(prefix)];
      const mark = await a.cacheMark();
      await b.cacheDropTag('customer:2');
      await a.cacheSet('E4:2', entry('old balance'), ['customer:2'], mark);
      expect(await a.cacheGet('E4:2')).toBeUndefined();
      expect(await b.cacheGet('E4:2')).toBeUndefined();
    });
  });

  describe('tags', () => {
    it('hold a bounded set of entries: the expired are trimmed, and past the most those closest to their end go', async () => {
      const prefix = `tags${++stores}:`;
      const store = new RedisStore(server.url, { prefix, commandTimeoutMs: 1000, tagEntries: 5 });
      opened.push(store);
      await store.ready();
      const redis = new Redis(server.url);
      try {
        // Every random search term files an answer under `reviews`.
        for (let i = 0; i < 20; i++) {
          await store.cacheSet(`search:${i}`, entry(`answer ${i}`, 60_000 + i), ['reviews']);
        }
        expect(await redis.zcard(`${prefix}tz:reviews`)).toBe(5);
        expect(await redis.exists(`${prefix}c:search:0`)).toBe(0);
        expect(await redis.exists(`${prefix}c:search:19`)).toBe(1);
        // An entry that has expired is trimmed by the next store under the tag.
        await store.cacheSet('brief', entry('soon gone', 1), ['questions']);
        await new Promise((r) => setTimeout(r, 30));
        await store.cacheSet('next', entry('kept'), ['questions']);
        expect(await redis.zrange(`${prefix}tz:questions`, '0', '-1')).toEqual([`${prefix}c:next`]);
        // Dropping the tag still drops what it holds.
        await store.cacheDropTag('reviews');
        expect(await redis.exists(`${prefix}c:search:19`)).toBe(0);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('when Redis goes away and comes back', () => {
    it('answers cached reads, refuses what must be recorded with a 503, and recovers alone', async () => {
      const store = await open();
      await store.cacheSet('shared', entry('reviews'), ['reviews']);
      await server.stop();
      await until(() => !store.connected);

      expect((await store.cacheGet('shared'))?.value).toBe('reviews');
      const now = Date.now();
      const refused = await store.lockAcquire('redeem:1', 'a', 5_000, now).catch((e) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ status: 503, code: 'upstream_unavailable' });
      await expect(store.budgetTake(now, 100, 0)).rejects.toMatchObject({ status: 503 });
      await expect(store.hit('ip:1', 1_000, now)).rejects.toMatchObject({ status: 503 });

      await server.resume();
      await until(() => store.connected, 10_000);
      expect(await store.lockAcquire('redeem:1', 'a', 5_000, Date.now())).toBe(true);
      expect(await store.budgetTake(Date.now(), 100, 0)).toBe(0);
    });

    it('keeps idempotency records across a restart of Redis (append-only file)', async () => {
      const store = await open();
      const now = Date.now();
      const record = {
        state: 'done' as const,
        fingerprint: 'f',
        owner: 'customer:1',
        status: 200,
        body: { reward: { id: 7 } },
        contentType: 'json',
      };
      await store.idemClaim('redeem-key', record, 60_000, now);
      await server.stop();
      await server.resume();
      await until(() => store.connected, 10_000);
      expect(await store.idemGet('redeem-key', Date.now())).toEqual(record);
    });
  });
});
