// The behaviour every ProxyStore must have, as one suite run against each implementation
// (store.test.ts): a store that passes it can replace another without the proxy noticing.
import { describe, expect, it } from 'vitest';
import type { IdemRecord, ProxyStore } from './store.js';

const T0 = Date.UTC(2026, 0, 1);

const pending = (attempt: string, data?: unknown): IdemRecord => ({
  state: 'pending',
  fingerprint: 'f',
  owner: 'customer:1',
  attempt,
  leaseUntil: T0 + 1_000,
  ...(data !== undefined && { data }),
});

const done = (body: unknown): IdemRecord => ({
  state: 'done',
  fingerprint: 'f',
  owner: 'customer:1',
  status: 200,
  body,
  contentType: 'json',
});

/** Runs the store contract against the stores `make` builds (a fresh one per test). */
export function storeContract(name: string, make: () => ProxyStore | Promise<ProxyStore>): void {
  const withStore = (test: (store: ProxyStore) => Promise<void>) => async () => {
    const store = await make();
    try {
      await test(store);
    } finally {
      store.close();
    }
  };

  describe(`the ${name} store`, () => {
    it(
      'claims an idempotency key once, then answers the record there',
      withStore(async (store) => {
        expect(await store.idemClaim('k', pending('a'), 60_000, T0)).toEqual({ state: 'new' });
        expect(await store.idemClaim('k', pending('b'), 60_000, T0)).toEqual({
          state: 'existing',
          record: pending('a'),
        });
        expect(await store.idemGet('k', T0)).toEqual(pending('a'));
      }),
    );

    it(
      'lets only one of many simultaneous claims win',
      withStore(async (store) => {
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, i) => store.idemClaim('k', pending(`a${i}`), 60_000, T0)),
        );
        expect(claims.filter((c) => c.state === 'new')).toHaveLength(1);
      }),
    );

    it(
      'forgets an idempotency record when it expires',
      withStore(async (store) => {
        await store.idemClaim('k', pending('a'), 1_000, T0);
        expect(await store.idemGet('k', T0 + 1_000)).toBeUndefined();
        expect(await store.idemClaim('k', pending('b'), 1_000, T0 + 1_000)).toEqual({
          state: 'new',
        });
      }),
    );

    it(
      'updates a pending record only for the attempt that holds it',
      withStore(async (store) => {
        await store.idemClaim('k', pending('a'), 60_000, T0);
        expect(await store.idemUpdate('k', 'b', done('stolen'), 60_000, T0)).toBe(false);
        expect(await store.idemUpdate('k', 'a', pending('a', { rewardIds: [1] }), 60_000, T0)).toBe(
          true,
        );
        expect(await store.idemGet('k', T0)).toEqual(pending('a', { rewardIds: [1] }));
        // A takeover: the new attempt replaces the dead one's, which can no longer write.
        expect(await store.idemUpdate('k', 'a', pending('c'), 60_000, T0)).toBe(true);
        expect(await store.idemUpdate('k', 'a', done('late'), 60_000, T0)).toBe(false);
        expect(await store.idemUpdate('k', 'c', done('answer'), 60_000, T0)).toBe(true);
        // Settled: nobody updates a done record.
        expect(await store.idemUpdate('k', 'c', done('again'), 60_000, T0)).toBe(false);
        expect(await store.idemGet('k', T0)).toEqual(done('answer'));
        expect(await store.idemUpdate('missing', 'a', done('x'), 60_000, T0)).toBe(false);
      }),
    );

    it(
      'releases a key only for the attempt that holds it, and never a done one',
      withStore(async (store) => {
        await store.idemClaim('k', pending('a'), 60_000, T0);
        await store.idemRelease('k', 'b');
        expect(await store.idemGet('k', T0)).toBeDefined();
        await store.idemRelease('k', 'a');
        expect(await store.idemGet('k', T0)).toBeUndefined();
        await store.idemClaim('d', done(1), 60_000, T0);
        await store.idemRelease('d', 'a');
        expect(await store.idemGet('d', T0)).toEqual(done(1));
      }),
    );

    it(
      'gives a lock to one owner until it is released or its time runs out',
      withStore(async (store) => {
        expect(await store.lockAcquire('l', 'a', 1_000, T0)).toBe(true);
        expect(await store.lockAcquire('l', 'b', 1_000, T0 + 500)).toBe(false);
        expect(await store.lockRenew('l', 'b', 1_000, T0 + 500)).toBe(false);
        expect(await store.lockRenew('l', 'a', 1_000, T0 + 900)).toBe(true);
        expect(await store.lockAcquire('l', 'b', 1_000, T0 + 1_500)).toBe(false);
        await store.lockRelease('l', 'b');
        expect(await store.lockAcquire('l', 'b', 1_000, T0 + 1_500)).toBe(false);
        await store.lockRelease('l', 'a');
        expect(await store.lockAcquire('l', 'b', 1_000, T0 + 1_500)).toBe(true);
        // The holder's time ran out: the next owner takes it, and the old one cannot renew.
        expect(await store.lockAcquire('l', 'c', 1_000, T0 + 2_500)).toBe(true);
        expect(await store.lockRenew('l', 'b', 1_000, T0 + 2_500)).toBe(false);
        await store.lockRelease('l', 'b');
        expect(await store.lockAcquire('l', 'd', 1_000, T0 + 2_600)).toBe(false);
      }),
    );

    it(
      'lets only one of many simultaneous lock requests win',
      withStore(async (store) => {
        const got = await Promise.all(
          Array.from({ length: 20 }, (_, i) => store.lockAcquire('l', `o${i}`, 1_000, T0)),
        );
        expect(got.filter(Boolean)).toHaveLength(1);
      }),
    );

    it(
      'counts hits per fixed window',
      withStore(async (store) => {
        expect(await store.hit('h', 1_000, T0)).toBe(1);
        expect(await store.hit('h', 1_000, T0 + 999)).toBe(2);
        expect(await store.hit('other', 1_000, T0 + 999)).toBe(1);
        expect(await store.hit('h', 1_000, T0 + 1_000)).toBe(1);
      }),
    );

    it(
      'keeps flags until they expire or are deleted, and adds one only once',
      withStore(async (store) => {
        await store.flagSet('f', 1_000, T0);
        expect(await store.flagHas('f', T0 + 999)).toBe(true);
        expect(await store.flagHas('f', T0 + 1_000)).toBe(false);
        expect(await store.flagAdd('w', 1_000, T0)).toBe(true);
        expect(await store.flagAdd('w', 1_000, T0 + 10)).toBe(false);
        expect(await store.flagAdd('w', 1_000, T0 + 1_000)).toBe(true);
        await store.flagDelete('w');
        expect(await store.flagHas('w', T0 + 1_000)).toBe(false);
      }),
    );

    it(
      'paces the budget as a GCRA and honours a block',
      withStore(async (store) => {
        // 100 ms per call, 2 calls of burst.
        expect(await store.budgetTake(T0, 100, 100)).toBe(0);
        expect(await store.budgetTake(T0, 100, 100)).toBe(0);
        expect(await store.budgetTake(T0, 100, 100)).toBe(100);
        expect(await store.budgetTake(T0 + 100, 100, 100)).toBe(0);
        await store.budgetBlock(T0 + 100, T0 + 5_000, 100);
        expect(await store.budgetTake(T0 + 4_000, 100, 100)).toBe(1_000);
      }),
    );

    it(
      'reads how far ahead the budget is booked without booking anything',
      withStore(async (store) => {
        expect(await store.budgetBacklog?.(T0)).toBe(0);
        await store.budgetTake(T0, 100, 100);
        await store.budgetTake(T0, 100, 100);
        expect(await store.budgetBacklog?.(T0)).toBe(200);
        expect(await store.budgetBacklog?.(T0)).toBe(200);
        expect(await store.budgetBacklog?.(T0 + 150)).toBe(50);
        expect(await store.budgetBacklog?.(T0 + 500)).toBe(0);
      }),
    );

    it(
      'caches entries and drops them by tag',
      withStore(async (store) => {
        const entry = { value: 1, freshUntil: T0 + 1, staleUntil: T0 + 2, expiresAt: T0 + 3 };
        await store.cacheSet('a', entry, ['t1']);
        await store.cacheSet('b', { ...entry, value: 2 }, ['t2']);
        expect(await store.cacheGet('a')).toEqual(entry);
        await store.cacheDropTag('t1');
        expect(await store.cacheGet('a')).toBeUndefined();
        expect((await store.cacheGet('b'))?.value).toBe(2);
      }),
    );

    it(
      'does not store a load that a drop of one of its tags overtook',
      withStore(async (store) => {
        const entry = { value: 1, freshUntil: T0 + 1, staleUntil: T0 + 2, expiresAt: T0 + 3 };
        const before = await store.cacheMark();
        await store.cacheDropTag('t1');
        await store.cacheSet('a', entry, ['t1', 't2'], before);
        expect(await store.cacheGet('a')).toBeUndefined();
        await store.cacheSet('b', entry, ['t2'], before);
        expect(await store.cacheGet('b')).toEqual(entry);
        await store.cacheSet('c', entry, ['t1'], await store.cacheMark());
        expect(await store.cacheGet('c')).toEqual(entry);
      }),
    );

    it(
      'remembers the upstream it describes, and answers the one before when it changes',
      withStore(async (store) => {
        expect(await store.swapUpstream('a')).toBeUndefined();
        expect(await store.swapUpstream('a')).toBe('a');
        expect(await store.swapUpstream('b')).toBe('a');
        expect(await store.swapUpstream('b')).toBe('b');
      }),
    );
  });
}
