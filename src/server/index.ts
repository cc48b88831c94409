/**
 * loyalkit/server: fill a react-query cache on the server so server-rendered widgets show their
 * content (ratings, reviews, questions, galleries) and hydrate in the browser without a second
 * request. Web-standard only (fetch), so it runs on Node, Deno, Bun and edge runtimes.
 */
export { createServerClient, type ServerClientOptions } from './serverClient.js';
export {
  prefetchProductPage,
  prefetchStarRatings,
  prefetchGallery,
  type PrefetchOptions,
  type PrefetchReport,
  type ProductPagePrefetch,
  type ReviewsPrefetch,
  type QuestionsPrefetch,
  type ProductGalleryPrefetch,
} from './prefetch.js';
export { dehydrateLoyalty, serializeState } from './state.js';
export { productJsonLdFromCache, productJsonLdFromReads, type JsonLdReads } from './jsonLd.js';
export {
  reviewJsonLd,
  reviewJsonLdScript,
  type ReviewJsonLdInput,
  type JsonLdProduct,
} from '../seo/reviewJsonLd.js';
