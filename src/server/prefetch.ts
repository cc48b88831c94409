import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { QUESTION_SORTS, REVIEW_SORTS } from '../api/index.js';
import type { StorefrontClient } from '../client/index.js';
// The reads' modules themselves, never the hooks' index: this entry runs in React Server
// Components, where React has no context or state (test/node/rscBoundaries.test.ts).
import type { LoyaltyQueryContext } from '../hooks/context.js';
import { galleryMediaOptions, productMediaOptions } from '../hooks/galleryQueries.js';
import { questionListFilters, questionsOptions } from '../hooks/questionQueries.js';
import {
  productRatingDetailsOptions,
  reviewListFilters,
  reviewsOptions,
  reviewsWithPhotosOptions,
} from '../hooks/reviewOptions.js';
import { productRatingOptions } from '../hooks/reviewQueries.js';

/** What every prefetch needs. */
export interface PrefetchOptions {
  /** A guest client of the proxy (`createServerClient`). */
  client: StorefrontClient;
  /** The page's language, as given to `<LoyaltyProvider locale>`; `en` by default. */
  locale?: string;
  /**
   * How long a read may take before the page renders without it (ms, default 2000): that widget
   * then renders its skeleton on the server and fetches in the browser.
   */
  timeoutMs?: number;
}

/** What a prefetch did: how many reads filled the cache, and which failed (left to the browser). */
export interface PrefetchReport {
  fetched: number;
  failed: { queryKey: QueryKey; error: unknown }[];
}

/** A read to put in the cache, by its key. */
interface Job {
  queryKey: QueryKey;
  /** Keys the job fills besides its own: dropped with it when it fails. */
  alsoKeys?: QueryKey[];
  run(): Promise<unknown>;
}

/**
 * Runs the reads at once, without retries (a page must not wait out back-offs). A read that
 * fails or times out is removed from the cache: the server then renders that widget's skeleton,
 * as the browser's first render will, instead of an error the browser would not reproduce.
 */
async function settle(
  queryClient: QueryClient,
  jobs: Job[],
  timeoutMs = 2000,
): Promise<PrefetchReport> {
  const report: PrefetchReport = { fetched: 0, failed: [] };
  await Promise.all(
    jobs.map(async ({ queryKey, alsoKeys = [], run }) => {
      const timer = setTimeout(
        () => void queryClient.cancelQueries({ queryKey, exact: true }),
        timeoutMs,
      );
      try {
        await run();
        report.fetched += 1;
      } catch (error) {
        for (const key of [queryKey, ...alsoKeys]) {
          queryClient.removeQueries({ queryKey: key, exact: true });
        }
        report.failed.push({ queryKey, error });
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return report;
}

function context({ client, locale = 'en' }: PrefetchOptions): LoyaltyQueryContext {
  // The server is nobody: only shared reads are prefetched, and their keys hold no viewer.
  return { client, viewer: null, locale };
}

/** The reads of `<StarRatingBadge>` (E19) for many products: one batched call per 50 ids. */
function ratingJobs(queryClient: QueryClient, ctx: LoyaltyQueryContext, ids: number[]): Job[] {
  return [...new Set(ids)].map((productId) => {
    const options = productRatingOptions(ctx, productId);
    return {
      queryKey: options.queryKey,
      run: () => queryClient.fetchQuery({ ...options, retry: false }),
    };
  });
}

/** The review list's first page, as `<Reviews perPage initialFilters={{ sort }}>` asks for it. */
export interface ReviewsPrefetch {
  perPage?: number;
  sort?: (typeof REVIEW_SORTS)[number];
}

/** The question list's first page, as `<QuestionsAndAnswers perPage initialSort>` asks for it. */
export interface QuestionsPrefetch {
  perPage?: number;
  sort?: (typeof QUESTION_SORTS)[number];
}

/** The product's posts, as `<ShoppableGallery productId galleryId perPage>` asks for them. */
export interface ProductGalleryPrefetch {
  galleryId?: number;
  perPage?: number;
}

/** What a product page shows; each part can be left out with `false`. */
export interface ProductPagePrefetch extends PrefetchOptions {
  productId: number;
  /** The first page of reviews (and the summary's distribution); on by default. */
  reviews?: ReviewsPrefetch | false;
  /** The first page of questions; on by default. */
  questions?: QuestionsPrefetch | false;
  /** The posts linking to the product; on by default. */
  gallery?: ProductGalleryPrefetch | false;
  /** More products on the page with a star badge (related products, recently viewed). */
  relatedProductIds?: number[];
}

/**
 * Fills a QueryClient with what a product page's widgets read first: the star badge, the review
 * summary, the first page of reviews and of questions, and the gallery. Render the page with
 * that client, pass `dehydrateLoyalty(queryClient)` to `<HydrationBoundary>` in the browser,
 * and the widgets hydrate with their content and no second request. The shopper's own parts
 * (points, wishlist hearts, the review form's eligibility) are not prefetched: they render
 * their skeleton on the server and fill in once the browser opens the shopper's session.
 */
export async function prefetchProductPage(
  queryClient: QueryClient,
  options: ProductPagePrefetch,
): Promise<PrefetchReport> {
  const { productId, reviews = {}, questions = {}, gallery = {}, relatedProductIds = [] } = options;
  const ctx = context(options);
  const jobs = ratingJobs(queryClient, ctx, [productId, ...relatedProductIds]);
  if (reviews) {
    const details = productRatingDetailsOptions(ctx, productId);
    const withPhotos = reviewsWithPhotosOptions(ctx, productId);
    const list = reviewsOptions(ctx, reviewListFilters({ productId, ...reviews }));
    jobs.push(
      {
        // The summary shows its count of reviews with photos together with the rest, so a
        // product with photos needs that count too (as the summary asks only then).
        queryKey: details.queryKey,
        alsoKeys: [withPhotos.queryKey],
        run: async () => {
          const summary = await queryClient.fetchQuery({ ...details, retry: false });
          if ((summary.mediaCount ?? 0) > 0) {
            await queryClient.fetchQuery({ ...withPhotos, retry: false });
          }
        },
      },
      {
        queryKey: list.queryKey,
        run: () => queryClient.fetchInfiniteQuery({ ...list, retry: false }),
      },
    );
  }
  if (questions) {
    const list = questionsOptions(ctx, questionListFilters({ productId, ...questions }));
    jobs.push({
      queryKey: list.queryKey,
      run: () => queryClient.fetchInfiniteQuery({ ...list, retry: false }),
    });
  }
  if (gallery) {
    const media = productMediaOptions(ctx, productId, gallery);
    jobs.push({
      queryKey: media.queryKey,
      run: () => queryClient.fetchQuery({ ...media, retry: false }),
    });
  }
  return settle(queryClient, jobs, options.timeoutMs);
}

/** Fills a QueryClient with the star badges of a product grid (collection, search results). */
export async function prefetchStarRatings(
  queryClient: QueryClient,
  options: PrefetchOptions & { productIds: number[] },
): Promise<PrefetchReport> {
  const jobs = ratingJobs(queryClient, context(options), options.productIds);
  return settle(queryClient, jobs, options.timeoutMs);
}

/** Fills a QueryClient with a gallery's posts, as `<ShoppableGallery galleryId perPage>` reads them. */
export async function prefetchGallery(
  queryClient: QueryClient,
  options: PrefetchOptions & { galleryId: number; perPage?: number },
): Promise<PrefetchReport> {
  const { galleryId, perPage } = options;
  const media = galleryMediaOptions(
    context(options),
    galleryId,
    perPage !== undefined ? { perPage } : {},
  );
  const job: Job = {
    queryKey: media.queryKey,
    run: () => queryClient.fetchQuery({ ...media, retry: false }),
  };
  return settle(queryClient, [job], options.timeoutMs);
}
