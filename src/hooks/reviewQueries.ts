// The rating read of the star badge: apart from reviews.ts, so the embed's light star badge
// carries none of the review lists' reads (reviews.ts re-exports it).
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { useQuery } from './query.js';
import { reviewKeys } from './reviewKeys.js';
import { SHARED_STALE_MS, apiQueryOptions } from './shared.js';

/** A product's average rating and count (E19); lookups of one tick share one call of ≤50 ids. */
export function productRatingOptions({ client }: LoyaltyQueryContext, productId: number) {
  return apiQueryOptions({
    queryKey: reviewKeys.rating(productId),
    queryFn: () => client.productRating(productId),
    staleTime: SHARED_STALE_MS,
  });
}

/** A product's average rating; many badges on a page make one batched call. */
export function useProductRating(productId: number) {
  return useQuery(productRatingOptions(useLoyaltyContext('useProductRating'), productId));
}
