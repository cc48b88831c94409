import type { Handlers } from '../router.js';
import { loadCustomer } from '../loyalty/account.js';
import { activityHistory } from '../loyalty/activity.js';
import { earningRuleResource, enabledEarningRules, trackCustomAction } from '../loyalty/earning.js';
import { activeBoost, punchCardProgress } from '../loyalty/program.js';
import { listReferrals } from '../loyalty/referrals.js';
import { activeRewards, rewardEntry } from '../loyalty/rewards.js';
import { enabledSpendingRules, redeem, spendingRuleResource } from '../loyalty/spending.js';
import { allTiers, tierResource, vipStatus } from '../loyalty/tiers.js';

/** E7 to E17: earning, spending, tiers, boost, rewards, activity, referrals. */
export const rewardHandlers: Handlers = {
  getEarningRules: (ctx, q) => {
    const customer =
      q.customerIdentifier === undefined ? null : loadCustomer(ctx, q.customerIdentifier).customer;
    return {
      rules: enabledEarningRules(ctx).map((r) => earningRuleResource(ctx, r, customer?.id ?? null)),
    };
  },

  trackCustomAction: (ctx, body) => {
    const { customer } = loadCustomer(ctx, body.customerIdentifier);
    return trackCustomAction(ctx, customer, body.ruleId);
  },

  getPunchCardProgress: (ctx, q) =>
    punchCardProgress(ctx, loadCustomer(ctx, q.customerIdentifier).customer.id),

  getSpendingRules: (ctx, q) => {
    const customer =
      q.customerIdentifier === undefined ? null : loadCustomer(ctx, q.customerIdentifier).customer;
    return { rules: enabledSpendingRules(ctx).map((r) => spendingRuleResource(ctx, r, customer)) };
  },

  redeem: (ctx, body) => {
    redeem(ctx, body);
    return {};
  },

  getVipTiers: (ctx) => ({ tiers: allTiers(ctx).map((t) => tierResource(ctx, t)) }),

  getCustomerVipStatus: (ctx, q) =>
    vipStatus(ctx, loadCustomer(ctx, q.customerIdentifier).customer.id),

  getActiveBoostCampaign: (ctx) => ({ boostCampaign: activeBoost(ctx) }),

  getCustomerActiveRewards: (ctx, q) => {
    const { customer } = loadCustomer(ctx, q.customerIdentifier);
    return { rewards: activeRewards(ctx, customer.id).map(rewardEntry) };
  },

  getActivityHistory: (ctx, q) =>
    activityHistory(ctx, loadCustomer(ctx, q.customerIdentifier).customer.id, q),

  getReferralSessions: (ctx, q) => listReferrals(ctx, q),
};
