// A guest's hearts after their first wishlist write, with no upstream call: the guest owned nothing
// before it (their token says so: guests.ts), and only this proxy writes a guest's lists, so what
// that write answered is all their lists hold. The items are kept as a ledger for the hearts
// (product and variant ids; a list's title, which no write answers, is never made up), until the
// guest's next write or event, which drop it: their lists are then read (E29) as anyone's. At a
// storefront's usual mix that first write is most guest wishlist traffic, and each one saved
// a call of the store's three a second.
import type { ProductWishlistInfo, WishlistItem, WishlistWithItems } from '../../src/api/index.js';
import { EVENT_FED } from '../cache.js';
import type { ProxyDeps } from '../context.js';
import { type Caller, identityKey, ownerTag } from './caller.js';
import { freshTag, markWrote } from './guests.js';

/** The cache key of a guest's ledger (`owner`: their identity key). */
const ledgerKey = (owner: string) => `hearts:${owner}`;

/** What records a first write's ledger once the write has answered. */
export interface Ledger {
  record(answer: unknown): Promise<void>;
}

/**
 * Before a guest's wishlist write goes (it may apply even if its answer never comes back): every
 * instance forgets that the guest owned nothing, and, when this is the session's first write, a
 * ledger is begun (`write.leaves`: what the write's answer says the lists hold). Its mark is
 * taken before the write is claimed first, so a drop of the guest's lists after it (another
 * write of theirs, which is never first, an event, a sign-in) keeps the ledger out: it is
 * recorded only when this write is all the lists hold.
 */
export async function beforeGuestWrite(
  deps: ProxyDeps,
  caller: Caller & { kind: 'guest' },
  write: { leaves(answer: unknown): WishlistItem[] },
): Promise<Ledger | undefined> {
  const owner = identityKey(caller);
  const mark = await deps.store.cacheMark();
  const first = await markWrote(deps, caller.sessionToken);
  await deps.cache.drop(freshTag(owner));
  if (!first) {
    await deps.cache.drop(ownerTag(owner));
    return undefined;
  }
  return {
    async record(answer) {
      const items = write.leaves(answer);
      await deps.cache.put(ledgerKey(owner), [ownerTag(owner)], EVENT_FED, items, mark);
    },
  };
}

/** A guest's ledger, if their lists are known by it. */
export async function ledgerOf(
  deps: ProxyDeps,
  caller: Caller,
): Promise<WishlistItem[] | undefined> {
  if (caller.kind !== 'guest') return undefined;
  const entry = await deps.cache.peek(ledgerKey(identityKey(caller)));
  return entry && deps.clock.now() < entry.expiresAt ? (entry.value as WishlistItem[]) : undefined;
}

/** A guest's ledger when this instance holds it fresh in memory (the hot path). */
export function ledgerNow(deps: ProxyDeps, caller: Caller): WishlistItem[] | undefined {
  if (caller.kind !== 'guest') return undefined;
  return deps.cache.fresh<WishlistItem[]>(ledgerKey(identityKey(caller)));
}

/** The items of every list. */
export const itemsOf = (lists: readonly WishlistWithItems[]): WishlistItem[] =>
  lists.flatMap((l) => l.items);

/** E30 computed from the owner's wishlist items (E29's, or a guest's ledger): per product. */
export function productWishlistInfo(
  items: readonly WishlistItem[],
  productIds: readonly number[],
): ProductWishlistInfo[] {
  return [...new Set(productIds)].map((productId) => {
    const mine = items.filter((i) => i.product.id === productId);
    return {
      productId,
      wishlistItemsCount: mine.length,
      productInWishlist: mine.length > 0,
      variantsInWishlist: [...new Set(mine.map((i) => i.product.variantId))].sort((a, b) => a - b),
    };
  });
}
