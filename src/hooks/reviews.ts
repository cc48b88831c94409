import { useInfiniteQuery, useQuery } from './query.js';
import { useSessionContext } from './session.js';
import { useLoyaltyContext } from './context.js';
import type { ReviewFilters } from './reviewKeys.js';
import {
  productRatingDetailsOptions,
  reviewEligibilityOptions,
  reviewsOptions,
  reviewsWithPhotosOptions,
} from './reviewOptions.js';

// The keys live apart so that the mutations can use them without importing this module.
export { reviewKeys, isReviewListKey, type ReviewFilters, type ReviewPage } from './reviewKeys.js';
export {
  REVIEW_LIST_DEFAULTS,
  productRatingDetailsOptions,
  reviewEligibilityOptions,
  reviewListFilters,
  reviewsOptions,
  reviewsWithPhotosOptions,
  type ReviewListView,
} from './reviewOptions.js';
export { productRatingOptions } from './reviewQueries.js';
export { useProductRating } from './productRating.js';

/** Reviews as an infinite list by offset. */
export function useReviews(filters: ReviewFilters = {}) {
  return useInfiniteQuery(reviewsOptions(useLoyaltyContext('useReviews'), filters));
}

/** A product's rating with its star distribution. */
export function useProductRatingDetails(productId: number) {
  return useQuery(
    productRatingDetailsOptions(useLoyaltyContext('useProductRatingDetails'), productId),
  );
}

/** The number of a product's reviews with photos (asked only when `enabled`). */
export function useReviewsWithPhotosCount(productId: number, enabled = true) {
  return useQuery(
    reviewsWithPhotosOptions(useLoyaltyContext('useReviewsWithPhotosCount'), productId, enabled),
  );
}

/** Whether the signed-in customer may review the product (pending and idle for a guest). */
export function useReviewEligibility(productId: number) {
  return useQuery(reviewEligibilityOptions(useSessionContext('useReviewEligibility'), productId));
}

export { useCreateReview, useVoteForReview, type VoteVariables } from './reviewMutations.js';
export { useReviewVote, voteForReview } from './reviewVotes.js';
export {
  useAnswerQuestion,
  useAskQuestion,
  useCreateAnswer,
  useCreateQuestion,
  useQuestions,
  questionListFilters,
  QUESTION_LIST_DEFAULTS,
} from './questions.js';
