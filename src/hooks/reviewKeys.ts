import type { StorefrontInput, StorefrontOutput, Viewer } from '../client/index.js';
import { ROOT_KEY, viewerKey } from './shared.js';

/** Filters, sort and page size of a review list (the offset is the page parameter). */
export type ReviewFilters = Omit<StorefrontInput<'getReviews'>, 'offset'>;
/** One page of reviews as the proxy answers it. */
export type ReviewPage = StorefrontOutput<'getReviews'>;

/** Query keys of reviews; everything about one product sits under `product(id)`. */
export const reviewKeys = {
  all: [ROOT_KEY, 'reviews'] as const,
  /** A product's reviews, rating and summary; `'all'` for lists across products. */
  product: (productId: number | 'all') => [...reviewKeys.all, 'product', productId] as const,
  list: (filters: ReviewFilters) =>
    [...reviewKeys.product(filters.productId ?? 'all'), 'list', filters] as const,
  rating: (productId: number) => [...reviewKeys.product(productId), 'rating'] as const,
  details: (productId: number) => [...reviewKeys.product(productId), 'details'] as const,
  withPhotos: (productId: number) => [...reviewKeys.product(productId), 'withPhotos'] as const,
  eligibility: (viewer: Viewer | null, productId: number) =>
    [...reviewKeys.all, viewerKey(viewer), 'eligibility', productId] as const,
};

/** Whether a query key is a review list (for optimistic updates across lists). */
export function isReviewListKey(key: readonly unknown[]): boolean {
  return key[0] === ROOT_KEY && key[1] === 'reviews' && key[4] === 'list';
}
