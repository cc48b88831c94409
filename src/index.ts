'use client';
/** loyalkit: storefront widgets for loyalty and engagement. */
// A client boundary for React Server Components (the build keeps the directive on this entry's
// chunk): a server component renders the widgets and the provider, and imports what it runs
// itself from loyalkit/server and loyalkit/api, which stay off React's client APIs.
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
  BUILT_IN_LOCALES,
  english,
  loadLocale,
  negotiateLocale,
  type BuiltInLocale,
  type Catalog,
  type CustomCatalog,
  type CustomLocales,
  type Direction,
  type LocaleMessages,
  type LocaleSources,
  type MessageKey,
  type MessageOverrides,
  type ResolvedLocale,
} from './i18n/index.js';
export { currencies, moneyFormat, type Currencies, type MoneyFormat } from './i18n/money.js';
export {
  reviewJsonLd,
  reviewJsonLdScript,
  type ReviewJsonLdInput,
  type ProductJsonLd,
  type JsonLdProduct,
  type JsonLdReview,
} from './seo/reviewJsonLd.js';
export { StarRating, type StarRatingProps } from './components/reviews/StarRating.js';
export { PointsBadge, type PointsBadgeProps } from './components/loyalty/PointsBadge.js';
export { RewardsDrawer, type RewardsDrawerProps } from './components/loyalty/RewardsDrawer.js';
export {
  RewardsLauncher,
  type RewardsLauncherProps,
} from './components/loyalty/RewardsLauncher.js';
export { RewardsPage, type RewardsPageProps } from './components/loyalty/RewardsPage.js';
export { PointsNudge, type PointsNudgeProps } from './components/loyalty/PointsNudge.js';
/** "Yours with your points": the cheapest reward that makes a product free or cheaper, and Redeem. */
export { PointsOffer, type PointsOfferProps } from './components/loyalty/PointsOffer.js';
/** "Earn 100 points for your review": what the earning rules pay for an action, where it happens. */
export { ActionPoints, type ActionPointsProps } from './components/loyalty/ActionPoints.js';
export { EARN_ACTIONS, actionPoints, type EarnAction } from './components/loyalty/actionPoints.js';
export { bestOffer, type Offer, type OfferItem } from './components/loyalty/offerModel.js';
/** Publishes the widgets' `lk:*` events to Shopify's customer events and `dataLayer`, after consent. */
export {
  publishWidgetEvents,
  analyticsTargets,
  type AnalyticsTarget,
  type AnalyticsWindow,
  type ShopifyAnalyticsGlobal,
} from './client/analytics.js';
export { CartNudge, type CartNudgeProps } from './components/loyalty/CartNudge.js';
export {
  BoostCampaignBanner,
  type BoostCampaignBannerProps,
} from './components/loyalty/BoostCampaignBanner.js';
export { VipProgress, type VipProgressProps } from './components/loyalty/VipProgress.js';
export {
  VipProgressMeter,
  type VipProgressMeterProps,
} from './components/loyalty/VipProgressMeter.js';
export {
  StarRatingBadge,
  StarRatingBadgeView,
  type StarRatingBadgeProps,
} from './components/reviews/StarRatingBadge.js';
export { ReviewSummary, type ReviewSummaryProps } from './components/reviews/ReviewSummary.js';
export { ReviewList, type ReviewListProps } from './components/reviews/ReviewList.js';
export { Reviews, type ReviewsProps } from './components/reviews/Reviews.js';
export {
  ReviewsProvider,
  createReviewsStore,
  type ReviewFilters as ReviewsFilterState,
  type ReviewSort,
  type ReviewsProviderProps,
} from './components/reviews/ReviewsContext.js';
export { ReviewForm, type ReviewFormProps } from './components/reviews/ReviewForm.js';
export {
  QuestionsAndAnswers,
  type QuestionsAndAnswersProps,
  type QuestionSort,
} from './components/reviews/QuestionsAndAnswers.js';
export { WishlistButton, type WishlistButtonProps } from './components/wishlist/WishlistButton.js';
export { WishlistCount, type WishlistCountProps } from './components/wishlist/WishlistCount.js';
export { useProduct, productOptions, productKeys } from './hooks/products.js';
export {
  normalizeProduct,
  defaultProductUrl,
  productUrlTemplate,
  type Product,
  type ProductVariant,
  type ProductRef,
  type ProductUrl,
} from './client/products.js';
export {
  WishlistManager,
  type WishlistManagerProps,
} from './components/wishlist/WishlistManager.js';
export {
  ShoppableGallery,
  type ShoppableGalleryProps,
} from './components/gallery/ShoppableGallery.js';
export {
  RegistryManager,
  type RegistryManagerProps,
} from './components/registry/RegistryManager.js';
export {
  AddToRegistryButton,
  type AddToRegistryButtonProps,
} from './components/registry/AddToRegistryButton.js';
export {
  RegistryShareView,
  type RegistryShareViewProps,
} from './components/registry/RegistryShareView.js';
export {
  CONTRAST_PAIRS,
  checkContrast,
  describeContrast,
  resolvePalette,
  type ContrastPair,
  type ContrastResult,
  type PaletteToken,
  type ResolvedPalette,
} from './theme/contrast.js';
export { contrastRatio, formatRatio, parseColor, type Rgba } from './theme/color.js';
export { readPalette } from './theme/readPalette.js';
export { readPublicTokens, type PublicToken } from './theme/tokens.js';
