import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_TOPICS, EventEnvelope } from '../../src/api/index.js';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { QUIET_PRODUCT, newCustomer, topics, variantsOf } from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox();
});
afterEach(() => sb.close());

describe('engagement events', () => {
  it('emits every review, question, answer and wishlist item topic, with the customer', async () => {
    const c = newCustomer(sb);
    const who = { customerIdentifier: c.email };
    const review = await sb.ok('createReview', {
      ...who,
      productId: QUIET_PRODUCT,
      rate: 5,
      body: 'x',
    });
    await sb.admin('POST', '/reviews/moderate', { reviewId: review.id, isPinned: true });
    const question = await sb.ok('createQuestion', {
      ...who,
      productId: QUIET_PRODUCT,
      body: 'q?',
    });
    await sb.admin('POST', '/questions/moderate', { questionId: question.id, isPublished: true });
    const { answer } = await sb.ok('createAnswer', {
      questionId: question.id,
      answer: { body: 'a', isPublished: false },
    });
    await sb.admin('POST', '/answers/moderate', { answerId: answer.id, isPublished: true });
    const [v1, v2] = variantsOf(sb, 1);
    const { createdWishlist } = await sb.ok('createWishlist', {
      ...who,
      wishlistTitle: 'Other',
    });
    await sb.ok('addItemToWishlist', { ...who, productId: 1, variantId: v1 });
    await sb.ok('changeWishlistItemVariant', {
      ...who,
      wishlistId: createdWishlist.wishlistId,
      productId: 1,
      newVariantId: v2!,
    });
    const second = await sb.ok('createWishlist', {
      ...who,
      wishlistTitle: 'B',
    });
    await sb.ok('moveWishlistItem', {
      ...who,
      productId: 1,
      fromWishlistId: createdWishlist.wishlistId,
      toWishlistId: second.createdWishlist.wishlistId,
    });
    await sb.ok('removeItemFromWishlist', { ...who, productId: 1 });
    expect((await sb.admin('POST', '/answers/delete', { answerId: answer.id })).status).toBe(200);
    expect((await sb.admin('POST', '/questions/delete', { questionId: question.id })).status).toBe(
      200,
    );
    expect((await sb.admin('POST', '/reviews/delete', { reviewId: review.id })).status).toBe(200);
    expect((await sb.admin('POST', '/reviews/delete', { reviewId: review.id })).status).toBe(404);
    const engagement = EVENT_TOPICS.filter((t) => !t.startsWith('v1/customer/'));
    expect(new Set(topics(sb).filter((t) => !t.startsWith('v1/customer/')))).toEqual(
      new Set(engagement),
    );
    const rows = sb.db
      .prepare("SELECT payload FROM events WHERE topic NOT LIKE 'v1/customer/%'")
      .all() as {
      payload: string;
    }[];
    for (const row of rows) {
      const event = EventEnvelope.parse(JSON.parse(row.payload));
      if (event.topic.startsWith('v1/wishlistItem/')) {
        expect(event.data.customer, event.topic).toEqual({
          platformCustomerId: c.id,
          email: c.email,
          phone: null,
        });
      }
    }
    expect((await sb.ok('getReviews', { reviewId: review.id })).totalCount).toBe(0);
  });
});
