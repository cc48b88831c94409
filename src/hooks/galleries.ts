import { useQuery } from './query.js';
import { useLoyaltyContext } from './context.js';
import { galleriesOptions, galleryMediaOptions, productMediaOptions } from './galleryQueries.js';
import type { PageParams } from './rewards.js';

export {
  galleryKeys,
  galleriesOptions,
  galleryMediaOptions,
  productMediaOptions,
} from './galleryQueries.js';

/** The galleries. */
export function useGalleries(params: PageParams = {}) {
  return useQuery(galleriesOptions(useLoyaltyContext('useGalleries'), params));
}

/** Media posts that link to a product. */
export function useProductMedia(
  productId: number,
  params: PageParams & { galleryId?: number } = {},
) {
  return useQuery(productMediaOptions(useLoyaltyContext('useProductMedia'), productId, params));
}

/** The media of a gallery. */
export function useGalleryMedia(galleryId: number, params: PageParams = {}) {
  return useQuery(galleryMediaOptions(useLoyaltyContext('useGalleryMedia'), galleryId, params));
}
