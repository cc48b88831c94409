import type { QueryClient } from '@tanstack/react-query';
import type { LoyaltyQueryContext } from '../hooks/context.js';
import {
  productRatingDetailsOptions,
  reviewListFilters,
  reviewsOptions,
} from '../hooks/reviewOptions.js';
import { productRatingOptions } from '../hooks/reviewQueries.js';
import type { StorefrontInput, StorefrontOutput } from '../client/index.js';
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

/**
 * The two shared reads a product page's JSON-LD needs, however the server makes them: the
 * proxy's own cache (the demo store), or a server client of the proxy.
 */
export interface JsonLdReads {
  getProductRatings(
    input: StorefrontInput<'getProductRatings'>,
  ): Promise<StorefrontOutput<'getProductRatings'>>;
  getReviews(input: StorefrontInput<'getReviews'>): Promise<StorefrontOutput<'getReviews'>>;
}

/**
 * The schema.org `Product` JSON-LD of a product page, read for it: E20's rating (as the review
 * summary asks for it) and the first page of reviews the list shows, so both reads are the ones
 * the widgets make and share their cache entries. Text safe inside `<script>`.
 */
export async function productJsonLdFromReads(
  reads: JsonLdReads,
  options: { product: JsonLdProduct; reviews?: ReviewsPrefetch },
): Promise<string> {
  const { product, reviews = {} } = options;
  const [ratings, page] = await Promise.all([
    reads.getProductRatings({
      productIds: [product.id],
      withStarsDistribution: true,
      withMediaCount: true,
      withReplyCount: true,
    }),
    reads.getReviews({
      ...reviewListFilters({ productId: product.id, ...reviews }),
      offset: 0,
    }),
  ]);
  const rating = ratings.find((r) => r.productId === product.id);
  return reviewJsonLdScript({ product, rating, reviews: page.items });
}
