// Example resources the operation examples share: one demo shop, told consistently (Ana, customer
// 7001, is a Silver member who reviewed the Wool Beanie, product 42).

/** When things happened in the examples. */
export const AT = '2026-03-01T10:00:00.000Z';
export const LATER = '2026-06-01T10:00:00.000Z';

export const customerRef = { platformCustomerId: 7001, email: 'ana@demo.test', phone: null };
/** The same author as a storefront sees another shopper: no e-mail, no phone. */
export const publicCustomerRef = { platformCustomerId: 7001 };

export const customerProfile = {
  customerId: 7001,
  email: 'ana@demo.test',
  phone: '+15035550100',
  firstName: 'Ana',
  lastName: 'Silva',
  birthday: '14-05',
  isRewardProgramAvailable: true,
  pointsBalance: 1250,
  pointsExpiresAt: '2027-03-01T10:00:00.000Z',
  isAllowedToEarnTier: true,
  currentTier: { id: 2, title: 'Silver', achievedAt: AT },
  isReferralProgramAvailable: true,
  referralLink: 'https://shop.loyalkit.test/r/ana-7001',
  acceptsEmailMarketing: true,
  acceptsSmsMarketing: false,
};

export const reward = {
  type: 'discount',
  discountType: 'fixed_amount',
  discountValue: 5,
  discountCode: 'LOYAL-5-K7Q2',
  minimumOrderAmount: 0,
  collectionIds: [],
  startsAt: AT,
  endsAt: LATER,
  createdAt: AT,
  productId: null,
  variantId: null,
  title: '$5 off',
};

export const activeReward = { id: 9001, reward, createdAt: AT, type: 'reward' };

export const earningRule = {
  id: 11,
  title: 'Follow us on Instagram',
  description: 'Follow the shop and earn 100 points.',
  rewarding: {
    type: 'points',
    discountType: null,
    discountValue: 0,
    expirationInDays: null,
    minimumOrderAmount: null,
    usageLimit: 1,
    collectionIds: [],
    maxShippingPrice: null,
    countryCodes: [],
    points: 100,
  },
  position: 2,
  completed: false,
  icon: 'instagram',
  createdAt: AT,
  updatedAt: AT,
  type: 'custom_action',
  isSelfReportable: true,
};

export const spendingRule = {
  id: 21,
  title: '$5 off',
  type: 'fixed_amount',
  isFlexible: false,
  discountValue: 5,
  discountExpirationInDays: 90,
  discountMinimumOrderAmount: 0,
  pointsPrice: 500,
  minSpendablePoints: 500,
  maxSpendablePoints: 500,
  collectionIds: [],
  productIds: [],
  isAllowed: true,
};

export const vipTier = {
  id: 2,
  title: 'Silver',
  description: 'After 3 orders.',
  perks: 'Points x1.25 and a birthday gift.',
  pointsMultiplier: 1.25,
  condition: 'purchases_made',
  conditionValue: 3,
  createdAt: AT,
  updatedAt: AT,
  tagsToAdd: ['vip-silver'],
  rewarding: [
    {
      type: 'free_product',
      discountValue: 0,
      expirationInDays: 30,
      minimumOrderAmount: null,
      productId: 42,
      productTitle: 'Wool Beanie',
      productHandle: 'wool-beanie',
      productImage: 'https://cdn.loyalkit.test/beanie.jpg',
      variantId: 4201,
      variantTitle: 'Charcoal',
      variantImage: null,
    },
  ],
  isDefault: false,
};

export const referralSession = {
  referred: { platformCustomerId: 7002, email: 'ben@demo.test', phone: null },
  referrer: customerRef,
  orderId: 50012,
  status: 'completed' as const,
  createdAt: '2026-02-14T09:30:00.125Z',
};

const reviewFields = {
  id: 301,
  title: 'Warm and soft',
  body: 'Wore it all winter; it kept its shape.',
  rate: 5,
  votes: 3,
  isPublished: true,
  isPinned: false,
  isVerifiedBuyer: true,
  createdAt: AT,
  product: { id: 42, handle: 'wool-beanie' },
  reply: { body: 'Thank you, Ana!', status: 'public' },
  customerDisplayName: 'Ana S.',
  images: ['https://cdn.loyalkit.test/reviews/301-1.jpg'],
};
export const review = { ...reviewFields, customer: customerRef };
export const publicReview = { ...reviewFields, customer: publicCustomerRef };

const answerFields = {
  id: 402,
  questionId: 401,
  body: 'Yes, it is hand wash at 30 °C.',
  createdAt: LATER,
  isPublished: true,
};
const questionFields = {
  id: 401,
  body: 'Can it be washed?',
  product: { id: 42, handle: 'wool-beanie' },
  createdAt: AT,
  isPublished: true,
};
export const answer = { ...answerFields, customer: null };
export const question = { ...questionFields, customer: customerRef, answers: [answer] };
export const publicQuestion = { ...questionFields, customer: publicCustomerRef, answers: [answer] };

/** A guest's wishlist (a session token, no customer). */
export const GUEST = 'guest-session-0001';
export const wishlistItem = {
  customer: null,
  sessionToken: GUEST,
  product: { id: 42, handle: 'wool-beanie', variantId: 4201 },
  wishlistId: 61,
};
export const wishlist = {
  wishlistId: 61,
  customer: null,
  sessionToken: GUEST,
  wishlistTitle: 'Winter',
  isDefault: true,
  isPrivate: false,
};

export const registrantInput = {
  firstName: 'Ana',
  lastName: 'Silva',
  address: '12 Harbour Street',
  postalCode: '97201',
  city: 'Portland',
  state: 'OR',
  country: 'United States',
  countryCode: 'US',
  coRegistrants: [{ firstName: 'Ben', lastName: 'Okafor' }],
};
export const registryFields = { typeId: 1, title: 'Ana & Ben', date: '2026/09/20' };
export const giftRegistry = {
  ...registryFields,
  id: 71,
  registrantId: 81,
  ordersCount: 1,
  createdAt: AT,
  updatedAt: AT,
  registrant: { id: 81, ...registrantInput },
};
export const giftRegistryItem = {
  id: 711,
  giftRegistryId: 71,
  productId: 42,
  variantId: 4201,
  quantity: 2,
  purchasedAmount: 1,
  tag: 'kitchen',
  createdAt: AT,
  updatedAt: AT,
};
export const customerAddress = {
  firstName: 'Ana',
  lastName: 'Silva',
  address: '12 Harbour Street',
  city: 'Portland',
  state: 'OR',
  country: 'United States',
  countryCode: 'US',
  postalCode: '97201',
};

export const media = {
  postId: 5101,
  text: 'Snow day in the new beanie',
  galleryId: 51,
  imageUrl: 'https://cdn.loyalkit.test/gallery/5101.jpg',
  width: 1080,
  height: 1350,
  createdAt: AT,
  products: [
    {
      id: 42,
      handle: 'wool-beanie',
      title: 'Wool Beanie',
      image: 'https://cdn.loyalkit.test/beanie.jpg',
    },
  ],
};

export const subscription = {
  id: 'sub_01',
  topic: 'v1/customer/rewardCreated' as const,
  address: 'https://proxy.loyalkit.test/events/5c1d7e',
  secret: 'whsec_MfKQ9r2Z8sLkP0vX4bN7cT1yJ6hW3gD5eA8uR2oI',
};
