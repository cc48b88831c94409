// Points where shoppers act: what the earning rules (E7) pay for the action a widget offers (a
// review, its photo, a question, an answer, a birthday, a referral). Pure, so every widget says
// the same number the service pays.
import type { EarningRule } from '../../api/index.js';

/**
 * The earning rule type that pays for each action, and whether the customer's tier multiplies it
 * (as the sandbox pays them: sandbox/loyalty/reviewEarning.ts; a birthday pays its points as they
 * are). The spec's list of types is open: an action whose rule the store does not have shows
 * nothing.
 */
export const EARN_ACTIONS = {
  review: { type: 'product_review', tiered: true },
  photo: { type: 'photo_review', tiered: true },
  question: { type: 'product_question', tiered: true },
  answer: { type: 'question_answer', tiered: true },
  birthday: { type: 'birthday', tiered: false },
  referral: { type: 'referral', tiered: false },
} as const satisfies Record<string, { type: string; tiered: boolean }>;

/** An action a widget offers that a rule may pay for. */
export type EarnAction = keyof typeof EARN_ACTIONS;

/**
 * The points `action` pays a shopper of this tier: the rule's points (times the multiplier where
 * the tier counts), to two decimals as balances are kept. Null when no rule pays points for it,
 * or the customer has completed a once-only rule (this year's birthday).
 */
export function actionPoints(
  rules: readonly EarningRule[],
  action: EarnAction,
  tierMultiplier = 1,
): number | null {
  const { type, tiered } = EARN_ACTIONS[action];
  const rule = rules.find((r) => r.type === type && (r.rewarding.points ?? 0) > 0);
  if (!rule || rule.completed) return null;
  const points = (rule.rewarding.points ?? 0) * (tiered ? tierMultiplier : 1);
  return Math.round(points * 100) / 100;
}
