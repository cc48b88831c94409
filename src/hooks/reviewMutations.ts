import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiError } from '../api/index.js';
import { useLoyaltyContext } from './context.js';
import { useOperationMutation } from './mutation.js';
import { isReviewListKey, reviewKeys, type ReviewPage } from './reviewKeys.js';

/** Writes a review (customer, or guest with name and e-mail); that product's reviews and rating refetch. */
export function useCreateReview() {
  return useOperationMutation('useCreateReview', 'createReview', {
    invalidate: (_ctx, { productId }) => [reviewKeys.product(productId), reviewKeys.product('all')],
  });
}

/** Variables of `useVoteForReview`: `vote: false` takes the vote back. */
export interface VoteVariables {
  reviewId: number;
  vote: boolean;
}

type Snapshot = [readonly unknown[], InfiniteData<ReviewPage, number> | undefined][];

function setVotes(
  data: InfiniteData<ReviewPage, number> | undefined,
  reviewId: number,
  votes: (current: number) => number,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((r) => (r.id === reviewId ? { ...r, votes: votes(r.votes) } : r)),
    })),
  };
}

/**
 * Votes a review helpful (or takes the vote back), optimistically: every cached list shows the
 * new count at once and goes back to the old one if the proxy refuses.
 */
export function useVoteForReview(productId?: number) {
  const { client } = useLoyaltyContext('useVoteForReview');
  const queryClient = useQueryClient();
  const lists = {
    queryKey: productId === undefined ? reviewKeys.all : reviewKeys.product(productId),
    predicate: (q: { queryKey: readonly unknown[] }) => isReviewListKey(q.queryKey),
  };
  return useMutation<{ votes: number }, ApiError, VoteVariables, { snapshot: Snapshot }>({
    mutationFn: ({ reviewId, vote }) =>
      vote ? client.voteForReview({ reviewId }) : client.removeVoteFromReview({ reviewId }),
    onMutate: async ({ reviewId, vote }) => {
      await queryClient.cancelQueries(lists);
      const snapshot: Snapshot =
        queryClient.getQueriesData<InfiniteData<ReviewPage, number>>(lists);
      queryClient.setQueriesData<InfiniteData<ReviewPage, number>>(lists, (data) =>
        setVotes(data, reviewId, (n) => Math.max(0, n + (vote ? 1 : -1))),
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ votes }, { reviewId }) => {
      queryClient.setQueriesData<InfiniteData<ReviewPage, number>>(lists, (data) =>
        setVotes(data, reviewId, () => votes),
      );
    },
  });
}
