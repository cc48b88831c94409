import { useMutation, useQuery } from './query.js';
import type { ApiError } from '../api/index.js';
import type { WishlistShareLink } from '../client/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { SHARED_STALE_MS, apiQueryOptions } from './shared.js';
import { wishlistKeys } from './wishlists.js';

/** Query keys of wishlists seen through share links (not the viewer's own lists). */
export const sharedWishlistKeys = {
  all: [...wishlistKeys.all, 'shared'] as const,
  view: (shareToken: string) => [...sharedWishlistKeys.all, shareToken] as const,
};

/** A wishlist as a friend sees it through its share link: title and items, read-only. */
export function sharedWishlistOptions({ client }: LoyaltyQueryContext, shareToken: string) {
  return apiQueryOptions({
    queryKey: sharedWishlistKeys.view(shareToken),
    queryFn: ({ signal }) => client.getSharedWishlist(shareToken, { signal }),
    staleTime: SHARED_STALE_MS,
  });
}

/** A shared wishlist by its share token. */
export function useSharedWishlist(shareToken: string) {
  return useQuery(sharedWishlistOptions(useLoyaltyContext('useSharedWishlist'), shareToken));
}

/** A share token for one of the shopper's own lists; a private list is refused (409). */
export function useCreateWishlistShare() {
  const { client } = useLoyaltyContext('useCreateWishlistShare');
  return useMutation<WishlistShareLink, ApiError, { wishlistId: number }>({
    mutationFn: ({ wishlistId }) => client.createWishlistShare(wishlistId),
  });
}
