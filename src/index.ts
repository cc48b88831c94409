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
export { PointsBadge, type PointsBadgeProps } from './components/PointsBadge.js';
export { RewardsDrawer, type RewardsDrawerProps } from './components/RewardsDrawer.js';
export { VipProgress, type VipProgressProps } from './components/VipProgress.js';
export { VipProgressMeter, type VipProgressMeterProps } from './components/VipProgressMeter.js';
