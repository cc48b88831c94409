import { useQuery } from './query.js';
import type { REVIEW_SORTS } from '../api/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { reviewKeys, useReviews, type ReviewFilters } from './reviews.js';
import { SHARED_STALE_MS, apiQueryOptions } from './shared.js';

/** Which reviews a store-wide widget shows: all, reviews of the shop itself, or of products. */
export type ReviewScope = 'all' | 'shop' | 'product';
/** The scopes in the order a picker offers them. */
export const REVIEW_SCOPES: readonly ReviewScope[] = ['all', 'product', 'shop'];

/** What a store-wide review list shows (no product: E18 across the store). */
export interface StoreReviewListView {
  scope?: ReviewScope | undefined;
  /** Reviews per page (1-50); default 10. */
  perPage?: number | undefined;
  sort?: (typeof REVIEW_SORTS)[number] | undefined;
  /** Only reviews with this many stars; null or absent for all. */
  rate?: number | null | undefined;
  withPhotos?: boolean | undefined;
  /** Search text (matches review title, body or product title), already trimmed. */
  search?: string | undefined;
}

/** E18's two scope filters, by scope (a row per scope, no branching at call sites). */
const SCOPE_FILTERS: Record<
  ReviewScope,
  Pick<ReviewFilters, 'onlyShopReviews' | 'onlyProductReviews'>
> = {
  all: {},
  shop: { onlyShopReviews: true },
  product: { onlyProductReviews: true },
};

/** The E18 filters (and so the query key) of a store-wide list: no `productId`. */
export function storeReviewFilters({
  scope = 'all',
  perPage = 10,
  sort = 'mostRecent',
  rate = null,
  withPhotos = false,
  search = '',
}: StoreReviewListView = {}): ReviewFilters {
  return {
    ...SCOPE_FILTERS[scope],
    perPage,
    sortingOption: sort,
    withCustomerDisplayName: true,
    ...(rate !== null && { rate }),
    ...(withPhotos && { onlyWithPhotos: true }),
    ...(search && { search }),
  };
}

/** Count of published reviews per star level, as E20's distribution names them. */
export interface StoreStarsDistribution {
  oneStar: number;
  twoStars: number;
  threeStars: number;
  fourStars: number;
  fiveStars: number;
}

/** The store's rating in a scope: average, count, distribution and reviews with photos. */
export interface StoreRating {
  scope: ReviewScope;
  reviewCount: number;
  /** Mean of the published ratings, 0 when there are none. */
  starsAverage: number;
  starsDistribution: StoreStarsDistribution;
  /** How many of those reviews have photos. */
  withPhotosCount: number;
}

const LEVELS = [
  [1, 'oneStar'],
  [2, 'twoStars'],
  [3, 'threeStars'],
  [4, 'fourStars'],
  [5, 'fiveStars'],
] as const;

/**
 * The store's rating across every review in a scope. No operation summarises reviews without a
 * product (E19/E20 take product ids), so it is counted from E18's totals: one one-item page per
 * star level and one for photos, shared reads the proxy caches for every visitor.
 */
export function storeRatingOptions({ client }: LoyaltyQueryContext, scope: ReviewScope = 'all') {
  return apiQueryOptions({
    queryKey: [...reviewKeys.product('all'), 'storeRating', scope] as const,
    queryFn: async ({ signal }): Promise<StoreRating> => {
      const count = async (filters: ReviewFilters) =>
        (await client.getReviews({ ...SCOPE_FILTERS[scope], ...filters, perPage: 1 }, { signal }))
          .totalCount;
      const [photos, ...perLevel] = await Promise.all([
        count({ onlyWithPhotos: true }),
        ...LEVELS.map(([rate]) => count({ rate })),
      ]);
      const starsDistribution = Object.fromEntries(
        LEVELS.map(([, key], i) => [key, perLevel[i] ?? 0]),
      ) as unknown as StoreStarsDistribution;
      const reviewCount = perLevel.reduce((a, b) => a + b, 0);
      const sum = LEVELS.reduce((acc, [rate], i) => acc + rate * (perLevel[i] ?? 0), 0);
      return {
        scope,
        reviewCount,
        starsAverage: reviewCount > 0 ? sum / reviewCount : 0,
        starsDistribution,
        withPhotosCount: photos,
      };
    },
    staleTime: SHARED_STALE_MS,
  });
}

/** The store's rating in a scope (summary of an all-reviews page). */
export function useStoreRating(scope: ReviewScope = 'all') {
  return useQuery(storeRatingOptions(useLoyaltyContext('useStoreRating'), scope));
}

/** Reviews across the store, by offset pages; `fetchNextPage` for more. */
export function useStoreReviews(view: StoreReviewListView = {}) {
  return useReviews(storeReviewFilters(view));
}
