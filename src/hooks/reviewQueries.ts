// The rating's query options: apart from reviews.ts, so the embed's light star badge carries none
// of the review lists' reads, and with no hook, so the server's prefetch and JSON-LD (which read
// them) reach no React context (the hook is productRating.ts; reviews.ts re-exports both).
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
