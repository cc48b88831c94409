import { useMutation, useQueryClient } from './query.js';
import type { ApiError } from '../api/index.js';
import { useLoyaltyContext } from './context.js';
import { useOperationMutation } from './mutation.js';
import { reviewKeys } from './reviewKeys.js';
import { rewardKeys } from './rewardQueries.js';
import { voteForReview, type VoteVariables } from './reviewVotes.js';

export type { VoteVariables } from './reviewVotes.js';

/**
 * Writes a review (customer, or guest with name and e-mail); that product's reviews and rating
 * refetch, and a customer's balance and activity (a published review may pay the review rules).
 */
export function useCreateReview() {
  return useOperationMutation('useCreateReview', 'createReview', {
    invalidate: ({ viewer }, { productId }) => [
      reviewKeys.product(productId),
      reviewKeys.product('all'),
      ...(viewer?.kind === 'customer'
        ? [rewardKeys.customer(viewer), rewardKeys.activity(viewer)]
        : []),
    ],
  });
}

/**
 * Votes a review helpful (or takes the vote back), optimistically: every cached list shows the
 * new count at once and goes back to the old one if the proxy refuses (`voteForReview`).
 */
export function useVoteForReview(productId?: number) {
  const { client } = useLoyaltyContext('useVoteForReview');
  const queryClient = useQueryClient();
  return useMutation<{ votes: number }, ApiError, VoteVariables>({
    mutationFn: (variables) => voteForReview(queryClient, client, productId, variables),
  });
}
