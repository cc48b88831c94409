import type { ReactNode } from 'react';
import { REVIEW_LIST_DEFAULTS, reviewListFilters, useReviews } from '../../hooks/reviews.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { EnsureReviewsProvider, type ReviewFilters } from './ReviewsContext.js';
import { ReviewListBody, useListedReviewFilters } from './ReviewListBody.js';
import { useHelpfulVotes } from './useHelpfulVotes.js';

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
  /**
   * How many reviews the product has, when known before the list (its rating's count): while
   * the list loads, as many placeholder rows as its first page will hold, or at once the
   * invitation of a product nobody reviewed.
   */
  expectedCount?: number | undefined;
  /** Extra class names, merged last. */
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
  expectedCount,
}: Omit<ReviewListProps, 'initialFilters' | 'className'>) {
  const filters = useListedReviewFilters(searchDelayMs);
  const { sort, rate, withPhotos, search } = filters;
  const query = useReviews(
    reviewListFilters({ productId, perPage, sort, rate, withPhotos, search }),
  );
  const votes = useHelpfulVotes({ productId, signInUrl });
  return (
    <ReviewListBody
      query={query}
      filters={filters}
      voteFor={votes}
      now={now}
      emptyAction={emptyAction}
      expectedCount={
        expectedCount === undefined || filters.filtered
          ? undefined
          : Math.min(expectedCount, perPage ?? REVIEW_LIST_DEFAULTS.perPage)
      }
    />
  );
}
