import type { ReactNode } from 'react';
import type { PublicReview } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { EmptyState } from '../shared/EmptyState.js';
import { ErrorState } from '../shared/ErrorState.js';
import { ReviewCard, type ReviewCardProps } from './ReviewCard.js';
import { Skeleton } from '../shared/Skeleton.js';

/** A review list's data, as a discriminated union of its states. */
export type ReviewListState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'success';
      reviews: PublicReview[];
      totalCount: number;
      hasMore: boolean;
      loadingMore: boolean;
      loadMore: () => void;
    };

export interface ReviewListViewProps {
  state: ReviewListState;
  /** Whether any filter or search is active (picks the empty message). */
  filtered: boolean;
  onClearFilters: () => void;
  /** The vote control of a review, when votes are shown. */
  voteFor?: (review: PublicReview) => ReviewCardProps['vote'];
  now?: number | undefined;
  /** The next step in the empty state (no reviews at all). */
  emptyAction?: ReactNode;
  /** What each review is about (store-wide lists link each review to its product). */
  aboutFor?: (review: PublicReview) => ReactNode;
  /** The empty state's words (default: no reviews yet, be the first). */
  emptyTitle?: string;
  /** Reviews the first page will show, when known before it arrives (0: none at all). */
  expectedCount?: number | undefined;
}

/** Placeholder rows the size of reviews, so the page does not jump when they arrive. */
export function ReviewListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="lk-reviews__items" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="lk-review-skeleton">
          <Skeleton width="6em" />
          <Skeleton width="40%" height="1.2em" />
          <Skeleton width="100%" height="3em" />
        </li>
      ))}
    </ul>
  );
}

const NONE: ReviewListState = {
  status: 'success',
  reviews: [],
  totalCount: 0,
  hasMore: false,
  loadingMore: false,
  loadMore: () => undefined,
};

/** The reviews with their count, empty and error states, and "Load more". */
export function ReviewListView({
  state,
  filtered,
  onClearFilters,
  voteFor,
  now,
  emptyAction,
  aboutFor,
  emptyTitle,
  expectedCount,
}: ReviewListViewProps) {
  const { t } = useI18n();
  // Known to have none: the invitation at once, as the empty list will show it.
  if (state.status === 'pending' && expectedCount === 0) state = NONE;
  if (state.status === 'pending') {
    return (
      <div className="lk-reviews__results" aria-busy="true">
        <p className="lk-reviews__status">{t('common.loading')}</p>
        <ReviewListSkeleton rows={expectedCount} />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={state.retry} />;
  const { reviews, totalCount } = state;
  if (reviews.length === 0 && !filtered) {
    return (
      <div className="lk-reviews__results" role="status">
        <EmptyState icon="chat" title={emptyTitle ?? t('reviews.empty')} action={emptyAction} />
      </div>
    );
  }
  return (
    <div className="lk-reviews__results">
      <p className="lk-reviews__status" role="status">
        {reviews.length === 0
          ? filtered
            ? t('reviews.emptyFiltered')
            : t('reviews.empty')
          : filtered
            ? t('reviews.results', { count: totalCount })
            : t('reviews.showing', { shown: reviews.length, total: totalCount })}
      </p>
      {reviews.length === 0 && filtered && (
        <button type="button" className="lk-button lk-button--secondary" onClick={onClearFilters}>
          {t('reviews.filter.clear')}
        </button>
      )}
      {reviews.length > 0 && (
        <ul className="lk-reviews__items">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                vote={voteFor?.(review)}
                now={now}
                about={aboutFor?.(review)}
              />
            </li>
          ))}
        </ul>
      )}
      {state.hasMore && (
        <button
          type="button"
          className="lk-button lk-button--secondary lk-reviews__more"
          disabled={state.loadingMore}
          aria-busy={state.loadingMore}
          onClick={state.loadMore}
        >
          {state.loadingMore ? t('common.loading') : t('reviews.loadMore')}
        </button>
      )}
    </div>
  );
}
