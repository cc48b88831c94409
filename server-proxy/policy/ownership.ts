import {
  ApiError,
  type GiftRegistryWithItems,
  type WishlistWithItems,
} from '../../src/api/index.js';
import { keptNow, PERSONAL, READ_MODEL_KEPT } from '../cache.js';
import type { ProxyDeps } from '../context.js';
import { type Caller, customerTag, identityKey, ownerKey, ownerTag } from './caller.js';
import { factTags, freshGuestFact, ownsNothing } from './guests.js';

/** The kinds of object a shopper owns. */
export type OwnedKind = 'wishlist' | 'registry' | 'registryItem' | 'registrant';

/** An object id a request names, by where it sits in the request (`giftRegistry.id`). */
export type OwnedId<Path extends string = string> = readonly [OwnedKind, Path];

function at(input: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      input,
    );
}

/**
 * Checks that every object id the request names belongs to the caller; someone else's is a 404,
 * exactly like one that does not exist. Reads the caller's lists through the personal cache
 * and reloads them once when an id is missing (it may have been created elsewhere).
 */
export async function checkOwnership(
  deps: ProxyDeps,
  owned: readonly OwnedId[],
  caller: Caller,
  input: Record<string, unknown>,
): Promise<void> {
  if (owned.length === 0) return;
  const named = owned
    .map(([kind, path]) => [kind, at(input, path)] as const)
    .filter((f): f is readonly [OwnedKind, number] => typeof f[1] === 'number');
  if (named.length === 0) return;
  const owns = async (reload: boolean) => {
    const sets = await ownedIds(
      deps,
      caller,
      named[0]![0] === 'wishlist' ? 'wishlist' : 'registry',
      reload,
    );
    return named.every(([kind, id]) => sets[kind]?.has(id) ?? false);
  };
  if (await owns(false)) return;
  // A miss may be an object made elsewhere a moment ago: reload once, but not for a prober.
  const misses = await deps.store.hit(
    `owner-miss:${ownerKey(caller) ?? '-'}`,
    60_000,
    deps.clock.now(),
  );
  if (misses <= 10 && (await owns(true))) return;
  throw ApiError.of('not_found', `no such ${named.map(([k]) => k).join(' or ')}`);
}

type Owned = Partial<Record<OwnedKind, Set<number>>>;

async function ownedIds(
  deps: ProxyDeps,
  caller: Caller,
  family: 'wishlist' | 'registry',
  reload: boolean,
): Promise<Owned> {
  if (family === 'wishlist') {
    const lists = await loadWishlists(deps, caller, reload);
    return { wishlist: new Set(lists.map((w) => w.wishlistId)) };
  }
  const registries = await loadRegistries(deps, caller, reload);
  return {
    registry: new Set(registries.map((r) => r.id)),
    registrant: new Set(registries.map((r) => r.registrant.id)),
    registryItem: new Set(registries.flatMap((r) => r.items.map((i) => i.id))),
  };
}

/** The caller's wishlists (E29), through the personal cache; `who`: the caller's lane. */
export async function loadWishlists(
  deps: ProxyDeps,
  caller: Caller,
  reload = false,
  who?: string,
): Promise<WishlistWithItems[]> {
  if (caller.kind === 'anonymous') return [];
  const owner = identityKey(caller);
  if (caller.kind === 'guest' && !reload) {
    // A guest who has not written owns nothing. That holds until the guest's lists are dropped
    // (the guest's first wishlist write drops them, on every instance), so this instance asks
    // the store once per guest, not on every page.
    const fact = freshGuestFact(caller.sessionToken);
    if (deps.cache.holds(fact, factTags(owner))) return [];
    const mark = deps.cache.mark();
    if (await ownsNothing(deps, caller.sessionToken)) {
      deps.cache.learn(fact, mark);
      return [];
    }
  }
  const input =
    caller.kind === 'customer'
      ? { customerIdentifier: caller.customerId }
      : { sessionToken: caller.sessionToken };
  const key = `E29:${owner}`;
  const tags = [
    ownerTag(owner),
    ...(caller.kind === 'customer' ? [customerTag(caller.customerId)] : []),
  ];
  if (reload) await deps.cache.drop(`load:${key}`);
  // The owner's lists are the customer read model's (the events and writes that drop them too).
  const freshness = keptNow(READ_MODEL_KEPT, deps.events.live);
  const answer = await deps.cache.read(key, [...tags, `load:${key}`], freshness, () =>
    deps.upstream.call('getWishlists', input, { priority: 'own', caller: who ?? owner }),
  );
  return answer.wishlists;
}

/**
 * The caller's wishlists when this instance knows them at once (the hot path): none for a visitor
 * or a guest known not to have written, the cached E29 while fresh in memory; else undefined.
 */
export function wishlistsNow(deps: ProxyDeps, caller: Caller): WishlistWithItems[] | undefined {
  if (caller.kind === 'anonymous') return [];
  const owner = identityKey(caller);
  if (
    caller.kind === 'guest' &&
    deps.cache.holds(freshGuestFact(caller.sessionToken), factTags(owner))
  )
    return [];
  return deps.cache.fresh<{ wishlists: WishlistWithItems[] }>(`E29:${owner}`)?.wishlists;
}

/** The customer's registries (E39) with all their item ids, through the personal cache. */
export async function loadRegistries(
  deps: ProxyDeps,
  caller: Caller,
  reload = false,
): Promise<GiftRegistryWithItems[]> {
  if (caller.kind !== 'customer') return [];
  return registriesOf(deps, caller.customerId, reload, 'own', identityKey(caller));
}

/**
 * A customer's registries with every item (E39, then E40 for registries with more items);
 * `who` is the caller the reads count for, when it is that customer.
 */
export async function registriesOf(
  deps: ProxyDeps,
  customerId: string,
  reload: boolean,
  priority: 'own' | 'shared',
  who?: string,
): Promise<GiftRegistryWithItems[]> {
  const key = `E39:${customerId}`;
  if (reload) await deps.cache.drop(`load:${key}`);
  return deps.cache.read(key, [customerTag(customerId), `load:${key}`], PERSONAL, async () => {
    const { giftRegistriesWithItems: registries } = await deps.upstream.call(
      'getGiftRegistries',
      { customerIdentifier: customerId },
      { priority, caller: who },
    );
    for (const registry of registries) {
      if (registry.totalCount > registry.items.length) {
        const { giftRegistryItems } = await deps.upstream.call(
          'getGiftRegistryItems',
          { customerIdentifier: customerId, giftRegistryId: registry.id, perPage: 250 },
          { priority, caller: who },
        );
        registry.items = giftRegistryItems;
      }
    }
    return registries;
  });
}
