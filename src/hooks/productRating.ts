// The star badge's rating read, apart from its options (reviewQueries.ts): the options serve the
// server too, which must reach no React context; the embed's runtime carries this with them.
import { useLoyaltyContext } from './context.js';
import { useQuery } from './query.js';
import { productRatingOptions } from './reviewQueries.js';

/** A product's average rating; many badges on a page make one batched call. */
export function useProductRating(productId: number) {
  return useQuery(productRatingOptions(useLoyaltyContext('useProductRating'), productId));
}
