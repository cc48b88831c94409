import { describe, expect, it } from 'vitest';
import { makeSpendingRule } from '../../mocks/index.js';
import { clampPoints, flexibleBounds, flexibleDiscount, pointsToGo } from './redeemModel.js';

const flexible = makeSpendingRule({
  isFlexible: true,
  discountValue: 0.01,
  pointsPrice: 1,
  minSpendablePoints: 100,
  maxSpendablePoints: 5000,
});

describe('redeem model', () => {
  it('counts the points still missing for a fixed rule', () => {
    expect(pointsToGo(makeSpendingRule({ pointsPrice: 500 }), 320)).toBe(180);
    expect(pointsToGo(makeSpendingRule({ pointsPrice: 500 }), 900)).toBe(0);
  });

  it('bounds a flexible slider by the rule and the balance', () => {
    expect(flexibleBounds(flexible, 1250)).toEqual({ min: 100, max: 1250, step: 1 });
    expect(flexibleBounds(flexible, 99_999)).toEqual({ min: 100, max: 5000, step: 1 });
  });

  it('keeps a chosen amount within the bounds', () => {
    const bounds = { min: 100, max: 1250 };
    expect(clampPoints(20, bounds)).toBe(100);
    expect(clampPoints(9000, bounds)).toBe(1250);
    expect(clampPoints(Number.NaN, bounds)).toBe(100);
  });

  it('prices a flexible discount by the value of one point', () => {
    expect(flexibleDiscount(flexible, 1250)).toBe(12.5);
  });

  it('prices a flexible discount per pointsPrice points (100 points = $1)', () => {
    const perHundred = makeSpendingRule({ isFlexible: true, discountValue: 1, pointsPrice: 100 });
    expect(flexibleDiscount(perHundred, 100)).toBe(1);
    expect(flexibleDiscount(perHundred, 1250)).toBe(12.5);
  });
});
