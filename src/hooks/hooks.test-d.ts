import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryResult,
} from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ActiveRewardEntry,
  ApiError,
  CustomerProfile,
  ExtendedRatingSummary,
  ProductWishlistInfo,
  RatingSummary,
  WishlistWithItems,
} from '../api/index.js';
import type { SharedRegistry, StorefrontClient, StorefrontInput } from '../client/index.js';
import type { LoyaltyQueryContext } from './context.js';
import {
  customerOptions,
  productRatingOptions,
  rewardKeys,
  reviewKeys,
  reviewsOptions,
  useActiveRewards,
  useCustomer,
  useProductRating,
  useProductRatingDetails,
  useProductWishlist,
  type useRedeem,
  useReviews,
  useSession,
  useSharedRegistry,
  type useToggleWishlist,
  type useVoteForReview,
  useWishlists,
  type ReviewPage,
  type SessionView,
  type WishlistToggleVariables,
} from './index.js';

declare const ctx: LoyaltyQueryContext;

describe('public hook types', () => {
  it('types reads by the contract with ApiError', () => {
    expectTypeOf(useCustomer).returns.toEqualTypeOf<UseQueryResult<CustomerProfile, ApiError>>();
    expectTypeOf(useActiveRewards).returns.toEqualTypeOf<
      UseQueryResult<ActiveRewardEntry[], ApiError>
    >();
    expectTypeOf(useProductRating).returns.toEqualTypeOf<UseQueryResult<RatingSummary, ApiError>>();
    expectTypeOf(useProductRatingDetails).returns.toEqualTypeOf<
      UseQueryResult<ExtendedRatingSummary, ApiError>
    >();
    expectTypeOf(useWishlists).returns.toEqualTypeOf<
      UseQueryResult<WishlistWithItems[], ApiError>
    >();
    expectTypeOf(useProductWishlist).returns.toEqualTypeOf<
      UseQueryResult<ProductWishlistInfo, ApiError>
    >();
    expectTypeOf(useSharedRegistry).returns.toEqualTypeOf<
      UseQueryResult<SharedRegistry, ApiError>
    >();
    expectTypeOf(useSession).returns.toEqualTypeOf<SessionView>();
  });

  it('pages reviews by a numeric offset', () => {
    expectTypeOf(useReviews).returns.toEqualTypeOf<
      UseInfiniteQueryResult<InfiniteData<ReviewPage, number>, ApiError>
    >();
  });

  it('takes mutation inputs without identity fields', () => {
    type Redeem = ReturnType<typeof useRedeem>;
    expectTypeOf<Redeem>().toEqualTypeOf<
      UseMutationResult<{ reward: ActiveRewardEntry }, ApiError, StorefrontInput<'redeem'>>
    >();
    expectTypeOf<StorefrontInput<'redeem'>>().not.toHaveProperty('customerIdentifier');
    expectTypeOf<StorefrontInput<'addItemToWishlist'>>().not.toHaveProperty('sessionToken');
    expectTypeOf<Parameters<ReturnType<typeof useVoteForReview>['mutate']>[0]>().toEqualTypeOf<{
      reviewId: number;
      vote: boolean;
    }>();
    expectTypeOf<
      Parameters<ReturnType<typeof useToggleWishlist>['mutate']>[0]
    >().toEqualTypeOf<WishlistToggleVariables>();
  });

  it('tags option keys with their data type', () => {
    const options = customerOptions(ctx);
    expectTypeOf(options.queryKey).toExtend<readonly unknown[]>();
    expectTypeOf(productRatingOptions(ctx, 1).queryFn).not.toBeUndefined();
    expectTypeOf(reviewsOptions(ctx, { productId: 1 }).initialPageParam).toEqualTypeOf<number>();
    expectTypeOf(rewardKeys.customer(null)).toEqualTypeOf<
      readonly ['loyalkit', 'rewards', string, 'customer']
    >();
    expectTypeOf(reviewKeys.rating(1)).toEqualTypeOf<
      readonly ['loyalkit', 'reviews', 'product', number | 'all', 'rating']
    >();
  });

  it('has one typed client method per storefront operation, none for server ones', () => {
    expectTypeOf<StorefrontClient['getReviews']>()
      .parameter(0)
      .toExtend<{ productId?: number } | undefined>();
    expectTypeOf<StorefrontClient>().not.toHaveProperty('updateBalance');
    expectTypeOf<StorefrontClient>().not.toHaveProperty('getAccessToken');
    expectTypeOf<StorefrontClient>().toHaveProperty('redeem');
  });
});
