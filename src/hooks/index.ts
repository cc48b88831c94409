/** React hooks of the storefront data: a key factory per domain, xOptions() per read, thin hooks. */
export {
  LoyaltyContext,
  useLoyaltyContext,
  type LoyaltyContextValue,
  type LoyaltyQueryContext,
} from './context.js';
export { ROOT_KEY, viewerKey, isTransient, apiQueryOptions, apiInfiniteOptions } from './shared.js';
export { useOperationMutation, type OperationMutation } from './mutation.js';
export * from './session.js';
export * from './rewards.js';
export * from './rewardMutations.js';
export * from './activityPages.js';
export * from './reviews.js';
export * from './storeReviews.js';
export * from './questions.js';
export * from './wishlists.js';
export * from './wishlistMutations.js';
export * from './wishlistShare.js';
export * from './registries.js';
export * from './galleries.js';
export * from './media.js';
