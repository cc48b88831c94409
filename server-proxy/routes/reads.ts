import type {
  Operation,
  OperationName,
  ProductWishlistInfo,
  WishlistWithItems,
} from '../../src/api/index.js';
import { type Freshness, PERSONAL, SHARED, SHARED_UGC } from '../cache.js';
import type { ProxyDeps } from '../context.js';
import { canonical } from '../idempotency.js';
import { type Caller, customerTag, ownerKey, ownerTag } from '../policy/caller.js';
import { freshGuestFlag, loadWishlists } from '../policy/ownership.js';
import { extendedAnswer, ratingTag } from '../ratings.js';

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

function sharedPlan(
  op: Operation,
  input: Record<string, unknown>,
): { tags: string[]; freshness: Freshness } {
  switch (op.name) {
    case 'getReviews':
      return { tags: reviewTags(input.productId), freshness: SHARED_UGC };
    case 'getQuestions':
      return { tags: questionTags(input.productId), freshness: SHARED_UGC };
    default:
      return { tags: [op.group], freshness: SHARED };
  }
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

/** A read: ratings batched, shared reads cached for everyone, personal ones per caller. */
export async function executeRead(
  deps: ProxyDeps,
  op: Operation,
  caller: Caller,
  input: Record<string, unknown>,
): Promise<unknown> {
  if (op.name === 'getProductAverageRatings')
    return deps.ratings.average.get(input.productIds as number[]);
  if (op.name === 'getProductRatings') {
    const ids = [...new Set(input.productIds as number[])];
    return extendedAnswer(await deps.ratings.extended.get(ids), input);
  }
  if (op.name === 'getProductWishlistInfo') {
    // Derived from the owner's lists (one cached E29 per owner), not one E30 per product set.
    return productWishlistInfo(await loadWishlists(deps, caller), input.productIds as number[]);
  }
  if (caller.kind === 'guest' && op.name === 'getWishlists') {
    if (await deps.store.flagHas(freshGuestFlag(caller.sessionToken), deps.clock.now()))
      return { wishlists: [] };
  }
  const key = `${op.id}:${canonical(input)}`;
  const load = () =>
    deps.upstream.call(op.name as OperationName, input as never, {
      priority: isPersonal(op, caller) ? 'own' : 'shared',
    });
  if (!isPersonal(op, caller)) {
    const { tags, freshness } = sharedPlan(op, input);
    return deps.cache.read(key, tags, freshness, load);
  }
  const tags: string[] = [];
  if (caller.kind === 'customer') tags.push(customerTag(caller.customerId));
  const owner = ownerKey(caller);
  if (op.group === 'wishlists' && owner) tags.push(ownerTag(owner));
  return deps.cache.read(key, tags, PERSONAL, load);
}

/** After a write: the caller's cached state and what the write touched are dropped. */
export async function afterWrite(
  deps: ProxyDeps,
  op: Operation,
  caller: Caller,
  input: Record<string, unknown>,
): Promise<void> {
  const drops: string[] = [];
  if (caller.kind === 'customer') drops.push(customerTag(caller.customerId));
  const owner = ownerKey(caller);
  if (op.group === 'wishlists' && owner) {
    drops.push(ownerTag(owner));
    if (caller.kind === 'guest') await deps.store.flagDelete(freshGuestFlag(caller.sessionToken));
  }
  if (op.name === 'createReview')
    drops.push(...reviewTags(input.productId).slice(1), ratingTag(Number(input.productId)));
  if (op.name === 'createQuestion') drops.push(...questionTags(input.productId).slice(1));
  await Promise.all(drops.map((tag) => deps.cache.drop(tag)));
}
