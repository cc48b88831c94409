// "Yours with your points": of the spending rules (E10), the one reward that makes an item free or
// cheaper for the fewest points, with what the balance (E4) still lacks. Pure: the product page,
// each wishlist item and each registry item ask it the same question.
import type { SpendingRule } from '../../api/index.js';
import { flexibleDiscount } from './redeemModel.js';

/** The item a shopper looks at. */
export interface OfferItem {
  productId: number;
  /** The variant chosen, where one is (a free product is given as a variant). */
  variantId?: number | undefined;
  /**
   * Its price in the store's currency (what rewards are worth), or null where it is not known
   * (no conversion rate): then only rewards whose worth does not depend on it are judged.
   */
  price: number | null;
  /**
   * The collections the product is in, where known: a rule limited to collections applies only
   * when one of them is; unknown, such a rule is never offered (never a misleading number).
   */
  collectionIds?: readonly number[] | undefined;
}

/** What to redeem, and what it does to the item. */
export interface Offer {
  /** `free`: the item costs nothing with it; `off`: `amount` less. */
  kind: 'free' | 'off';
  rule: SpendingRule;
  /** Points it costs. */
  points: number;
  /** Points the balance still lacks (0: redeemable now). */
  toGo: number;
  /** The store-currency amount it takes off (the whole price for `free`, 0 if unknown). */
  amount: number;
  /** A flexible rule's points to spend (E11 `pointsToSpend`). */
  pointsToSpend?: number;
  /** A free-product rule's variant (E11 `selectedVariantId`). */
  variantId?: number;
}

type Candidate = Omit<Offer, 'toGo'>;

/** Whether the rule may apply to the item's collections. */
function inCollections(rule: SpendingRule, item: OfferItem): boolean {
  if (rule.collectionIds.length === 0) return true;
  return item.collectionIds?.some((id) => rule.collectionIds.includes(id)) ?? false;
}

/** The variant a free-product rule would give for this item, or null when it gives none. */
function freeVariant(rule: SpendingRule, item: OfferItem): number | null {
  if (!rule.productIds.includes(item.productId)) return null;
  const product = rule.products?.find((p) => p.id === item.productId);
  // Without the rule's product list, trust productIds with the item's own variant.
  if (!product) return item.variantId ?? null;
  const variants = product.variants.map((v) => v.id);
  if (item.variantId !== undefined)
    return variants.includes(item.variantId) ? item.variantId : null;
  return variants.length === 1 ? (variants[0] ?? null) : null;
}

/** Points of a flexible rule that take at least `amount` off, on its step, within its bounds. */
function flexiblePointsFor(rule: SpendingRule, amount: number): number {
  const step = Math.max(1, rule.pointsPrice);
  // A hair below a whole step counts as the step: $28.00 at $1 per 100 points is 2,800 points.
  const steps = Math.ceil(amount / rule.discountValue - 1e-9);
  return Math.max(rule.minSpendablePoints, steps * step);
}

/**
 * What one rule can do for the item, for this balance: its candidate, or null. Flexible rules take
 * the fewest points that make the item free; when their maximum cannot, what the balance buys now
 * (else their minimum).
 */
function candidate(rule: SpendingRule, item: OfferItem, balance: number): Candidate | null {
  if (rule.isAllowed === false || !inCollections(rule, item)) return null;
  if (rule.type === 'free_product') {
    const variantId = freeVariant(rule, item);
    if (variantId === null) return null;
    return { kind: 'free', rule, points: rule.pointsPrice, amount: item.price ?? 0, variantId };
  }
  const price = item.price;
  if (price === null || !(price > 0) || rule.discountMinimumOrderAmount > price) return null;
  if (rule.type === 'percentage') {
    if (rule.isFlexible || rule.discountValue <= 0) return null;
    const amount = Math.min(price, Math.round(price * rule.discountValue) / 100);
    return { kind: amount >= price ? 'free' : 'off', rule, points: rule.pointsPrice, amount };
  }
  if (rule.type !== 'fixed_amount' || rule.discountValue <= 0) return null;
  if (!rule.isFlexible) {
    const amount = Math.min(price, rule.discountValue);
    return { kind: amount >= price ? 'free' : 'off', rule, points: rule.pointsPrice, amount };
  }
  const step = Math.max(1, rule.pointsPrice);
  const whole = flexiblePointsFor(rule, price);
  if (whole <= rule.maxSpendablePoints) {
    return { kind: 'free', rule, points: whole, amount: price, pointsToSpend: whole };
  }
  const affordable = Math.min(rule.maxSpendablePoints, Math.floor(balance / step) * step);
  const points = affordable >= rule.minSpendablePoints ? affordable : rule.minSpendablePoints;
  const amount = Math.min(price, flexibleDiscount(rule, points));
  return amount > 0 ? { kind: 'off', rule, points, amount, pointsToSpend: points } : null;
}

/** Fewer points first; then the rule listed first (E10's order), so the answer is stable. */
const byPoints = (a: Offer, b: Offer) => a.points - b.points;

/**
 * The reward to offer for an item: the cheapest (in points) that makes it free; else, of those
 * that make it cheaper, the one taking the most off that the balance affords now (fewest points
 * on a tie), else the one closest to affordable. Null when no rule does anything for the item.
 */
export function bestOffer(
  rules: readonly SpendingRule[],
  balance: number,
  item: OfferItem,
): Offer | null {
  const offers = rules.flatMap((rule): Offer[] => {
    const found = candidate(rule, item, balance);
    return found ? [{ ...found, toGo: Math.max(0, Math.ceil(found.points - balance)) }] : [];
  });
  const free = offers.filter((o) => o.kind === 'free').sort(byPoints);
  if (free[0]) return free[0];
  const now = offers
    .filter((o) => o.toGo === 0)
    .sort((a, b) => b.amount - a.amount || a.points - b.points);
  if (now[0]) return now[0];
  return offers.sort((a, b) => a.toGo - b.toGo || b.amount - a.amount)[0] ?? null;
}
