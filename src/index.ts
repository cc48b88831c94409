/** loyalkit: storefront widgets for loyalty and engagement. */
export * from './api/index.js';
export * from './client/index.js';
export * from './store/index.js';
export * from './hooks/index.js';
export {
  LoyaltyProvider,
  useLoyaltyConfig,
  useStorefrontClient,
  type LoyaltyProviderProps,
} from './provider/LoyaltyProvider.js';
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
export {
  StarRatingBadge,
  StarRatingBadgeView,
  type StarRatingBadgeProps,
} from './components/StarRatingBadge.js';
export { ReviewSummary, type ReviewSummaryProps } from './components/ReviewSummary.js';
export { ReviewList, type ReviewListProps } from './components/ReviewList.js';
export { Reviews, type ReviewsProps } from './components/Reviews.js';
export {
  ReviewsProvider,
  createReviewsStore,
  type ReviewFilters as ReviewsFilterState,
  type ReviewSort,
  type ReviewsProviderProps,
} from './components/ReviewsContext.js';
export { ReviewForm, type ReviewFormProps } from './components/ReviewForm.js';
export {
  QuestionsAndAnswers,
  type QuestionsAndAnswersProps,
  type QuestionSort,
} from './components/QuestionsAndAnswers.js';
export { WishlistButton, type WishlistButtonProps } from './components/WishlistButton.js';
export { WishlistCount, type WishlistCountProps } from './components/WishlistCount.js';
export {
  useProduct,
  productOptions,
  productKeys,
  normalizeProduct,
  defaultProductUrl,
  type Product,
  type ProductVariant,
  type ProductRef,
  type ProductUrl,
} from './hooks/products.js';
export { WishlistManager, type WishlistManagerProps } from './components/WishlistManager.js';
export { ShoppableGallery, type ShoppableGalleryProps } from './components/ShoppableGallery.js';
export { RegistryManager, type RegistryManagerProps } from './components/RegistryManager.js';
export {
  AddToRegistryButton,
  type AddToRegistryButtonProps,
} from './components/AddToRegistryButton.js';
export { RegistryShareView, type RegistryShareViewProps } from './components/RegistryShareView.js';
