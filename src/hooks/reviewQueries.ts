// The rating read the light star badge shares with the hooks; no react-query runtime here, so
// the embed's light widgets can use it (reviews.ts re-exports it).
import type { LoyaltyQueryContext } from './context.js';
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
