import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { balanceOf, newCustomer, outbox, placeOrder } from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox();
});
afterEach(() => sb.close());

/** A product nobody reviewed in the demo data. */
const PRODUCT = 26;
const PHOTO = 'https://img.example/review.jpg';

async function review(customerIdentifier: string, rate: number, photos = 0) {
  return sb.ok('createReview', {
    customerIdentifier,
    productId: PRODUCT,
    rate,
    body: `A ${rate}-star review`,
    ...(photos > 0 && { imageUrls: Array.from({ length: photos }, (_, i) => `${PHOTO}?${i}`) }),
  });
}

/** The `delta` of every balanceUpdated event of the customer since `from`. */
const deltas = (email: string, from: number) =>
  outbox(sb, 'v1/customer/balanceUpdated')
    .slice(from)
    .filter((e) => (e.data.customer as { email: string }).email === email)
    .map((e) => e.data.delta);

describe('review earning rules (product_review, photo_review)', () => {
  it('lists both rules in E7 with the points they pay, never completed', async () => {
    await newCustomer(sb, 'rita@example.test');
    const { rules } = await sb.ok('getEarningRules', { customerIdentifier: 'rita@example.test' });
    const paying = rules
      .filter((r) => r.type === 'product_review' || r.type === 'photo_review')
      .map((r) => [r.type, r.rewarding.points, r.completed]);
    expect(paying).toEqual([
      ['product_review', 100, false],
      ['photo_review', 50, false],
    ]);
  });

  it('pays 100 points for a published review and 50 more for its photo, with balanceUpdated', async () => {
    await newCustomer(sb, 'rita@example.test');
    const before = await balanceOf(sb, 'rita@example.test');
    const seen = outbox(sb, 'v1/customer/balanceUpdated').length;
    const published = await review('rita@example.test', 5, 2);
    expect(published.isPublished).toBe(true);
    expect(await balanceOf(sb, 'rita@example.test')).toBe(before + 150);
    expect(deltas('rita@example.test', seen)).toEqual([100, 50]);
  });

  it('pays no photo bonus for a review without a photo', async () => {
    await newCustomer(sb, 'rita@example.test');
    const before = await balanceOf(sb, 'rita@example.test');
    await review('rita@example.test', 4);
    expect(await balanceOf(sb, 'rita@example.test')).toBe(before + 100);
  });

  it("multiplies the points by the customer's tier (Gold: 1.5×)", async () => {
    await newCustomer(sb, 'gil@example.test');
    await placeOrder(sb, 'gil@example.test', 800);
    expect(
      (await sb.ok('getCustomer', { customerIdentifier: 'gil@example.test' })).currentTier,
    ).toMatchObject({ title: 'Gold' });
    const before = await balanceOf(sb, 'gil@example.test');
    await review('gil@example.test', 5, 1);
    expect(await balanceOf(sb, 'gil@example.test')).toBe(before + 225);
  });

  it('pays a held review when the store publishes it, once however often it is published', async () => {
    await newCustomer(sb, 'rita@example.test');
    const before = await balanceOf(sb, 'rita@example.test');
    const held = await review('rita@example.test', 2, 1);
    expect(held.isPublished).toBe(false);
    expect(await balanceOf(sb, 'rita@example.test')).toBe(before);
    const moderate = (isPublished: boolean) =>
      sb.admin('POST', '/reviews/moderate', { reviewId: held.id, isPublished });
    expect((await moderate(true)).status).toBe(200);
    expect(await balanceOf(sb, 'rita@example.test')).toBe(before + 150);
    await moderate(false);
    await moderate(true);
    expect(await balanceOf(sb, 'rita@example.test')).toBe(before + 150);
  });

  it("pays nothing for a guest's review", async () => {
    const seen = outbox(sb, 'v1/customer/balanceUpdated').length;
    await sb.ok('createReview', {
      productId: PRODUCT,
      rate: 5,
      body: 'Lovely',
      guestName: 'Gus',
      guestEmail: 'gus@guest.test',
      imageUrls: [PHOTO],
    });
    expect(outbox(sb, 'v1/customer/balanceUpdated').slice(seen)).toEqual([]);
  });
});
