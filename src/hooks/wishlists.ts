import { useQuery } from '@tanstack/react-query';
import type { LoyaltyQueryContext } from './context.js';
import { useSessionContext } from './session.js';
import { productWishlistOptions, wishlistKeys, wishlistsOptions } from './wishlistQueries.js';
import type { PageParams } from './rewards.js';
import { OWN_STALE_MS, apiQueryOptions } from './shared.js';

export { productWishlistOptions, wishlistKeys, wishlistsOptions } from './wishlistQueries.js';

/** One page of one wishlist's items (E31). */
export function wishlistItemsOptions(
  { client, viewer }: LoyaltyQueryContext,
  wishlistId: number,
  { page = 1, perPage = 50 }: PageParams = {},
) {
  return apiQueryOptions({
    queryKey: wishlistKeys.items(viewer, wishlistId, page, perPage),
    queryFn: async ({ signal }) =>
      (await client.getWishlistItems({ wishlistId, page, perPage }, { signal })).wishlistItems,
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** The shopper's wishlists with their items. */
export function useWishlists() {
  return useQuery(wishlistsOptions(useSessionContext('useWishlists')));
}

/** A page of one wishlist's items. */
export function useWishlistItems(wishlistId: number, params: PageParams = {}) {
  return useQuery(wishlistItemsOptions(useSessionContext('useWishlistItems'), wishlistId, params));
}

/** Whether a product (and which variants) is in the shopper's wishlists. */
export function useProductWishlist(productId: number) {
  return useQuery(productWishlistOptions(useSessionContext('useProductWishlist'), productId));
}
