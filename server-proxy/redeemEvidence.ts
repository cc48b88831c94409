// What a redeem leaves in its idempotency record, and how a reward is recognised as its own. E11
// answers no reward, and a reward entry names no rule, so a reward is matched by what it
// carries (discount type and value, minimum order, collections, the chosen variant, creation
// time) against the rule as it was when the redeem was sent, never by a title or a rule list
// read later.
import type { ActiveRewardEntry, RedeemInput, SpendingRule } from '../src/api/index.js';

/** What the reward of a redeem carries, from its rule as it was when the redeem was sent. */
export interface ExpectedReward {
  discountType: string;
  /** Absent for a free product: its value is the variant's price, which the rule does not say. */
  discountValue?: number;
  minimumOrderAmount: number;
  /** Sorted. */
  collectionIds: number[];
  /** The chosen variant of a free-product rule. */
  variantId?: number;
}

/**
 * What a redeem records, durably, the moment its E11 may leave the proxy: from then on the key is
 * bound to that one upstream redeem and is only ever reconciled, never run again.
 */
export interface RedeemEvidence {
  v: 2;
  ruleId: number;
  /** The customer's active rewards just before E11 (read under the customer's lock). */
  rewardIds: number[];
  expected: ExpectedReward;
  /** When E11 may have left (the proxy's clock). */
  sentAt: number;
  /** E11 answered 2xx: its reward surely exists. */
  applied?: true;
}

/**
 * How far the upstream's clock may be behind the proxy's: a reward created earlier than this
 * before the send is older than the redeem and never its own.
 */
export const CLOCK_SKEW_MS = 10 * 60_000;

/** The evidence a dead or unsure attempt left, if it is one. */
export function evidenceOf(value: unknown): RedeemEvidence | undefined {
  const e = value as Partial<RedeemEvidence> | undefined;
  return e?.v === 2 && typeof e.sentAt === 'number' && Array.isArray(e.rewardIds)
    ? (e as RedeemEvidence)
    : undefined;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The reward a redeem of `rule` with `input` creates, as far as the rule tells. */
export function expectedReward(rule: SpendingRule, input: RedeemInput): ExpectedReward {
  const freeProduct = rule.type === 'free_product';
  const value = rule.isFlexible
    ? cents(((input.pointsToSpend ?? 0) / rule.pointsPrice) * rule.discountValue)
    : rule.discountValue;
  return {
    discountType: rule.type,
    ...(!freeProduct && { discountValue: value }),
    minimumOrderAmount: rule.discountMinimumOrderAmount,
    collectionIds: [...rule.collectionIds].sort((a, b) => a - b),
    ...(freeProduct &&
      input.selectedVariantId !== undefined && { variantId: input.selectedVariantId }),
  };
}

/** Whether a reward carries what the redeem's rule gives, and was created after it was sent. */
export function isRewardOf(
  entry: ActiveRewardEntry,
  expected: ExpectedReward,
  sentAt: number,
): boolean {
  const { reward } = entry;
  if (reward.discountType !== expected.discountType) return false;
  // A cent of rounding between the rule's arithmetic and the upstream's.
  if (
    expected.discountValue !== undefined &&
    Math.abs(reward.discountValue - expected.discountValue) > 0.011
  )
    return false;
  if (Math.abs(reward.minimumOrderAmount - expected.minimumOrderAmount) > 0.001) return false;
  const collections = [...reward.collectionIds].sort((a, b) => a - b);
  if (collections.join() !== expected.collectionIds.join()) return false;
  if (expected.variantId !== undefined && reward.variantId != null) {
    if (reward.variantId !== expected.variantId) return false;
  }
  const created = Date.parse(entry.createdAt);
  return !(created < sentAt - CLOCK_SKEW_MS);
}

/**
 * The claim that makes a reward one key's answer. It names the reward by its id AND its code:
 * ids are only unique within one upstream database (a reset sandbox, a restored backup numbers
 * its rewards again), codes are not reused.
 */
export function claimOf(customer: string, entry: ActiveRewardEntry): string {
  return `reward:${customer}:${entry.id}:${entry.reward.discountCode}`;
}
