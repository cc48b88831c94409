import { galleryResolvers } from './galleries.js';
import { registryResolvers } from './registries.js';
import { reviewResolvers } from './reviews.js';
import { rewardResolvers } from './rewards.js';
import type { Resolvers } from './types.js';
import { wishlistResolvers } from './wishlists.js';

/** Every storefront operation answered from the mock db. */
export const resolvers: Resolvers = {
  ...rewardResolvers,
  ...reviewResolvers,
  ...wishlistResolvers,
  ...registryResolvers,
  ...galleryResolvers,
};

export { listsOf, mergeGuestWishlist } from './wishlists.js';
export { MockRefusal, type MockContext, type Resolver, type Resolvers } from './types.js';
