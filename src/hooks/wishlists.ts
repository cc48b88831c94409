import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '../client/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import type { PageParams } from './rewards.js';
import { OWN_STALE_MS, ROOT_KEY, apiQueryOptions, viewerKey } from './shared.js';

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

/** The shopper's wishlists with their items (E29), guest or customer. */
export function wishlistsOptions({ client, viewer }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: wishlistKeys.lists(viewer),
    queryFn: async ({ signal }) => (await client.getWishlists({}, { signal })).wishlists,
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

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

/** Whether a product is in the shopper's wishlists (E30); a page's buttons share one call. */
export function productWishlistOptions({ client, viewer }: LoyaltyQueryContext, productId: number) {
  return apiQueryOptions({
    queryKey: wishlistKeys.product(viewer, productId),
    queryFn: () => client.productWishlistInfo(productId),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** The shopper's wishlists with their items. */
export function useWishlists() {
  return useQuery(wishlistsOptions(useLoyaltyContext('useWishlists')));
}

/** A page of one wishlist's items. */
export function useWishlistItems(wishlistId: number, params: PageParams = {}) {
  return useQuery(wishlistItemsOptions(useLoyaltyContext('useWishlistItems'), wishlistId, params));
}

/** Whether a product (and which variants) is in the shopper's wishlists. */
export function useProductWishlist(productId: number) {
  return useQuery(productWishlistOptions(useLoyaltyContext('useProductWishlist'), productId));
}
