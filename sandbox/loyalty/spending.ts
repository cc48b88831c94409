import { ApiError, type RedeemInput, type SpendingRule } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { findProduct, productVariants, type CustomerRow } from '../platform.js';
import { loadCustomer } from './account.js';
import { createReward, type RewardRow } from './rewards.js';
import { currentTier } from './tiers.js';

/** A spending rule row (migration 002). */
export interface SpendingRuleRow {
  id: number;
  type: string;
  title: string;
  is_flexible: number;
  discount_value: number;
  discount_expiration_days: number;
  discount_minimum_order_amount: number;
  points_price: number;
  min_spendable_points: number;
  max_spendable_points: number;
  collection_ids: string;
  product_ids: string;
  tier_ids: string;
  position: number;
  is_enabled: number;
  created_at: number;
}

const ids = (json: string) => JSON.parse(json) as number[];

export function enabledSpendingRules(ctx: SandboxContext): SpendingRuleRow[] {
  return ctx.db
    .prepare('SELECT * FROM spending_rules WHERE is_enabled = 1 ORDER BY position, id')
    .all() as SpendingRuleRow[];
}

/** Whether the customer's tier may use the rule (rules may be kept for some tiers). */
function allowedFor(ctx: SandboxContext, rule: SpendingRuleRow, customer: CustomerRow): boolean {
  const tiers = ids(rule.tier_ids);
  return (
    rule.is_enabled === 1 &&
    (tiers.length === 0 || tiers.includes(currentTier(ctx, customer.id).id))
  );
}

/** A spending rule as E10 answers it; free-product rules list their products and variants. */
export function spendingRuleResource(
  ctx: SandboxContext,
  rule: SpendingRuleRow,
  customer: CustomerRow | null,
): SpendingRule {
  const productIds = ids(rule.product_ids);
  const url = (path: string | null) => (path === null ? null : `${ctx.baseUrl}${path}`);
  return {
    id: rule.id,
    title: rule.title,
    type: rule.type,
    isFlexible: rule.is_flexible === 1,
    discountValue: rule.discount_value,
    discountExpirationInDays: rule.discount_expiration_days,
    discountMinimumOrderAmount: rule.discount_minimum_order_amount,
    pointsPrice: rule.points_price,
    minSpendablePoints: rule.min_spendable_points,
    maxSpendablePoints: rule.max_spendable_points,
    collectionIds: ids(rule.collection_ids),
    productIds,
    ...(rule.type === 'free_product' && {
      products: productIds.flatMap((id) => {
        const p = findProduct(ctx.db, id);
        if (!p) return [];
        const variants = productVariants(ctx.db, id).map((v) => ({
          id: v.id,
          title: v.title,
          image: url(v.image),
        }));
        return [{ id: p.id, title: p.title, handle: p.handle, image: url(p.image), variants }];
      }),
    }),
    ...(customer && { isAllowed: allowedFor(ctx, rule, customer) }),
  };
}

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * E11: checks the rule, the variant and the balance, then deducts the points and issues the
 * reward in the caller's transaction (any failure leaves the balance as it was).
 */
export function redeem(ctx: SandboxContext, input: RedeemInput): RewardRow {
  const { customer, account } = loadCustomer(ctx, input.customerIdentifier);
  const rule = ctx.db.prepare('SELECT * FROM spending_rules WHERE id = ?').get(input.ruleId) as
    SpendingRuleRow | undefined;
  if (!rule) throw ApiError.of('not_found', `no spending rule ${input.ruleId}`);
  if (!allowedFor(ctx, rule, customer)) {
    throw ApiError.of(
      'rule_not_allowed',
      `spending rule ${rule.id} is not available to this customer`,
    );
  }
  let productId: number | null = null;
  let variantId: number | null = null;
  let discountValue = rule.discount_value;
  if (rule.type === 'free_product') {
    const variant = ids(rule.product_ids)
      .flatMap((id) => productVariants(ctx.db, id))
      .find((v) => v.id === input.selectedVariantId);
    if (!variant) {
      throw ApiError.of(
        'variant_required',
        'choose selectedVariantId among the variants of the rule’s products',
      );
    }
    productId = variant.product_id;
    variantId = variant.id;
    discountValue = variant.price;
  }
  let cost = rule.points_price;
  if (rule.is_flexible === 1) {
    if (input.pointsToSpend === undefined) {
      throw ApiError.of('invalid_request', 'a flexible rule needs pointsToSpend', {
        errors: [{ path: 'body.pointsToSpend', message: 'required for a flexible rule' }],
      });
    }
    cost = input.pointsToSpend;
    if (cost < rule.min_spendable_points || cost > rule.max_spendable_points) {
      throw ApiError.of(
        'unprocessable',
        `pointsToSpend must be between ${rule.min_spendable_points} and ${rule.max_spendable_points}`,
      );
    }
    discountValue = money((cost / rule.points_price) * rule.discount_value);
  }
  if (account.points_balance < cost) {
    throw ApiError.of(
      'insufficient_points',
      `the rule costs ${cost} points, the customer has ${account.points_balance}`,
    );
  }
  return createReward(ctx, customer, {
    source: 'redeem',
    title: rule.title,
    discountType: rule.type,
    discountValue,
    expirationDays: rule.discount_expiration_days,
    minimumOrderAmount: rule.discount_minimum_order_amount,
    collectionIds: ids(rule.collection_ids),
    spendingRuleId: rule.id,
    productId,
    variantId,
    pointsSpent: cost,
    note: `Redeemed ${cost} points: ${rule.title}`,
  });
}
