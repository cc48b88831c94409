import { useQuery } from './query.js';
import type { LoyaltyQueryContext } from './context.js';
import { useSessionContext } from './session.js';
import { wishlistKeys } from './wishlistQueries.js';
import type { PageParams } from './rewards.js';
import { OWN_STALE_MS, apiQueryOptions } from './shared.js';

export {
  productWishlistOptions,
  useProductWishlist,
  useWishlists,
  wishlistKeys,
  wishlistsOptions,
} from './wishlistQueries.js';

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

/** A page of one wishlist's items. */
export function useWishlistItems(wishlistId: number, params: PageParams = {}) {
  return useQuery(wishlistItemsOptions(useSessionContext('useWishlistItems'), wishlistId, params));
}
