import type { SpendingRule } from '../../api/index.js';

/** The points a rule costs at least: its price, or the flexible minimum. */
export function ruleCost(rule: SpendingRule): number {
  return rule.isFlexible ? rule.minSpendablePoints : rule.pointsPrice;
}

/** Points still missing before the rule can be redeemed (0 when affordable). */
export function pointsToGo(rule: SpendingRule, balance: number): number {
  return Math.max(0, Math.ceil(ruleCost(rule) - balance));
}

/** The slider bounds of a flexible rule for a balance: never above what the customer has. */
export function flexibleBounds(
  rule: SpendingRule,
  balance: number,
): { min: number; max: number; step: number } {
  const min = rule.minSpendablePoints;
  const max = Math.max(min, Math.min(rule.maxSpendablePoints, Math.floor(balance)));
  const step = Math.max(1, rule.pointsPrice);
  return { min, max, step };
}

/** Keeps a chosen number of points within the flexible bounds. */
export function clampPoints(points: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(points)) return bounds.min;
  return Math.min(Math.max(Math.round(points), bounds.min), bounds.max);
}

/**
 * The discount a flexible rule buys: `discountValue` is what `pointsPrice` points are worth (the
 * slider's step), as the sandbox prices the reward ("100 points = $1": price 100, value 1).
 */
export function flexibleDiscount(rule: SpendingRule, points: number): number {
  const unit = Math.max(1, rule.pointsPrice);
  return Math.round((points / unit) * rule.discountValue * 100) / 100;
}

/** Whether the rule gives a product, so a variant must be chosen. */
export function needsVariant(rule: SpendingRule): boolean {
  return rule.type === 'free_product';
}
