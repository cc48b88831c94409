import type { QueryClient } from '@tanstack/react-query';
import {
  productRatingDetailsOptions,
  productRatingOptions,
  reviewListFilters,
  reviewsOptions,
  type LoyaltyQueryContext,
} from '../hooks/index.js';
import { reviewJsonLdScript, type JsonLdProduct } from '../seo/reviewJsonLd.js';
import type { PrefetchOptions, ReviewsPrefetch } from './prefetch.js';

/**
 * The schema.org `Product` JSON-LD of a product page from what `prefetchProductPage` put in the
 * cache (no further request): the rating and the first page of reviews the page shows, as text
 * safe inside `<script type="application/ld+json">`.
 */
export function productJsonLdFromCache(
  queryClient: QueryClient,
  options: Pick<PrefetchOptions, 'client'> & {
    product: JsonLdProduct;
    /** The review list as prefetched (same page size and sort). */
    reviews?: ReviewsPrefetch;
  },
): string {
  const { client, product, reviews = {} } = options;
  const ctx: LoyaltyQueryContext = { client, viewer: null, locale: 'en' };
  const details = queryClient.getQueryData(productRatingDetailsOptions(ctx, product.id).queryKey);
  const rating =
    details ?? queryClient.getQueryData(productRatingOptions(ctx, product.id).queryKey);
  const list = queryClient.getQueryData(
    reviewsOptions(ctx, reviewListFilters({ productId: product.id, ...reviews })).queryKey,
  );
  return reviewJsonLdScript({ product, rating, reviews: list?.pages[0]?.items ?? [] });
}
