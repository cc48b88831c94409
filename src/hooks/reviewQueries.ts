// Review query keys and the rating read the light star badge shares with the hooks; no
// react-query runtime here, so the embed's light widgets can use them (reviews.ts).
import type { Viewer } from '../client/index.js';
import type { LoyaltyQueryContext } from './context.js';
import { ROOT_KEY, SHARED_STALE_MS, apiQueryOptions, viewerKey } from './shared.js';
import type { ReviewFilters } from './reviews.js';

/** Query keys of reviews; everything about one product sits under `product(id)`. */
export const reviewKeys = {
  all: [ROOT_KEY, 'reviews'] as const,
  /** A product's reviews, rating and summary; `'all'` for lists across products. */
  product: (productId: number | 'all') => [...reviewKeys.all, 'product', productId] as const,
  list: (filters: ReviewFilters) =>
    [...reviewKeys.product(filters.productId ?? 'all'), 'list', filters] as const,
  rating: (productId: number) => [...reviewKeys.product(productId), 'rating'] as const,
  details: (productId: number) => [...reviewKeys.product(productId), 'details'] as const,
  withPhotos: (productId: number) => [...reviewKeys.product(productId), 'withPhotos'] as const,
  eligibility: (viewer: Viewer | null, productId: number) =>
    [...reviewKeys.all, viewerKey(viewer), 'eligibility', productId] as const,
};

/** A product's average rating and count (E19); lookups of one tick share one call of ≤50 ids. */
export function productRatingOptions({ client }: LoyaltyQueryContext, productId: number) {
  return apiQueryOptions({
    queryKey: reviewKeys.rating(productId),
    queryFn: () => client.productRating(productId),
    staleTime: SHARED_STALE_MS,
  });
}
