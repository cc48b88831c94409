/** loyalkit: storefront widgets for loyalty and engagement. */
export * from './api/index.js';
export {
  reviewJsonLd,
  reviewJsonLdScript,
  type ReviewJsonLdInput,
  type ProductJsonLd,
  type JsonLdProduct,
  type JsonLdReview,
} from './seo/reviewJsonLd.js';
export { StarRating, type StarRatingProps } from './components/StarRating.js';
