import { FIXED_NOW, makeActiveReward, makeActivity } from '../fixtures/index.js';
import { MockRefusal, paginate, requireCustomer, type Resolvers } from './types.js';

type RewardResolvers = Pick<
  Resolvers,
  | 'getCustomer'
  | 'updateBirthday'
  | 'getEarningRules'
  | 'trackCustomAction'
  | 'getPunchCardProgress'
  | 'getSpendingRules'
  | 'redeem'
  | 'getVipTiers'
  | 'getCustomerVipStatus'
  | 'getActiveBoostCampaign'
  | 'getCustomerActiveRewards'
  | 'getActivityHistory'
  | 'getReferralSessions'
>;

function activityDate(): string {
  return FIXED_NOW.slice(0, 19).replace('T', ' ');
}

export const rewardResolvers: RewardResolvers = {
  getCustomer: (_input, ctx) => requireCustomer(ctx),
  updateBirthday: (input, ctx) => {
    const customer = requireCustomer(ctx);
    const birthday = `${String(input.day).padStart(2, '0')}-${String(input.month).padStart(2, '0')}`;
    customer.birthday = birthday;
    return { birthday };
  },
  getEarningRules: (_input, ctx) => ({
    rules: ctx.db.earningRules.map((r) => (ctx.customer ? r : { ...r, completed: false })),
  }),
  trackCustomAction: (input, ctx) => {
    const customer = requireCustomer(ctx);
    const rule = ctx.db.earningRules.find((r) => r.id === input.ruleId);
    if (!rule || rule.type !== 'custom_action') {
      throw new MockRefusal(404, 'not_found', 'No such custom action.');
    }
    if (rule.completed) return { rewarded: false, pointsAwarded: 0, reward: null };
    const points = rule.rewarding.points ?? 50;
    rule.completed = true;
    customer.pointsBalance += points;
    ctx.db.activity.unshift(makeActivity({ note: rule.title, points, orderId: null }));
    return { rewarded: true, pointsAwarded: points, reward: null };
  },
  getPunchCardProgress: (_input, ctx) => (requireCustomer(ctx), ctx.db.punchCard),
  getSpendingRules: (_input, ctx) => ({
    rules: ctx.db.spendingRules.map((r) => ({
      ...r,
      // As the service: whether this customer may use the rule at all (tier, enabled), not
      // whether the balance covers it ("N points to go" is worked out from the balance).
      isAllowed: ctx.customer ? (r.isAllowed ?? true) : undefined,
    })),
  }),
  redeem: (input, ctx) => {
    const customer = requireCustomer(ctx);
    const rule = ctx.db.spendingRules.find((r) => r.id === input.ruleId);
    if (!rule) throw new MockRefusal(404, 'not_found', 'No such spending rule.');
    const points = rule.isFlexible
      ? (input.pointsToSpend ?? rule.minSpendablePoints)
      : rule.pointsPrice;
    if (customer.pointsBalance < points) {
      throw new MockRefusal(422, 'insufficient_points', 'Not enough points for this reward.');
    }
    if (rule.type === 'free_product' && input.selectedVariantId === undefined) {
      throw new MockRefusal(422, 'variant_required', 'Choose a variant.');
    }
    customer.pointsBalance -= points;
    const value = rule.isFlexible ? points * rule.discountValue : rule.discountValue;
    const reward = makeActiveReward({
      reward: {
        type: rule.type,
        discountType: rule.type,
        discountValue: value,
        discountCode: `LK-${rule.id}-${ctx.db.activeRewards.length + 1}`,
        title: rule.title,
        ...(input.selectedVariantId !== undefined && { variantId: input.selectedVariantId }),
      },
    });
    ctx.db.activeRewards.unshift(reward);
    ctx.db.activity.unshift(
      makeActivity({
        reward: reward.reward,
        note: `Redeemed ${rule.title}`,
        points: -points,
        type: 'reward',
        orderId: null,
        createdAt: activityDate(),
      }),
    );
    return { reward };
  },
  getVipTiers: (_input, ctx) => ({ tiers: ctx.db.tiers }),
  getCustomerVipStatus: (_input, ctx) => (requireCustomer(ctx), ctx.db.vipStatus),
  getActiveBoostCampaign: (_input, ctx) => ({ boostCampaign: ctx.db.boost }),
  getCustomerActiveRewards: (_input, ctx) => (
    requireCustomer(ctx),
    { rewards: ctx.db.activeRewards }
  ),
  getActivityHistory: (input, ctx) => {
    requireCustomer(ctx);
    return {
      totalCount: ctx.db.activity.length,
      currentPage: input.page,
      perPage: input.perPage,
      activities: paginate(ctx.db.activity, input.page, input.perPage),
    };
  },
  getReferralSessions: (input, ctx) => {
    requireCustomer(ctx);
    return {
      totalCount: ctx.db.referrals.length,
      currentPage: input.page,
      perPage: input.perPage,
      sessions: paginate(ctx.db.referrals, input.page, input.perPage),
    };
  },
};
