import type { Operation, ProductWishlistInfo, WishlistWithItems } from '../../src/api/index.js';
import { PERSONAL, SHARED } from '../cache.js';
import type { ProxyDeps } from '../context.js';
import { canonical } from '../idempotency.js';
import { type Caller, customerTag, ownerKey, ownerTag } from '../policy/caller.js';
import { freshGuestFlag } from '../policy/ownership.js';
import type { AnyRule, RequestContext } from '../policy/rule.js';

/** Cache tags of reviews and questions, per product and for unfiltered lists. */
export const reviewTags = (productId: unknown): string[] =>
  typeof productId === 'number'
    ? ['reviews', `reviews:product:${productId}`]
    : ['reviews', 'reviews:all'];
export const questionTags = (productId: unknown): string[] =>
  typeof productId === 'number'
    ? ['questions', `questions:product:${productId}`]
    : ['questions', 'questions:all'];

/** Whether the answer depends on who asks (so it is personal: cached per caller, `no-store`). */
export function isPersonal(op: Operation, caller: Caller): boolean {
  if (op.policy === 'public') return false;
  if (op.policy === 'public+me') return caller.kind === 'customer';
  return true;
}

/** E30 computed from the owner's wishlists (E29): per product, its items across all lists. */
export function productWishlistInfo(
  lists: WishlistWithItems[],
  productIds: readonly number[],
): ProductWishlistInfo[] {
  const items = lists.flatMap((l) => l.items);
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

/**
 * A read through the cache: shared reads cached for everyone under the rule's plan, personal
 * ones per caller (dropped with the caller's writes and events); a rule's own reader (ratings
 * batched, wishlist info derived) decides what to do with that cached call.
 */
export async function executeRead(
  context: RequestContext,
  op: Operation,
  rule: AnyRule,
  input: Record<string, unknown>,
): Promise<unknown> {
  const { deps, caller } = context;
  const personal = isPersonal(op, caller);
  const key = `${op.id}:${canonical(input)}`;
  const load = () =>
    deps.upstream.callOperation(op, input, { priority: personal ? 'own' : 'shared' });
  const cached = (): Promise<unknown> => {
    if (!personal) {
      const { tags, freshness } = rule.plan?.(input) ?? { tags: [op.group], freshness: SHARED };
      return deps.cache.read(key, tags, freshness, load);
    }
    const tags: string[] = [];
    if (caller.kind === 'customer') tags.push(customerTag(caller.customerId));
    const owner = ownerKey(caller);
    if (op.group === 'wishlists' && owner) tags.push(ownerTag(owner));
    return deps.cache.read(key, tags, PERSONAL, load);
  };
  return rule.read ? rule.read(context, input, cached) : cached();
}

/** After a write: the caller's cached state and what the rule says the write touched are dropped. */
export async function afterWrite(
  deps: ProxyDeps,
  op: Operation,
  rule: AnyRule,
  caller: Caller,
  input: Record<string, unknown>,
): Promise<void> {
  const drops: string[] = rule.drops?.(input) ?? [];
  if (caller.kind === 'customer') drops.push(customerTag(caller.customerId));
  const owner = ownerKey(caller);
  if (op.group === 'wishlists' && owner) {
    drops.push(ownerTag(owner));
    if (caller.kind === 'guest') await deps.store.flagDelete(freshGuestFlag(caller.sessionToken));
  }
  await Promise.all(drops.map((tag) => deps.cache.drop(tag)));
}
