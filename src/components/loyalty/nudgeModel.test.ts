import { describe, expect, it } from 'vitest';
import { makeEarningRule, makeSpendingRule } from '../../mocks/index.js';
import { cartOffer, purchaseEarning } from './nudgeModel.js';

const purchase = makeEarningRule({
  type: 'purchase',
  rewarding: { ...makeEarningRule().rewarding, pointsPerCurrencyUnit: 5 },
});
const follow = makeEarningRule({ type: 'custom_action', title: 'Follow us' });

describe('purchaseEarning', () => {
  it('pays the purchase rule’s rate, times the tier and the boost, rounded down', () => {
    expect(purchaseEarning([follow, purchase], 28)?.points).toBe(140);
    expect(purchaseEarning([purchase], 28, 1.5)?.points).toBe(210);
    expect(purchaseEarning([purchase], 28.99, 1.5, 2)?.points).toBe(434);
  });

  it('is null without a purchase rule or a price', () => {
    expect(purchaseEarning([follow], 28)).toBeNull();
    expect(purchaseEarning([purchase], 0)).toBeNull();
  });
});

describe('cartOffer', () => {
  const five = makeSpendingRule({ type: 'fixed_amount', pointsPrice: 500, discountValue: 5 });
  const ten = makeSpendingRule({ type: 'fixed_amount', pointsPrice: 1000, discountValue: 10 });
  const flexible = makeSpendingRule({
    type: 'fixed_amount',
    isFlexible: true,
    pointsPrice: 100,
    discountValue: 1,
    minSpendablePoints: 100,
    maxSpendablePoints: 5000,
  });
  const shipping = makeSpendingRule({ type: 'free_shipping', pointsPrice: 10 });

  it('finds the most a balance takes off, flexible rules at the most they allow', () => {
    expect(cartOffer([five, ten], 1250)).toEqual({ kind: 'discount', amount: 10 });
    expect(cartOffer([five, flexible], 4526)).toEqual({ kind: 'discount', amount: 45 });
    expect(cartOffer([flexible], 99_999)).toEqual({ kind: 'discount', amount: 50 });
  });

  it('says how many points the cheapest money-off reward still needs', () => {
    expect(cartOffer([five, ten, shipping], 120)).toEqual({ kind: 'toGo', points: 380 });
  });

  it('leaves out rules the customer may not use and rewards that are not money off', () => {
    expect(cartOffer([{ ...ten, isAllowed: false }, shipping], 5000)).toEqual({ kind: 'none' });
  });
});
