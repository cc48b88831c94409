import type { z } from 'zod';
import type { InputOf, OperationName, Operations } from '../operations/index.js';
import {
  AT,
  GUEST,
  LATER,
  activeReward,
  answer,
  customerAddress,
  customerProfile,
  customerRef,
  earningRule,
  giftRegistry,
  giftRegistryItem,
  media,
  publicQuestion,
  publicReview,
  question,
  referralSession,
  registrantInput,
  registryFields,
  review,
  reward,
  spendingRule,
  subscription,
  vipTier,
  wishlist,
  wishlistItem,
} from './exampleResources.js';

/** One example call of an operation: a request, its answer, and what a storefront sees if other. */
export interface OperationExample<N extends OperationName> {
  readonly request: InputOf<N>;
  readonly response: z.input<Operations[N]['response']>;
  /** What the proxy answers a storefront, where it differs (redaction, redeem's reward). */
  readonly storefrontResponse?: z.input<Operations[N]['storefrontResponse']>;
}

const ana = { customerIdentifier: '7001' };
const guest = { sessionToken: GUEST };

/**
 * An example request and answer for every operation, in the documents. Typed by the table;
 * `examples.test.ts` checks each against the zod schemas and the generated JSON Schemas.
 */
export const OPERATION_EXAMPLES: { readonly [N in OperationName]: OperationExample<N> } = {
  getAccessToken: {
    request: {
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
      grantType: 'client_credentials',
      scope: 'read_customer read_reward write_reward',
    },
    response: { accessToken: 'at_3q9ZxL0pW2', tokenType: 'Bearer', expiresAt: LATER },
  },
  createStorefrontToken: {
    request: ana,
    response: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXN0b21lcjo3MDAxIn0.c2lnbmF0dXJl' },
  },
  attachSessionToken: {
    request: { ...ana, ...guest },
    response: { customer: customerRef, sessionToken: GUEST },
  },
  getCustomer: { request: ana, response: customerProfile },
  updateBirthday: {
    request: { ...ana, day: 14, month: 5, year: 1990 },
    response: { birthday: '14-05' },
  },
  updateBalance: {
    request: { ...ana, balanceDelta: -200, reason: 'Returned order 50012' },
    response: { currentBalance: 1050 },
  },
  getEarningRules: {
    request: { ...ana, locale: 'en' },
    response: { rules: [earningRule] },
  },
  trackCustomAction: {
    request: { ...ana, ruleId: 11, ruleType: 'custom_action' },
    response: { rewarded: true, pointsAwarded: 100, reward: null },
  },
  getPunchCardProgress: {
    request: ana,
    response: { orderProgress: 2, numberOfOrders: 7, availableTimes: 1 },
  },
  getSpendingRules: {
    request: { ...ana, locale: 'en' },
    response: { rules: [spendingRule] },
  },
  redeem: {
    request: { ...ana, ruleId: 21 },
    response: {},
    storefrontResponse: { reward: activeReward },
  },
  getVipTiers: { request: { locale: 'en' }, response: { tiers: [vipTier] } },
  getCustomerVipStatus: {
    request: ana,
    response: {
      currentTier: { id: 2, title: 'Silver', condition: { type: 'purchases_made', value: 3 } },
      nextTier: { id: 3, title: 'Gold', condition: { type: 'purchases_made', value: 10 } },
      currentProgressValue: 7,
    },
  },
  getActiveBoostCampaign: {
    request: {},
    response: { boostCampaign: { pointsMultiplier: 2, startsAt: AT, endsAt: LATER } },
  },
  getCustomerActiveRewards: { request: ana, response: { rewards: [activeReward] } },
  getActivityHistory: {
    request: { ...ana, page: 1, perPage: 20 },
    response: {
      totalCount: 1,
      currentPage: 1,
      perPage: 20,
      activities: [
        {
          id: 9101,
          reward,
          note: 'Redeemed 500 points for $5 off',
          createdAt: '2026-03-01 10:00:00',
          type: 'reward',
          points: -500,
          orderId: null,
        },
      ],
    },
  },
  getReferralSessions: {
    request: { referrerIdentifier: '7001', status: 'completed' },
    response: { totalCount: 1, currentPage: 1, perPage: 50, sessions: [referralSession] },
  },
  getReviews: {
    request: { productId: 42, sortingOption: 'mostHelpful', perPage: 5 },
    response: { totalCount: 1, currentOffset: 0, perPage: 5, items: [review] },
    storefrontResponse: { totalCount: 1, currentOffset: 0, perPage: 5, items: [publicReview] },
  },
  getProductAverageRatings: {
    request: { productIds: [42, 43] },
    response: [
      { productId: 42, avgRate: 4.6, totalCount: 12 },
      { productId: 43, avgRate: 0, totalCount: 0 },
    ],
  },
  getProductRatings: {
    request: { productIds: [42], withStarsDistribution: true, withMediaCount: true },
    response: [
      {
        reviewCount: 12,
        starsAverage: 4.6,
        productId: 42,
        starsDistribution: { oneStar: 0, twoStars: 0, threeStars: 1, fourStars: 3, fiveStars: 8 },
        mediaCount: 4,
      },
    ],
  },
  canCreateReview: {
    request: { ...ana, productId: 42 },
    response: { canCreateReview: true, message: '' },
  },
  createReview: {
    request: {
      ...ana,
      productId: 42,
      rate: 5,
      title: 'Warm and soft',
      body: 'Wore it all winter; it kept its shape.',
      imageUrls: ['https://cdn.loyalkit.test/reviews/301-1.jpg'],
      consent: 'consented',
    },
    response: review,
    storefrontResponse: publicReview,
  },
  addReplyToReview: {
    request: { reviewId: 301, reply: { body: 'Thank you, Ana!', status: 'public' } },
    response: { reply: { body: 'Thank you, Ana!', status: 'public' } },
  },
  voteForReview: { request: { ...ana, reviewId: 301 }, response: { votes: 4 } },
  removeVoteFromReview: { request: { ...ana, reviewId: 301 }, response: { votes: 3 } },
  getQuestions: {
    request: { productId: 42, sortingOption: 'dateDesc' },
    response: { totalCount: 1, currentOffset: 0, perPage: 15, items: [question] },
    storefrontResponse: { totalCount: 1, currentOffset: 0, perPage: 15, items: [publicQuestion] },
  },
  createQuestion: {
    request: {
      productId: 42,
      body: 'Can it be washed?',
      guestName: 'Cara',
      guestEmail: 'cara@demo.test',
    },
    response: { ...question, customer: null, answers: [] },
    storefrontResponse: { ...publicQuestion, customer: null, answers: [] },
  },
  createAnswer: {
    request: {
      ...ana,
      questionId: 401,
      answer: { body: 'Yes, it is hand wash at 30 °C.', isPublished: true },
    },
    response: { answer: { ...answer, customer: customerRef } },
    storefrontResponse: { answer: { ...answer, customer: { platformCustomerId: 7001 } } },
  },
  getWishlists: {
    request: guest,
    response: { wishlists: [{ ...wishlist, items: [wishlistItem] }] },
  },
  getProductWishlistInfo: {
    request: { ...guest, productIds: [42, 43] },
    response: [
      { productId: 42, wishlistItemsCount: 1, productInWishlist: true, variantsInWishlist: [4201] },
      { productId: 43, wishlistItemsCount: 0, productInWishlist: false, variantsInWishlist: [] },
    ],
  },
  getWishlistItems: {
    request: { ...guest, wishlistId: 61 },
    response: { wishlistItems: [wishlistItem] },
  },
  addItemToWishlist: {
    request: { ...guest, productId: 42, variantId: 4201 },
    response: { wishlistItem },
  },
  removeItemFromWishlist: {
    request: { ...guest, productId: 42 },
    response: { deletedWishlistItem: wishlistItem },
  },
  createWishlist: {
    request: { ...guest, wishlistTitle: 'Winter' },
    response: { createdWishlist: wishlist },
  },
  removeWishlist: {
    request: { ...guest, wishlistId: 61 },
    response: { removedWishlist: wishlist },
  },
  updateWishlist: {
    request: { ...guest, wishlistId: 61, isPrivate: true },
    response: { updatedWishlist: { ...wishlist, isPrivate: true } },
  },
  moveWishlistItem: {
    request: { ...guest, productId: 42, fromWishlistId: 61, toWishlistId: 62 },
    response: { wishlistItem: { ...wishlistItem, wishlistId: 62 } },
  },
  changeWishlistItemVariant: {
    request: { ...guest, wishlistId: 61, productId: 42, newVariantId: 4202, oldVariantId: 4201 },
    response: {
      wishlistItem: { ...wishlistItem, product: { ...wishlistItem.product, variantId: 4202 } },
    },
  },
  getGiftRegistries: {
    request: ana,
    response: {
      giftRegistriesWithItems: [
        { ...giftRegistry, items: [giftRegistryItem], totalCount: 1, page: 1, perPage: 50 },
      ],
    },
  },
  getGiftRegistryItems: {
    request: { ...ana, giftRegistryId: 71 },
    response: { giftRegistryItems: [giftRegistryItem] },
  },
  getProductGiftRegistryStatus: {
    request: { ...ana, productId: 42 },
    response: {
      results: [
        { variantId: 4201, variantInGiftRegistryIds: [71] },
        { variantId: 4202, variantInGiftRegistryIds: [] },
      ],
    },
  },
  getCustomerAddresses: { request: ana, response: { customerAddresses: [customerAddress] } },
  createGiftRegistry: {
    request: { ...ana, giftRegistry: registryFields, giftRegistrant: registrantInput },
    response: { giftRegistryWithRegistrant: { ...giftRegistry, ordersCount: 0 } },
  },
  deleteGiftRegistry: {
    request: { ...ana, giftRegistryId: 71 },
    response: { deletedGiftRegistry: giftRegistry },
  },
  createGiftRegistryItem: {
    request: {
      ...ana,
      giftRegistryId: 71,
      productId: 42,
      variantId: 4201,
      quantity: 2,
      tag: 'kitchen',
    },
    response: { giftRegistryItem: { ...giftRegistryItem, purchasedAmount: 0 } },
  },
  deleteGiftRegistryItem: {
    request: { ...ana, giftRegistryItemId: 711 },
    response: { giftRegistryItem },
  },
  createDraftOrderFromGiftRegistry: {
    request: {
      giftRegistryId: 71,
      products: [{ productId: 42, variantId: 4201, quantity: 1 }],
      customData: {
        customerEmail: 'cara@demo.test',
        customerName: 'Cara',
        note: 'Congratulations!',
      },
    },
    response: {
      draftOrder: {
        id: 8801,
        giftRegistryId: 71,
        status: 'open',
        invoiceUrl: 'https://shop.example/invoices/8801/3f9c2a7be41d06c58a1e9b7d2c4f6a80',
        lines: [{ productId: 42, variantId: 4201, quantity: 1 }],
        customerEmail: 'cara@demo.test',
        customerName: 'Cara',
        note: 'Congratulations!',
        createdAt: LATER,
      },
    },
  },
  updateGiftRegistry: {
    request: {
      ...ana,
      giftRegistry: { ...registryFields, id: 71, title: 'Ana & Ben, Portland' },
      giftRegistrant: { ...registrantInput, id: 81 },
    },
    response: { giftRegistryWithRegistrant: { ...giftRegistry, title: 'Ana & Ben, Portland' } },
  },
  moveGiftRegistryItem: {
    request: { ...ana, giftRegistryItemId: 711, fromGiftRegistryId: 71, toGiftRegistryId: 72 },
    response: { giftRegistryItem: { ...giftRegistryItem, giftRegistryId: 72 } },
  },
  updateGiftRegistryItem: {
    request: { ...ana, giftRegistryItem: { id: 711, quantity: 3, tag: null } },
    response: { giftRegistryItem: { ...giftRegistryItem, quantity: 3, tag: null } },
  },
  getGalleries: { request: {}, response: { galleries: [{ galleryId: 51, title: 'Winter' }] } },
  getProductMedia: { request: { productId: 42 }, response: { productMedia: [media] } },
  getGalleryMedia: { request: { galleryId: 51 }, response: { galleryMedia: [media] } },
  getSubscriptions: { request: {}, response: { subscriptions: [subscription] } },
  createSubscription: {
    request: { topic: subscription.topic, address: subscription.address },
    response: subscription,
  },
  updateSubscription: {
    request: { id: subscription.id, address: 'https://proxy.loyalkit.test/events/9a4f20' },
    response: { ...subscription, address: 'https://proxy.loyalkit.test/events/9a4f20' },
  },
};
