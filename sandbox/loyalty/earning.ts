import { ApiError, type ActiveRewardEntry, type EarningRule } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import type { CustomerRow } from '../platform.js';
import { movePoints } from './account.js';
import { createReward, rewardEntry } from './rewards.js';

/** An earning rule row (migration 002). */
export interface EarningRuleRow {
  id: number;
  type: string;
  title: string;
  description: string;
  icon: string;
  position: number;
  points: number;
  points_per_currency_unit: number | null;
  discount_type: string | null;
  discount_value: number;
  discount_expiration_days: number | null;
  discount_minimum_order_amount: number | null;
  is_self_reportable: number;
  is_enabled: number;
  created_at: number;
  updated_at: number;
}

/** The enabled earning rules, in display order. */
export function enabledEarningRules(ctx: SandboxContext): EarningRuleRow[] {
  return ctx.db
    .prepare('SELECT * FROM earning_rules WHERE is_enabled = 1 ORDER BY position, id')
    .all() as EarningRuleRow[];
}

/** Whether the customer completed the rule (this year for birthdays; any order for purchases). */
function isCompleted(ctx: SandboxContext, rule: EarningRuleRow, customerId: number): boolean {
  if (rule.type === 'purchase') {
    return (
      ctx.db.prepare('SELECT 1 FROM orders WHERE customer_id = ?').get(customerId) !== undefined
    );
  }
  const period = rule.type === 'birthday' ? String(new Date(ctx.clock.now()).getUTCFullYear()) : '';
  return (
    ctx.db
      .prepare(
        'SELECT 1 FROM earning_completions WHERE customer_id = ? AND rule_id = ? AND period = ?',
      )
      .get(customerId, rule.id, period) !== undefined
  );
}

/** An earning rule as E7 answers it. */
export function earningRuleResource(
  ctx: SandboxContext,
  rule: EarningRuleRow,
  customerId: number | null,
): EarningRule {
  const isDiscount = rule.discount_type !== null;
  return {
    id: rule.id,
    title: rule.title,
    description: rule.description,
    rewarding: {
      type: isDiscount ? 'discount' : 'points',
      discountType: rule.discount_type,
      discountValue: rule.discount_value,
      expirationInDays: rule.discount_expiration_days,
      minimumOrderAmount: rule.discount_minimum_order_amount,
      usageLimit: isDiscount ? 1 : null,
      collectionIds: [],
      maxShippingPrice: null,
      countryCodes: [],
      ...(!isDiscount && rule.type !== 'purchase' && { points: rule.points }),
      ...(rule.points_per_currency_unit !== null && {
        pointsPerCurrencyUnit: rule.points_per_currency_unit,
      }),
    },
    position: rule.position,
    completed: customerId === null ? false : isCompleted(ctx, rule, customerId),
    icon: rule.icon,
    createdAt: iso(rule.created_at),
    updatedAt: iso(rule.updated_at),
    type: rule.type,
    ...(rule.type === 'custom_action' && { isSelfReportable: rule.is_self_reportable === 1 }),
  };
}

/** The outcome of completing a once-only rule. */
export interface EarnResult {
  rewarded: boolean;
  pointsAwarded: number;
  reward: ActiveRewardEntry | null;
}

/** Pays a once-only rule (create_account, custom_action) unless the customer already has it. */
export function completeOnce(
  ctx: SandboxContext,
  customer: CustomerRow,
  rule: EarningRuleRow,
): EarnResult {
  const inserted = ctx.db
    .prepare(
      "INSERT OR IGNORE INTO earning_completions (customer_id, rule_id, period, created_at) VALUES (?, ?, '', ?)",
    )
    .run(customer.id, rule.id, ctx.clock.now());
  if (inserted.changes === 0) return { rewarded: false, pointsAwarded: 0, reward: null };
  if (rule.discount_type !== null) {
    const reward = createReward(ctx, customer, {
      source: 'earning_rule',
      title: rule.title,
      discountType: rule.discount_type,
      discountValue: rule.discount_value,
      expirationDays: rule.discount_expiration_days ?? 0,
      minimumOrderAmount: rule.discount_minimum_order_amount ?? 0,
      note: `${rule.title}: reward earned`,
    });
    return { rewarded: true, pointsAwarded: 0, reward: rewardEntry(reward) };
  }
  if (rule.points > 0) movePoints(ctx, customer, rule.points, rule.title);
  return { rewarded: true, pointsAwarded: rule.points, reward: null };
}

/** Pays the `create_account` rule once (customer creation calls it). */
export function awardCreateAccount(ctx: SandboxContext, customer: CustomerRow): EarnResult {
  const rule = enabledEarningRules(ctx).find((r) => r.type === 'create_account');
  return rule
    ? completeOnce(ctx, customer, rule)
    : { rewarded: false, pointsAwarded: 0, reward: null };
}

/** E8: a custom action, paid once per customer; other rule types are refused. */
export function trackCustomAction(
  ctx: SandboxContext,
  customer: CustomerRow,
  ruleId: number,
): EarnResult {
  const rule = ctx.db.prepare('SELECT * FROM earning_rules WHERE id = ?').get(ruleId) as
    EarningRuleRow | undefined;
  if (!rule) throw ApiError.of('not_found', `no earning rule ${ruleId}`);
  if (rule.type !== 'custom_action' || rule.is_enabled !== 1) {
    throw ApiError.of('rule_not_allowed', `earning rule ${ruleId} is not an enabled custom action`);
  }
  return completeOnce(ctx, customer, rule);
}

/** The points-per-currency purchase rule, if enabled. */
export function purchaseRule(ctx: SandboxContext): EarningRuleRow | undefined {
  return enabledEarningRules(ctx).find((r) => r.type === 'purchase');
}
