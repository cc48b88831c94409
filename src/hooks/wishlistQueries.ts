// Wishlist query keys, the reads of the heart and the count, and the heart's optimistic answer:
// apart from wishlists.ts, so the embed's light heart and count carry none of the managers' reads.
import type { ProductWishlistInfo } from '../api/index.js';
import type { StorefrontInput, Viewer } from '../client/index.js';
import type { LoyaltyQueryContext } from './context.js';
import { useQuery } from './query.js';
import { useSessionContext } from './session.js';
import { OWN_STALE_MS, ROOT_KEY, apiQueryOptions, ownsNothingYet, viewerKey } from './shared.js';

/** A wishlist heart's press: the item and whether it is added (`true`) or removed. */
export type WishlistToggleVariables = StorefrontInput<'addItemToWishlist'> & { add: boolean };

/** Query keys of wishlists, all under the viewer who owns them (customer or guest). */
export const wishlistKeys = {
  all: [ROOT_KEY, 'wishlists'] as const,
  viewer: (viewer: Viewer | null) => [...wishlistKeys.all, viewerKey(viewer)] as const,
  lists: (viewer: Viewer | null) => [...wishlistKeys.viewer(viewer), 'lists'] as const,
  items: (viewer: Viewer | null, wishlistId: number, page: number, perPage: number) =>
    [...wishlistKeys.viewer(viewer), 'items', wishlistId, { page, perPage }] as const,
  products: (viewer: Viewer | null) => [...wishlistKeys.viewer(viewer), 'product'] as const,
  product: (viewer: Viewer | null, productId: number) =>
    [...wishlistKeys.products(viewer), productId] as const,
};

/** A product in none of the shopper's wishlists. */
function notSaved(productId: number): ProductWishlistInfo {
  return { productId, wishlistItemsCount: 0, productInWishlist: false, variantsInWishlist: [] };
}

/**
 * The shopper's wishlists with their items (E29), guest or customer. A guest who brings nothing
 * owns nothing yet (as the proxy answers a session it just minted): known without opening one.
 */
export function wishlistsOptions({ client, viewer }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: wishlistKeys.lists(viewer),
    queryFn: async ({ signal }) =>
      ownsNothingYet(client.getSessionState())
        ? []
        : (await client.getWishlists({}, { signal })).wishlists,
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/**
 * Whether a product is in the shopper's wishlists (E30); a page's buttons share one call. A guest
 * who brings nothing has saved nothing yet: known without opening a session.
 */
export function productWishlistOptions({ client, viewer }: LoyaltyQueryContext, productId: number) {
  return apiQueryOptions({
    queryKey: wishlistKeys.product(viewer, productId),
    queryFn: async () =>
      ownsNothingYet(client.getSessionState())
        ? notSaved(productId)
        : client.productWishlistInfo(productId),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** A product's wishlist state after a toggle (the optimistic answer of the heart). */
export function toggledWishlistInfo(
  info: ProductWishlistInfo | undefined,
  { productId, variantId, add }: WishlistToggleVariables,
): ProductWishlistInfo {
  const base = info ?? notSaved(productId);
  if (add) {
    const variants =
      variantId === undefined
        ? base.variantsInWishlist
        : [...new Set([...base.variantsInWishlist, variantId])];
    return {
      ...base,
      productInWishlist: true,
      wishlistItemsCount: base.wishlistItemsCount + 1,
      variantsInWishlist: variants,
    };
  }
  const variants =
    variantId === undefined ? [] : base.variantsInWishlist.filter((v) => v !== variantId);
  const inWishlist = variantId !== undefined && variants.length > 0;
  return {
    ...base,
    productInWishlist: inWishlist,
    wishlistItemsCount: inWishlist ? Math.max(0, base.wishlistItemsCount - 1) : 0,
    variantsInWishlist: variants,
  };
}

/** The shopper's wishlists with their items. */
export function useWishlists() {
  return useQuery(wishlistsOptions(useSessionContext('useWishlists')));
}

/** Whether a product (and which variants) is in the shopper's wishlists. */
export function useProductWishlist(productId: number) {
  return useQuery(productWishlistOptions(useSessionContext('useProductWishlist'), productId));
}
