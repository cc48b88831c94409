import { z } from 'zod';
import {
  ActivityDate,
  Birthday,
  Count,
  CustomerRef,
  Decimal,
  Id,
  Timestamp,
} from '../primitives.js';

/** Customer profile, the answer of E4 (spec 2.2). */
export const CustomerProfile = z.object({
  customerId: Id,
  email: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** `DD-MM`, or null until the customer gives it. */
  birthday: Birthday.nullable(),
  isRewardProgramAvailable: z.boolean(),
  pointsBalance: Decimal,
  /** When the current points expire; null when there is nothing to expire. */
  pointsExpiresAt: Timestamp.nullable(),
  isAllowedToEarnTier: z.boolean(),
  currentTier: z.object({ id: Id, title: z.string(), achievedAt: Timestamp }),
  isReferralProgramAvailable: z.boolean(),
  referralLink: z.string(),
  acceptsEmailMarketing: z.boolean(),
  acceptsSmsMarketing: z.boolean(),
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

/** What an earning rule gives (spec 2.3); `points` rules pay points, `discount` rules a discount. */
export const EarningRewarding = z.object({
  type: z.string(),
  discountType: z.string().nullable(),
  discountValue: Decimal,
  expirationInDays: Count.nullable(),
  minimumOrderAmount: Decimal.nullable(),
  usageLimit: Count.nullable(),
  collectionIds: z.array(Id),
  maxShippingPrice: Decimal.nullable(),
  countryCodes: z.array(z.string()),
  /** Points paid once (type `points`). */
  points: Decimal.optional(),
  /** Points per unit of currency spent (purchase rules). */
  pointsPerCurrencyUnit: Decimal.optional(),
});

/** Known earning rule types; the service may send others. */
export const EARNING_RULE_TYPES = [
  'create_account',
  'custom_action',
  'purchase',
  'birthday',
  // Paid per published product review, and a bonus when it has a photo (the sandbox's).
  'product_review',
  'photo_review',
] as const;

/** Earning rule, an entry of E7 `rules` (spec 2.3). */
export const EarningRule = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  rewarding: EarningRewarding,
  position: z.int(),
  /** Per the customer, when one is given. */
  completed: z.boolean(),
  icon: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  type: z.string(),
  /** Whether shoppers may claim this custom action themselves from the storefront. */
  isSelfReportable: z.boolean().optional(),
});
export type EarningRule = z.infer<typeof EarningRule>;

/** Known spending rule types; the service may send others. */
export const SPENDING_RULE_TYPES = [
  'fixed_amount',
  'percentage',
  'free_shipping',
  'free_product',
] as const;

/** A product a free-product spending rule can give, with its variants. */
export const RuleProduct = z.object({
  id: Id,
  title: z.string(),
  handle: z.string(),
  image: z.string().nullable(),
  variants: z.array(z.object({ id: Id, title: z.string(), image: z.string().nullable() })),
});

/** Spending rule, an entry of E10 `rules` (spec 2.4). */
export const SpendingRule = z.object({
  id: Id,
  title: z.string(),
  type: z.string(),
  isFlexible: z.boolean(),
  discountValue: Decimal,
  discountExpirationInDays: Count,
  discountMinimumOrderAmount: Decimal,
  pointsPrice: Decimal,
  minSpendablePoints: Decimal,
  maxSpendablePoints: Decimal,
  collectionIds: z.array(Id),
  productIds: z.array(Id),
  /** For free-product rules: the products and variants to choose from. */
  products: z.array(RuleProduct).optional(),
  /** False when the customer may not use this rule (known only when a customer is given). */
  isAllowed: z.boolean().optional(),
});
export type SpendingRule = z.infer<typeof SpendingRule>;

/** A reward that comes with a tier (spec 2.5). */
export const TierReward = z.object({
  type: z.string(),
  discountValue: Decimal,
  expirationInDays: Count.nullable(),
  minimumOrderAmount: Decimal.nullable(),
  productId: Id.nullable(),
  productTitle: z.string().nullable(),
  productHandle: z.string().nullable(),
  productImage: z.string().nullable(),
  variantId: Id.nullable(),
  variantTitle: z.string().nullable(),
  variantImage: z.string().nullable(),
});

/** Tier condition types: `purchases_made` counts orders, `spent_amount` sums them. */
export const TierConditionType = z.string();

/** VIP tier, an entry of E12 `tiers` (spec 2.5). */
export const VipTier = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  perks: z.string(),
  pointsMultiplier: Decimal,
  condition: TierConditionType,
  conditionValue: Decimal,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  tagsToAdd: z.array(z.string()),
  rewarding: z.array(TierReward),
  isDefault: z.boolean(),
});
export type VipTier = z.infer<typeof VipTier>;

const StatusTier = z.object({
  id: Id,
  title: z.string(),
  condition: z.object({ type: TierConditionType, value: Decimal }),
});

/** VIP status, the answer of E13 (spec 2.6); `nextTier` is null at the top tier. */
export const VipStatus = z.object({
  currentTier: StatusTier,
  nextTier: StatusTier.nullable(),
  currentProgressValue: Decimal,
});
export type VipStatus = z.infer<typeof VipStatus>;

/** Boost campaign (spec 2.7). */
export const BoostCampaign = z.object({
  pointsMultiplier: Decimal,
  startsAt: Timestamp,
  endsAt: Timestamp,
});
export type BoostCampaign = z.infer<typeof BoostCampaign>;

/** Punch card progress (spec 2.8). */
export const PunchCardProgress = z.object({
  orderProgress: Count,
  numberOfOrders: Count,
  availableTimes: Count,
});
export type PunchCardProgress = z.infer<typeof PunchCardProgress>;

/** The reward object inside active rewards and activities (spec 2.9). */
export const Reward = z.object({
  type: z.string(),
  discountType: z.string(),
  discountValue: Decimal,
  discountCode: z.string(),
  minimumOrderAmount: Decimal,
  collectionIds: z.array(Id),
  startsAt: Timestamp,
  /** When the reward expires; null when it does not. */
  endsAt: Timestamp.nullable(),
  createdAt: Timestamp,
  /** Free-product rewards: the chosen variant. */
  productId: Id.nullable().optional(),
  variantId: Id.nullable().optional(),
  /** Title of the spending rule the reward came from. */
  title: z.string().optional(),
});
export type Reward = z.infer<typeof Reward>;

/** Active reward entry, in E15 `rewards` (spec 2.9). */
export const ActiveRewardEntry = z.object({
  id: Id,
  reward: Reward,
  createdAt: Timestamp,
  type: z.string(),
});
export type ActiveRewardEntry = z.infer<typeof ActiveRewardEntry>;

/** Activity entry, in E16 `activities` (spec 2.9); points movements carry no reward. */
export const ActivityEntry = z.object({
  id: Id,
  reward: Reward.nullable(),
  note: z.string(),
  createdAt: ActivityDate,
  /** `reward`, or `points` for a points movement (order, refund, adjustment, expiry). */
  type: z.string(),
  /** Points added (positive) or taken (negative) by this entry. */
  points: Decimal.optional(),
  /** The platform order behind the entry, if any. */
  orderId: Id.nullable().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** Referral session (spec 2.10). */
export const ReferralSession = z.object({
  referred: CustomerRef,
  referrer: CustomerRef,
  /** The referred customer's first order; null while pending. */
  orderId: Id.nullable(),
  status: z.enum(['pending', 'completed']),
  createdAt: Timestamp,
});
export type ReferralSession = z.infer<typeof ReferralSession>;
