import type { EarningRule, SpendingRule } from '../../api/index.js';
import { flexibleBounds, flexibleDiscount, pointsToGo } from './redeemModel.js';

/** What a purchase earns and why: the base rate, times the tier's and a boost's multipliers. */
export interface PurchaseEarning {
  points: number;
  tierMultiplier: number;
  boostMultiplier: number;
}

/**
 * The points an order of `price` earns, as the service awards them: the purchase rule's points
 * per currency unit × the tier's multiplier × an active boost's, rounded down. Null when the
 * program has no purchase rule.
 */
export function purchaseEarning(
  rules: readonly EarningRule[],
  price: number,
  tierMultiplier = 1,
  boostMultiplier = 1,
): PurchaseEarning | null {
  const rule = rules.find(
    (r) => r.type === 'purchase' && (r.rewarding.pointsPerCurrencyUnit ?? 0) > 0,
  );
  if (!rule || !(price > 0)) return null;
  const rate = rule.rewarding.pointsPerCurrencyUnit ?? 0;
  return {
    points: Math.floor(price * rate * tierMultiplier * boostMultiplier),
    tierMultiplier,
    boostMultiplier,
  };
}

/** What a balance buys off an order: the best money-off reward now, or the points still to go. */
export type CartOffer =
  { kind: 'discount'; amount: number } | { kind: 'toGo'; points: number } | { kind: 'none' };

/**
 * The largest amount off the balance can buy with one fixed-amount rule (flexible ones at the
 * most the balance allows), else how many points the cheapest such rule still needs.
 */
export function cartOffer(rules: readonly SpendingRule[], balance: number): CartOffer {
  const moneyOff = rules.filter((r) => r.type === 'fixed_amount' && r.isAllowed !== false);
  let best = 0;
  for (const rule of moneyOff) {
    if (pointsToGo(rule, balance) > 0) continue;
    if (rule.isFlexible) {
      const { min, max, step } = flexibleBounds(rule, balance);
      const points = Math.max(min, Math.floor(max / step) * step);
      best = Math.max(best, flexibleDiscount(rule, points));
    } else best = Math.max(best, rule.discountValue);
  }
  if (best > 0) return { kind: 'discount', amount: best };
  const toGo = moneyOff.map((r) => pointsToGo(r, balance)).filter((n) => n > 0);
  return toGo.length > 0 ? { kind: 'toGo', points: Math.min(...toGo) } : { kind: 'none' };
}
