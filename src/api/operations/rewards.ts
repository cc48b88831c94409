import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { Count, CustomerIdentifier, Decimal, Id, Locale, PagePaging } from '../primitives.js';
import {
  ActiveRewardEntry,
  ActivityEntry,
  BoostCampaign,
  EarningRule,
  PunchCardProgress,
  ReferralSession,
  SpendingRule,
  VipStatus,
  VipTier,
} from '../resources/loyalty.js';

export const getEarningRules = defineOperation({
  id: 'E7',
  group: 'rewards',
  name: 'getEarningRules',
  method: 'GET',
  scope: 'read_reward',
  policy: 'public+me',
  summary: 'Get the earning rules (ways to earn); `completed` per customer when one is given.',
  request: z.object({ customerIdentifier: CustomerIdentifier.optional(), locale: Locale }),
  response: z.object({ rules: z.array(EarningRule) }),
});

export const trackCustomAction = defineOperation({
  id: 'E8',
  group: 'rewards',
  name: 'trackCustomAction',
  method: 'POST',
  scope: 'write_reward',
  policy: 'customer',
  summary: 'Track a custom action of a customer; may trigger a reward.',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    ruleId: Id,
    ruleType: z.literal('custom_action'),
    locale: Locale,
  }),
  response: z.object({
    /** False when the action was already tracked for this customer. */
    rewarded: z.boolean(),
    pointsAwarded: Decimal,
    reward: ActiveRewardEntry.nullable(),
  }),
});

export const getPunchCardProgress = defineOperation({
  id: 'E9',
  group: 'rewards',
  name: 'getPunchCardProgress',
  method: 'GET',
  scope: 'read_reward',
  policy: 'customer',
  summary: "Get a customer's punch card progress.",
  request: z.object({ customerIdentifier: CustomerIdentifier }),
  response: PunchCardProgress,
});

export const getSpendingRules = defineOperation({
  id: 'E10',
  group: 'rewards',
  name: 'getSpendingRules',
  method: 'GET',
  scope: 'read_reward',
  policy: 'public+me',
  summary: 'Get the spending rules (ways to redeem).',
  request: z.object({ customerIdentifier: CustomerIdentifier.optional(), locale: Locale }),
  response: z.object({ rules: z.array(SpendingRule) }),
});

export const redeem = defineOperation({
  id: 'E11',
  group: 'rewards',
  name: 'redeem',
  method: 'POST',
  scope: 'write_reward',
  policy: 'customer',
  summary:
    'Redeem points for a reward. The answer carries no reward: find it through E15 or the rewardCreated event.',
  request: z.object({
    /** The spec's sample carries it as a number, its listing as a string: both are accepted. */
    customerIdentifier: z.union([CustomerIdentifier, Id]),
    ruleId: Id,
    /** Required for free-product rules, ignored for others. */
    selectedVariantId: Id.optional(),
    /** Used only by flexible rules. */
    pointsToSpend: z.number().positive().optional(),
  }),
  response: z.object({}),
  storefrontResponse: z.object({ reward: ActiveRewardEntry }),
});

/** E11's request after validation: the sandbox redeems it, the proxy binds and forwards it. */
export type RedeemInput = z.output<typeof redeem.request>;

export const getVipTiers = defineOperation({
  id: 'E12',
  group: 'rewards',
  name: 'getVipTiers',
  method: 'GET',
  scope: 'read_reward',
  policy: 'public',
  summary: 'Get the VIP tiers with their perks.',
  request: z.object({ locale: Locale }),
  response: z.object({ tiers: z.array(VipTier) }),
});

export const getCustomerVipStatus = defineOperation({
  id: 'E13',
  group: 'rewards',
  name: 'getCustomerVipStatus',
  method: 'GET',
  scope: 'read_reward',
  policy: 'customer',
  summary: "Get a customer's VIP status: current tier, next tier and progress.",
  request: z.object({ customerIdentifier: CustomerIdentifier, locale: Locale }),
  response: VipStatus,
});

export const getActiveBoostCampaign = defineOperation({
  id: 'E14',
  group: 'rewards',
  name: 'getActiveBoostCampaign',
  method: 'GET',
  scope: 'read_reward',
  policy: 'public',
  summary: 'Get the active boost campaign, or null.',
  request: z.object({}),
  response: z.object({ boostCampaign: BoostCampaign.nullable() }),
});

export const getCustomerActiveRewards = defineOperation({
  id: 'E15',
  group: 'rewards',
  name: 'getCustomerActiveRewards',
  method: 'GET',
  scope: 'read_reward',
  policy: 'customer',
  summary: "Get a customer's active rewards (not used, not expired).",
  request: z.object({ customerIdentifier: CustomerIdentifier, locale: Locale }),
  response: z.object({ rewards: z.array(ActiveRewardEntry) }),
});

export const getActivityHistory = defineOperation({
  id: 'E16',
  group: 'rewards',
  name: 'getActivityHistory',
  method: 'GET',
  scope: 'read_reward',
  policy: 'customer',
  summary: "Get a customer's activity history, paged.",
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    ...PagePaging,
    orderId: Id.optional(),
    locale: Locale,
  }),
  response: z.object({
    totalCount: Count,
    currentPage: Id,
    perPage: Id,
    activities: z.array(ActivityEntry),
  }),
});

export const getReferralSessions = defineOperation({
  id: 'E17',
  group: 'rewards',
  name: 'getReferralSessions',
  method: 'GET',
  scope: 'read_reward',
  policy: 'customer',
  summary: 'Get referral sessions, filtered by referred, referrer, order or status.',
  request: z.object({
    ...PagePaging,
    referredIdentifier: CustomerIdentifier.optional(),
    referrerIdentifier: CustomerIdentifier.optional(),
    orderId: Id.optional(),
    status: z.enum(['pending', 'completed']).optional(),
  }),
  response: z.object({
    totalCount: Count,
    currentPage: Id,
    perPage: Id,
    sessions: z.array(ReferralSession),
  }),
});
