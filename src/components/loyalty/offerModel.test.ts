import { describe, expect, it } from 'vitest';
import { makeSpendingRule } from '../../mocks/index.js';
import { bestOffer } from './offerModel.js';

const BEANIE = 42;
const RUST = 7;
const GREY = 8;

const freeBeanie = makeSpendingRule({
  id: 4,
  type: 'free_product',
  title: 'A free Wool Beanie',
  pointsPrice: 1500,
  discountValue: 28,
  productIds: [BEANIE],
  products: [
    {
      id: BEANIE,
      title: 'Wool Beanie',
      handle: 'wool-beanie',
      image: null,
      variants: [
        { id: RUST, title: 'Rust', image: null },
        { id: GREY, title: 'Grey', image: null },
      ],
    },
  ],
});
const fiveOff = makeSpendingRule({
  id: 1,
  type: 'fixed_amount',
  pointsPrice: 500,
  discountValue: 5,
});
const tenPercent = makeSpendingRule({
  id: 2,
  type: 'percentage',
  pointsPrice: 1000,
  discountValue: 10,
  discountMinimumOrderAmount: 50,
});
const shipping = makeSpendingRule({ id: 3, type: 'free_shipping', pointsPrice: 300 });
const flexible = makeSpendingRule({
  id: 5,
  type: 'fixed_amount',
  isFlexible: true,
  discountValue: 1,
  pointsPrice: 100,
  minSpendablePoints: 100,
  maxSpendablePoints: 5000,
});
const all = [fiveOff, tenPercent, shipping, freeBeanie, flexible];

describe('bestOffer', () => {
  it('offers the free product for its points, with the points still to go', () => {
    const offer = bestOffer(all, 1200, { productId: BEANIE, variantId: GREY, price: 28 });
    expect(offer).toMatchObject({ kind: 'free', points: 1500, toGo: 300, variantId: GREY });
    expect(offer?.rule.id).toBe(4);
  });

  it('picks the cheapest way to make the item free (a flexible rule beats a dearer product rule)', () => {
    const cheap = { ...freeBeanie, pointsPrice: 3000 };
    const offer = bestOffer([cheap, flexible], 0, {
      productId: BEANIE,
      variantId: RUST,
      price: 28,
    });
    expect(offer).toMatchObject({ kind: 'free', points: 2800, pointsToSpend: 2800, toGo: 2800 });
    expect(offer?.rule).toBe(flexible);
  });

  it('rounds a flexible rule up to whole steps, never below its minimum', () => {
    expect(bestOffer([flexible], 5000, { productId: 1, price: 27.01 })).toMatchObject({
      kind: 'free',
      points: 2800,
      toGo: 0,
    });
    expect(bestOffer([flexible], 5000, { productId: 1, price: 0.4 })).toMatchObject({
      points: 100,
    });
  });

  it('gives no free product for a variant the rule does not give, nor for another product', () => {
    const other = { productId: BEANIE, variantId: 99, price: 28 };
    expect(bestOffer([freeBeanie], 5000, other)).toBeNull();
    expect(bestOffer([freeBeanie], 5000, { productId: 43, variantId: RUST, price: 28 })).toBeNull();
  });

  it('needs a variant to give a product with several, and takes the only one there is', () => {
    expect(bestOffer([freeBeanie], 5000, { productId: BEANIE, price: 28 })).toBeNull();
    const single = {
      ...freeBeanie,
      products: [
        { ...freeBeanie.products![0]!, variants: [{ id: RUST, title: 'Rust', image: null }] },
      ],
    };
    expect(bestOffer([single], 5000, { productId: BEANIE, price: 28 })).toMatchObject({
      variantId: RUST,
    });
  });

  it('makes an item cheaper when nothing makes it free: the most the balance takes off now', () => {
    const coat = { productId: 9, price: 120 };
    // $12 off either way: 10% for 1,000 points beats the flexible rule's 1,200.
    expect(bestOffer(all, 1200, coat)).toMatchObject({ kind: 'off', amount: 12, points: 1000 });
    expect(bestOffer([flexible], 1234, coat)).toMatchObject({ amount: 12, points: 1200 });
    expect(bestOffer([fiveOff], 1200, coat)).toMatchObject({ kind: 'off', amount: 5, toGo: 0 });
  });

  it('says how far the nearest reward is when none is affordable yet', () => {
    const coat = { productId: 9, price: 120 };
    expect(bestOffer([fiveOff, tenPercent], 200, coat)).toMatchObject({
      kind: 'off',
      points: 500,
      toGo: 300,
    });
    expect(bestOffer([flexible], 40, coat)).toMatchObject({ points: 100, toGo: 60, amount: 1 });
  });

  it('makes an item free with a fixed amount worth as much, and keeps minimum orders', () => {
    expect(bestOffer([fiveOff], 600, { productId: 1, price: 4.5 })).toMatchObject({
      kind: 'free',
      points: 500,
      amount: 4.5,
    });
    expect(bestOffer([tenPercent], 5000, { productId: 1, price: 49 })).toBeNull();
  });

  it('judges only price-free rules when the price is unknown (no conversion rate)', () => {
    expect(bestOffer(all, 5000, { productId: BEANIE, variantId: RUST, price: null })).toMatchObject(
      {
        kind: 'free',
        rule: { id: 4 },
      },
    );
    expect(bestOffer(all, 5000, { productId: 9, price: null })).toBeNull();
  });

  it('offers a rule limited to collections only for a product known to be in one of them', () => {
    const hats = { ...fiveOff, collectionIds: [11] };
    expect(bestOffer([hats], 600, { productId: 1, price: 20 })).toBeNull();
    expect(bestOffer([hats], 600, { productId: 1, price: 20, collectionIds: [12] })).toBeNull();
    expect(
      bestOffer([hats], 600, { productId: 1, price: 20, collectionIds: [12, 11] }),
    ).toMatchObject({
      amount: 5,
    });
  });

  it('leaves out rules the account may not use', () => {
    const refused = { ...freeBeanie, isAllowed: false };
    expect(
      bestOffer([refused], 5000, { productId: BEANIE, variantId: RUST, price: 28 }),
    ).toBeNull();
  });
});
