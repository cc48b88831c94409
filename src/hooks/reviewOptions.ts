// The review reads, apart from the hooks: no React here, so loyalkit/server can build the same
// queries in a React Server Component (where React has no context or state).
import type { ExtendedRatingSummary, REVIEW_SORTS } from '../api/index.js';
import type { LoyaltyQueryContext } from './context.js';
import { reviewKeys, type ReviewFilters, type ReviewPage } from './reviewKeys.js';
import { SHARED_STALE_MS, apiInfiniteOptions, apiQueryOptions } from './shared.js';

/** What a review list widget shows: a product's reviews by page size, sort and filters. */
export interface ReviewListView {
  productId: number;
  /** Reviews per page (1-50); `REVIEW_LIST_DEFAULTS.perPage` when absent. */
  perPage?: number | undefined;
  sort?: (typeof REVIEW_SORTS)[number] | undefined;
  /** Only reviews with this many stars; null or absent for all. */
  rate?: number | null | undefined;
  withPhotos?: boolean | undefined;
  /** Search text, already trimmed and debounced. */
  search?: string | undefined;
}

/** The page size and sort a review list starts with. */
export const REVIEW_LIST_DEFAULTS = { perPage: 10, sort: 'mostRecent' } as const;

/**
 * The filters (and so the query key) of a review list widget: the one place `<ReviewList>` and a
 * server prefetch build them, so a prefetched first page is the one the widget asks for.
 */
export function reviewListFilters({
  productId,
  perPage = REVIEW_LIST_DEFAULTS.perPage,
  sort = REVIEW_LIST_DEFAULTS.sort,
  rate = null,
  withPhotos = false,
  search = '',
}: ReviewListView): ReviewFilters {
  return {
    productId,
    perPage,
    sortingOption: sort,
    withCustomerDisplayName: true,
    ...(rate !== null && { rate }),
    ...(withPhotos && { onlyWithPhotos: true }),
    ...(search && { search }),
  };
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

/**
 * How many published reviews of a product have photos: E20 counts photos, not reviews, so this
 * asks E18 for one review with photos and reads its total. Idle while `enabled` is false.
 */
export function reviewsWithPhotosOptions(
  { client }: LoyaltyQueryContext,
  productId: number,
  enabled = true,
) {
  return apiQueryOptions({
    queryKey: reviewKeys.withPhotos(productId),
    queryFn: async ({ signal }) =>
      (await client.getReviews({ productId, onlyWithPhotos: true, perPage: 1 }, { signal }))
        .totalCount,
    staleTime: SHARED_STALE_MS,
    enabled,
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
