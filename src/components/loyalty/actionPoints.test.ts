import { describe, expect, it } from 'vitest';
import { makeEarningRule } from '../../mocks/index.js';
import { actionPoints } from './actionPoints.js';

const paying = (type: string, points: number, completed = false) =>
  makeEarningRule({
    type,
    completed,
    rewarding: { ...makeEarningRule().rewarding, points, pointsPerCurrencyUnit: undefined },
  });

const rules = [
  paying('product_review', 100),
  paying('photo_review', 50),
  paying('birthday', 250),
  makeEarningRule({ type: 'purchase' }),
];

describe('actionPoints', () => {
  it('pays a review and its photo bonus from their rules, times the tier', () => {
    expect(actionPoints(rules, 'review')).toBe(100);
    expect(actionPoints(rules, 'photo', 1.5)).toBe(75);
    expect(actionPoints(rules, 'review', 1.25)).toBe(125);
    expect(actionPoints(rules, 'photo', 1.25)).toBe(62.5);
  });

  it('pays a birthday as the rule says, whatever the tier', () => {
    expect(actionPoints(rules, 'birthday', 1.5)).toBe(250);
  });

  it('shows nothing for an action no rule rewards, or a once-only rule already done', () => {
    expect(actionPoints(rules, 'question')).toBeNull();
    expect(actionPoints(rules, 'referral')).toBeNull();
    expect(actionPoints([paying('birthday', 250, true)], 'birthday')).toBeNull();
    expect(actionPoints([paying('product_review', 0)], 'review')).toBeNull();
  });
});
