import type { useReviews } from '../../hooks/reviews.js';
import { useDebouncedValue } from '../shared/useDebouncedValue.js';
import { useReviewsStore, type ReviewFilters } from './ReviewsContext.js';
import {
  ReviewListView,
  type ReviewListState,
  type ReviewListViewProps,
} from './ReviewListView.js';
import { ReviewToolbar } from './ReviewToolbar.js';

/** The reviews of a list, as its hook answers them (a product's or the store's). */
export type ReviewsQuery = ReturnType<typeof useReviews>;

/** The toolbar's filters as a list asks for them: the search trimmed and debounced. */
export interface ListedReviewFilters extends Omit<ReviewFilters, 'search'> {
  /** The search the query uses (trimmed, after the debounce). */
  search: string;
  /** Whether a rating, photo or typed search filter is on (before the debounce). */
  filtered: boolean;
}

/** The filters of the nearest `<ReviewsProvider>`, ready for a review list's query. */
export function useListedReviewFilters(searchDelayMs: number): ListedReviewFilters {
  const rate = useReviewsStore((s) => s.rate);
  const withPhotos = useReviewsStore((s) => s.withPhotos);
  const sort = useReviewsStore((s) => s.sort);
  const typed = useReviewsStore((s) => s.search).trim();
  const search = useDebouncedValue(typed, searchDelayMs);
  return { rate, withPhotos, sort, search, filtered: rate !== null || withPhotos || typed !== '' };
}

/** A review list's state from its infinite query: pending, failed with nothing, or pages. */
function listState(query: ReviewsQuery): ReviewListState {
  if (query.status === 'pending') return { status: 'pending' };
  if (query.status === 'error' && !query.data) {
    return { status: 'error', error: query.error, retry: () => void query.refetch() };
  }
  return {
    status: 'success',
    reviews: query.data?.pages.flatMap((p) => p.items) ?? [],
    totalCount: query.data?.pages.at(-1)?.totalCount ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

export interface ReviewListBodyProps extends Omit<
  ReviewListViewProps,
  'state' | 'filtered' | 'onClearFilters'
> {
  /** The reviews to list. */
  query: ReviewsQuery;
  /** The filters the query was asked with (from `useListedReviewFilters`). */
  filters: ListedReviewFilters;
}

/**
 * The body every review list shares: the toolbar (left out when there is nothing to search,
 * filter or sort) above the reviews with their count, paging, empty and error states.
 */
export function ReviewListBody({ query, filters, ...view }: ReviewListBodyProps) {
  const clearFilters = useReviewsStore((s) => s.clearFilters);
  const state = listState(query);
  // No reviews (or none expected while the first page loads): nothing to search or sort.
  const count = state.status === 'success' ? state.totalCount : view.expectedCount;
  const nothing = count === 0 && !filters.filtered;
  return (
    <>
      {!nothing && <ReviewToolbar />}
      <ReviewListView
        state={state}
        filtered={filters.filtered || filters.search !== ''}
        onClearFilters={clearFilters}
        {...view}
      />
    </>
  );
}
