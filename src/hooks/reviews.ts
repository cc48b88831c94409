import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ExtendedRatingSummary } from '../api/index.js';
import type { StorefrontInput, StorefrontOutput } from '../client/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { productRatingOptions, reviewKeys } from './reviewQueries.js';
import { ROOT_KEY, SHARED_STALE_MS, apiInfiniteOptions, apiQueryOptions } from './shared.js';

/** Filters, sort and page size of a review list (the offset is the page parameter). */
export type ReviewFilters = Omit<StorefrontInput<'getReviews'>, 'offset'>;
/** One page of reviews as the proxy answers it. */
export type ReviewPage = StorefrontOutput<'getReviews'>;

export { productRatingOptions, reviewKeys } from './reviewQueries.js';

/** Whether a query key is a review list (for optimistic updates across lists). */
export function isReviewListKey(key: readonly unknown[]): boolean {
  return key[0] === ROOT_KEY && key[1] === 'reviews' && key[4] === 'list';
}

/** Published reviews by offset pages (E18): filters, search, sort; `fetchNextPage` for more. */
export function reviewsOptions({ client }: LoyaltyQueryContext, filters: ReviewFilters = {}) {
  return apiInfiniteOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      client.getReviews({ ...filters, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) => {
      const next = last.currentOffset + last.items.length;
      return last.items.length > 0 && next < last.totalCount ? next : undefined;
    },
    staleTime: SHARED_STALE_MS,
  });
}

/** A product's rating with star distribution, media and reply counts (E20). */
export function productRatingDetailsOptions({ client }: LoyaltyQueryContext, productId: number) {
  return apiQueryOptions({
    queryKey: reviewKeys.details(productId),
    queryFn: async ({ signal }): Promise<ExtendedRatingSummary> => {
      const [summary] = await client.getProductRatings(
        {
          productIds: [productId],
          withStarsDistribution: true,
          withMediaCount: true,
          withReplyCount: true,
        },
        { signal },
      );
      return summary ?? { productId, reviewCount: 0, starsAverage: 0 };
    },
    staleTime: SHARED_STALE_MS,
  });
}

/** Whether the signed-in customer may review a product (E21); idle for guests. */
export function reviewEligibilityOptions(
  { client, viewer }: LoyaltyQueryContext,
  productId: number,
) {
  return apiQueryOptions({
    queryKey: reviewKeys.eligibility(viewer, productId),
    queryFn: ({ signal }) => client.canCreateReview({ productId }, { signal }),
    enabled: viewer?.kind === 'customer',
  });
}

/** Reviews as an infinite list by offset. */
export function useReviews(filters: ReviewFilters = {}) {
  return useInfiniteQuery(reviewsOptions(useLoyaltyContext('useReviews'), filters));
}

/** A product's average rating; many badges on a page make one batched call. */
export function useProductRating(productId: number) {
  return useQuery(productRatingOptions(useLoyaltyContext('useProductRating'), productId));
}

/** A product's rating with its star distribution. */
export function useProductRatingDetails(productId: number) {
  return useQuery(
    productRatingDetailsOptions(useLoyaltyContext('useProductRatingDetails'), productId),
  );
}

/** Whether the signed-in customer may review the product (pending and idle for a guest). */
export function useReviewEligibility(productId: number) {
  return useQuery(reviewEligibilityOptions(useLoyaltyContext('useReviewEligibility'), productId));
}

export { useCreateReview, useVoteForReview, type VoteVariables } from './reviewMutations.js';
export { useCreateAnswer, useCreateQuestion, useQuestions } from './questions.js';
