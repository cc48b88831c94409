// A helpful vote as one optimistic write over every cached review list, without react-query's
// mutation runtime: the review widgets keep their own state for it (useHelpfulVotes), and
// `useVoteForReview` wraps the same write in a mutation for apps that want one.
import { useQueryClient, type InfiniteData, type QueryClient } from './query.js';
import type { StorefrontClient } from '../client/index.js';
import { useLoyaltyContext } from './context.js';
import { isReviewListKey, reviewKeys, type ReviewPage } from './reviewKeys.js';

/** Variables of `useVoteForReview`: `vote: false` takes the vote back. */
export interface VoteVariables {
  reviewId: number;
  vote: boolean;
}

type Lists = InfiniteData<ReviewPage, number>;

function setVotes(data: Lists | undefined, reviewId: number, votes: (current: number) => number) {
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
 * Votes a review helpful (or takes the vote back), optimistically: every cached list of the
 * product (of every product without one) shows the new count at once, then the proxy's count;
 * if the proxy refuses, the lists go back to what they showed and the `ApiError` is thrown.
 */
export async function voteForReview(
  queryClient: QueryClient,
  client: StorefrontClient,
  productId: number | undefined,
  { reviewId, vote }: VoteVariables,
): Promise<{ votes: number }> {
  const lists = {
    queryKey: productId === undefined ? reviewKeys.all : reviewKeys.product(productId),
    predicate: (q: { queryKey: readonly unknown[] }) => isReviewListKey(q.queryKey),
  };
  await queryClient.cancelQueries(lists);
  const snapshot = queryClient.getQueriesData<Lists>(lists);
  queryClient.setQueriesData<Lists>(lists, (data) =>
    setVotes(data, reviewId, (n) => Math.max(0, n + (vote ? 1 : -1))),
  );
  try {
    const answer = vote
      ? await client.voteForReview({ reviewId })
      : await client.removeVoteFromReview({ reviewId });
    queryClient.setQueriesData<Lists>(lists, (data) =>
      setVotes(data, reviewId, () => answer.votes),
    );
    return answer;
  } catch (error) {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
    throw error;
  }
}

/** `voteForReview` with the nearest provider's clients: an async function of the variables. */
export function useReviewVote(
  productId?: number,
): (variables: VoteVariables) => Promise<{ votes: number }> {
  const { client } = useLoyaltyContext('useReviewVote');
  const queryClient = useQueryClient();
  return (variables) => voteForReview(queryClient, client, productId, variables);
}
