// Free guest sessions store nothing: the token itself says this proxy minted it and when; only a
// guest who writes leaves a flag, which lives no longer than the token's claim could.
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../state/memory.js';
import { createFakeUpstream, GUEST_B } from '../test-helpers/fake-upstream.js';
import { call, ManualClock, session, testProxy } from '../test-helpers/proxy.js';
import { FRESH_GUEST_MS, mintGuestToken, mintedAt, ownsNothing } from './guests.js';

/** A memory store that counts the flags set in it. */
function countingStore() {
  const store = new MemoryStore();
  const set = store.flagSet.bind(store);
  const flags: string[] = [];
  store.flagSet = (key, ttl, now) => {
    flags.push(key);
    return set(key, ttl, now);
  };
  return { store, flags };
}

describe('guest sessions', () => {
  it('stores nothing for a thousand sessions that only look, and calls nobody for their hearts', async () => {
    const { store, flags } = countingStore();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { store, limits: { sessionsPerIp: 10_000 } });
    for (let i = 0; i < 1_000; i++) {
      const guest = await session(proxy);
      if (i % 100 === 0) {
        const hearts = await call(
          proxy,
          'GET',
          '/v2/wishlists/getProductWishlistInfo?productIds=1',
          guest.token,
        );
        expect(hearts.status).toBe(200);
      }
    }
    expect(flags).toEqual([]);
    expect(upstream.count('getWishlists')).toBe(0);
  });

  it('flags a guest once it writes, for no longer than its token could claim to own nothing', async () => {
    const clock = new ManualClock();
    const { store, flags } = countingStore();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock, store });
    const guest = await session(proxy);
    expect(await ownsNothing(proxy.deps, guest.sessionToken)).toBe(true);
    const add = await call(proxy, 'POST', '/v2/wishlists/addItemToWishlist', guest.token, {
      productId: 1,
    });
    expect(add.status).toBe(200);
    // Flags are kept in the scope of the upstream (state/scope.ts): `u…:guest-wrote:…`.
    const wrote = flags.filter((f) => f.includes(':guest-wrote:'));
    expect(wrote).toHaveLength(1);
    expect(await ownsNothing(proxy.deps, guest.sessionToken)).toBe(false);
    // Its lists are read from the upstream now.
    await call(proxy, 'GET', '/v2/wishlists/getWishlists', guest.token);
    expect(upstream.count('getWishlists')).toBe(1);
    await clock.advance(FRESH_GUEST_MS + 120_000);
    expect(await store.flagHas(wrote[0]!, clock.now())).toBe(false);
    expect(await ownsNothing(proxy.deps, guest.sessionToken)).toBe(false);
  });

  it('trusts only tokens it minted, recently: a forged, foreign or old one may own lists', async () => {
    const clock = new ManualClock();
    const proxy = testProxy(createFakeUpstream().fetch, { clock });
    const token = mintGuestToken(proxy.deps, clock.now());
    expect(mintedAt(proxy.deps, token)).toBe(Math.floor(clock.now() / 60_000) * 60_000);
    const forged = token.replace(
      /-[0-9a-z]+-/,
      `-${(Math.floor(clock.now() / 60_000) + 5).toString(36)}-`,
    );
    for (const other of [forged, GUEST_B, 'a'.repeat(32)]) {
      expect(await ownsNothing(proxy.deps, other)).toBe(false);
    }
    const elsewhere = testProxy(createFakeUpstream().fetch, {
      clock,
      keys: { jwtSecret: 'another-store-secret-another-store-secret-01' },
    });
    expect(await ownsNothing(elsewhere.deps, token)).toBe(false);
    await clock.advance(FRESH_GUEST_MS);
    expect(await ownsNothing(proxy.deps, token)).toBe(false);
  });
});
