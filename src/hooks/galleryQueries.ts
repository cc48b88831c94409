// The galleries' reads, apart from the hooks: no React here, so loyalkit/server can build the
// same queries in a React Server Component.
import type { LoyaltyQueryContext } from './context.js';
import type { PageParams } from './rewards.js';
import { ROOT_KEY, SHARED_STALE_MS, apiQueryOptions } from './shared.js';

/** Query keys of shoppable galleries (shared by every visitor). */
export const galleryKeys = {
  all: [ROOT_KEY, 'galleries'] as const,
  lists: (page: number, perPage: number) =>
    [...galleryKeys.all, 'lists', { page, perPage }] as const,
  productMedia: (productId: number, galleryId: number | undefined, page: number, perPage: number) =>
    [...galleryKeys.all, 'product', productId, { galleryId, page, perPage }] as const,
  galleryMedia: (galleryId: number, page: number, perPage: number) =>
    [...galleryKeys.all, 'gallery', galleryId, { page, perPage }] as const,
};

/** The galleries (E51). */
export function galleriesOptions(
  { client }: LoyaltyQueryContext,
  { page = 1, perPage = 50 }: PageParams = {},
) {
  return apiQueryOptions({
    queryKey: galleryKeys.lists(page, perPage),
    queryFn: async ({ signal }) =>
      (await client.getGalleries({ page, perPage }, { signal })).galleries,
    staleTime: SHARED_STALE_MS,
  });
}

/** Media posts linked to a product, optionally of one gallery (E52). */
export function productMediaOptions(
  { client }: LoyaltyQueryContext,
  productId: number,
  { galleryId, page = 1, perPage = 50 }: PageParams & { galleryId?: number } = {},
) {
  return apiQueryOptions({
    queryKey: galleryKeys.productMedia(productId, galleryId, page, perPage),
    queryFn: async ({ signal }) => {
      const input = { productId, page, perPage, ...(galleryId !== undefined && { galleryId }) };
      return (await client.getProductMedia(input, { signal })).productMedia;
    },
    staleTime: SHARED_STALE_MS,
  });
}

/** The media of one gallery (E53). */
export function galleryMediaOptions(
  { client }: LoyaltyQueryContext,
  galleryId: number,
  { page = 1, perPage = 50 }: PageParams = {},
) {
  return apiQueryOptions({
    queryKey: galleryKeys.galleryMedia(galleryId, page, perPage),
    queryFn: async ({ signal }) =>
      (await client.getGalleryMedia({ galleryId, page, perPage }, { signal })).galleryMedia,
    staleTime: SHARED_STALE_MS,
  });
}
