import { useState, type ReactNode } from 'react';
import type { PublicReview } from '../../api/index.js';
import { reviewListFilters, useReviews, useVoteForReview } from '../../hooks/reviews.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { EnsureReviewsProvider, useReviewsStore, type ReviewFilters } from './ReviewsContext.js';
import { ReviewListView, type ReviewListState } from './ReviewListView.js';
import { ReviewToolbar } from './ReviewToolbar.js';
import { useDebouncedValue } from '../shared/useDebouncedValue.js';
import { useVotedReviews } from '../../store/index.js';

export interface ReviewListProps {
  /** The product whose published reviews to list. */
  productId: number;
  /** Reviews per page (1-50, the API's limit); default 10. */
  perPage?: number;
  /** Where a guest signs in to vote. */
  signInUrl?: string;
  /** Filters to start with when used on its own (inside `<Reviews>` the provider's apply). */
  initialFilters?: Partial<ReviewFilters>;
  /** Debounce of the search box in ms; default 300. */
  searchDelayMs?: number;
  /** "Now" for relative dates (tests and stories pin it). */
  now?: number;
  /** The next step offered when the product has no reviews (a "Write a review" button). */
  emptyAction?: ReactNode;
  className?: string;
}

/**
 * A product's reviews with search, rating and photo filters, the six sorts, "Load more", and
 * helpful votes. Shares its filters with a ReviewSummary inside the same `<ReviewsProvider>`.
 */
export function ReviewList(props: ReviewListProps) {
  return (
    <LoyaltyI18n>
      <ReviewListSection {...props} />
    </LoyaltyI18n>
  );
}

function ReviewListSection({ initialFilters, className, ...props }: ReviewListProps) {
  const { t } = useI18n();
  return (
    <EnsureReviewsProvider initialFilters={initialFilters}>
      <section
        className={cx('lk-widget', 'lk-reviews', className)}
        aria-label={t('reviews.list.title')}
      >
        <ReviewListResults {...props} />
      </section>
    </EnsureReviewsProvider>
  );
}

function ReviewListResults({
  productId,
  perPage,
  signInUrl,
  searchDelayMs = 300,
  now,
  emptyAction,
}: Omit<ReviewListProps, 'initialFilters' | 'className'>) {
  const rate = useReviewsStore((s) => s.rate);
  const withPhotos = useReviewsStore((s) => s.withPhotos);
  const sort = useReviewsStore((s) => s.sort);
  const typed = useReviewsStore((s) => s.search);
  const clearFilters = useReviewsStore((s) => s.clearFilters);
  const search = useDebouncedValue(typed.trim(), searchDelayMs);
  const query = useReviews(
    reviewListFilters({ productId, perPage, sort, rate, withPhotos, search }),
  );
  const votes = useVotes(productId, signInUrl);

  const state: ReviewListState =
    query.status === 'pending'
      ? { status: 'pending' }
      : query.status === 'error' && !query.data
        ? { status: 'error', error: query.error, retry: () => void query.refetch() }
        : {
            status: 'success',
            reviews: query.data?.pages.flatMap((p) => p.items) ?? [],
            totalCount: query.data?.pages.at(-1)?.totalCount ?? 0,
            hasMore: query.hasNextPage,
            loadingMore: query.isFetchingNextPage,
            loadMore: () => void query.fetchNextPage(),
          };
  const filtered = rate !== null || withPhotos || typed.trim() !== '';
  // Nothing to search, filter or sort: no toolbar, only the empty state.
  const nothing = state.status === 'success' && state.totalCount === 0 && !filtered;
  return (
    <>
      {!nothing && <ReviewToolbar />}
      <ReviewListView
        state={state}
        filtered={filtered || search !== ''}
        onClearFilters={clearFilters}
        voteFor={votes}
        now={now}
        emptyAction={emptyAction}
      />
    </>
  );
}

/** The helpful-vote control of each review: optimistic through the hook, remembered per customer. */
function useVotes(productId: number, signInUrl: string | undefined) {
  const session = useSession();
  const customerId = session.status === 'customer' ? session.customerId : null;
  const voted = useVotedReviews(customerId);
  const vote = useVoteForReview(productId);
  const [failed, setFailed] = useState<number | null>(null);
  return (review: PublicReview) => ({
    voted: voted.has(review.id),
    canVote: customerId !== null,
    waiting: session.status === 'loading',
    signInUrl,
    failed: failed === review.id,
    onToggle: () => {
      const next = !voted.has(review.id);
      setFailed(null);
      voted.set(review.id, next);
      vote.mutate(
        { reviewId: review.id, vote: next },
        {
          onError: () => {
            voted.set(review.id, !next);
            setFailed(review.id);
          },
        },
      );
    },
  });
}
