import type {
  ActiveRewardEntry,
  ActivityEntry,
  BoostCampaign,
  CustomerAddress,
  CustomerProfile,
  DraftOrder,
  EarningRule,
  Gallery,
  GiftRegistryWithItems,
  Media,
  PublicQuestion,
  PublicReview,
  PunchCardProgress,
  RatingSummary,
  ReferralSession,
  SpendingRule,
  VipStatus,
  VipTier,
  WishlistWithItems,
} from '../api/index.js';
import {
  makeActiveReward,
  makeActivity,
  makeCustomer,
  makeEarningRule,
  makeGallery,
  makeGiftRegistry,
  makeAddress,
  makeMedia,
  makePunchCard,
  makeQuestion,
  makeReferral,
  makeRegistryItem,
  makeReview,
  makeSpendingRule,
  makeVipStatus,
  makeVipTier,
  makeTierReward,
} from './fixtures/index.js';

/** The in-memory state behind the mock proxy; mutations change it, so reads see them. */
export interface MockDb {
  /** The signed-in customer; null makes every session a guest session. */
  customer: CustomerProfile | null;
  earningRules: EarningRule[];
  spendingRules: SpendingRule[];
  tiers: VipTier[];
  vipStatus: VipStatus;
  boost: BoostCampaign | null;
  punchCard: PunchCardProgress;
  activeRewards: ActiveRewardEntry[];
  activity: ActivityEntry[];
  referrals: ReferralSession[];
  reviews: PublicReview[];
  /** Ratings that override those computed from `reviews`, by product id. */
  ratings: RatingSummary[];
  /** Ids of the reviews the customer voted for. */
  votes: number[];
  questions: PublicQuestion[];
  /** Lists of every owner; a guest list has `sessionToken`, a customer list `customer`. */
  wishlists: WishlistWithItems[];
  registries: GiftRegistryWithItems[];
  addresses: CustomerAddress[];
  draftOrders: DraftOrder[];
  /** Share tokens of registries: token → registry id. */
  shares: Record<string, number>;
  /** Share tokens of wishlists: token → wishlist id (revoked when a list is made private). */
  wishlistShares: Record<string, number>;
  galleries: Gallery[];
  media: Media[];
  /** The mock `/session` endpoint. */
  sessions: {
    /** Tokens currently valid; clear it to make the next call answer 401. */
    valid: string[];
    /** How many sessions were opened. */
    opened: number;
    /** Lifetime of the next tokens, in seconds. */
    expiresInSeconds: number;
    /** The guest session token given to guests. */
    guestToken: string;
  };
}

/** The seed of a mock db: any part may be replaced. */
export type MockSeed = Partial<Omit<MockDb, 'sessions'>> & {
  sessions?: Partial<MockDb['sessions']>;
};

/** Demo data: a signed-in customer, rules of each kind, three tiers, reviews, lists, a gallery. */
export function createMockDb(seed: MockSeed = {}): MockDb {
  // A copy: the handlers change records in place (a vote counts on its review), and a seed
  // shared by a file's tests must start each test from the same data.
  const { sessions, ...rest } = structuredClone(seed);
  const tiers = [
    makeVipTier({ id: 1 }),
    makeVipTier({
      id: 2,
      title: 'Silver',
      perks: 'Earn 1.5x points',
      pointsMultiplier: 1.5,
      conditionValue: 500,
      isDefault: false,
      rewarding: [makeTierReward({ type: 'fixed_amount', discountValue: 10 })],
    }),
    makeVipTier({
      id: 3,
      title: 'Gold',
      perks: 'Earn 2x points, free shipping',
      pointsMultiplier: 2,
      conditionValue: 1500,
      isDefault: false,
      rewarding: [
        makeTierReward({ type: 'free_product', productId: 42, productTitle: 'Wool Beanie' }),
      ],
    }),
  ];
  return {
    customer: makeCustomer(),
    earningRules: [
      makeEarningRule({
        id: 11,
        title: 'Create an account',
        type: 'create_account',
        completed: true,
      }),
      makeEarningRule({ id: 12, position: 2 }),
      makeEarningRule({
        id: 13,
        title: 'Follow us on Instagram',
        type: 'custom_action',
        position: 3,
        isSelfReportable: true,
      }),
      makeEarningRule({ id: 14, title: 'Birthday', type: 'birthday', position: 4 }),
    ],
    spendingRules: [
      makeSpendingRule({ id: 21 }),
      makeSpendingRule({
        id: 22,
        title: 'Flexible discount',
        isFlexible: true,
        discountValue: 0.01,
        pointsPrice: 1,
        minSpendablePoints: 100,
        maxSpendablePoints: 5000,
      }),
      makeSpendingRule({ id: 23, title: 'Free shipping', type: 'free_shipping', pointsPrice: 800 }),
      makeSpendingRule({
        id: 24,
        title: 'Free tote bag',
        type: 'free_product',
        pointsPrice: 2000,
        productIds: [9],
        products: [
          {
            id: 9,
            title: 'Tote bag',
            handle: 'tote-bag',
            image: null,
            variants: [
              { id: 901, title: 'Natural', image: null },
              { id: 902, title: 'Black', image: null },
            ],
          },
        ],
      }),
    ],
    tiers,
    vipStatus: makeVipStatus(),
    boost: null,
    punchCard: makePunchCard(),
    activeRewards: [makeActiveReward({ id: 31 })],
    activity: [
      makeActivity({ id: 41 }),
      makeActivity({ id: 42, note: 'Account created', points: 100, orderId: null }),
    ],
    referrals: [makeReferral()],
    reviews: [
      makeReview({ id: 51 }),
      makeReview({
        id: 52,
        rate: 4,
        title: 'Nice',
        votes: 3,
        images: ['https://picsum.photos/seed/52/400'],
      }),
      makeReview({ id: 53, rate: 3, title: 'Runs small', isVerifiedBuyer: false }),
    ],
    ratings: [],
    votes: [],
    questions: [makeQuestion({ id: 61 })],
    wishlists: [],
    registries: [
      makeGiftRegistry({
        id: 71,
        items: [
          makeRegistryItem({ id: 711 }),
          makeRegistryItem({ id: 712, productId: 2, variantId: 201 }),
        ],
      }),
    ],
    addresses: [makeAddress()],
    draftOrders: [],
    shares: { 'share-71': 71 },
    wishlistShares: {},
    galleries: [makeGallery({ galleryId: 81 })],
    media: [makeMedia({ postId: 811, galleryId: 81 }), makeMedia({ postId: 812, galleryId: 81 })],
    ...rest,
    sessions: {
      valid: [],
      opened: 0,
      expiresInSeconds: 3600,
      guestToken: 'guest-session-0001',
      ...sessions,
    },
  };
}
