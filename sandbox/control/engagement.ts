import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, CustomerIdentifier, Id } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { completeDraftOrder, listDraftOrders } from '../engagement/draftOrders.js';
import { requireAnswer, requireQuestion } from '../engagement/questions.js';
import { hasBought, insertReview, requireReview } from '../engagement/reviews.js';
import { requireCustomerOf } from '../engagement/shared.js';
import { controlBody } from '../http.js';
import { awardReviewPoints } from '../loyalty/reviewEarning.js';
import { findCustomer } from '../platform.js';

export interface EngagementControlDeps {
  context(req: Request): SandboxContext;
}

const ReviewModeration = z
  .strictObject({
    reviewId: Id,
    isPublished: z.boolean().optional(),
    isPinned: z.boolean().optional(),
  })
  .refine((b) => b.isPublished !== undefined || b.isPinned !== undefined, {
    message: 'give isPublished or isPinned',
    path: ['isPublished'],
  });

const ShopReview = z.strictObject({
  customerIdentifier: CustomerIdentifier.optional(),
  rate: z.int().min(1).max(5),
  title: z.string().max(250).nullable().optional(),
  body: z.string().trim().min(1).max(25000),
});

/** Runs a control action in one transaction, as the operations do. */
function inTx<T>(ctx: SandboxContext, action: () => T): T {
  return ctx.db.transaction(action)();
}

/**
 * Moderation and deletion of reviews, questions and answers, store-written shop reviews, and
 * gift-registry draft orders: `GET /draftOrders` and `POST /draftOrders/complete`.
 */
export function registerEngagementControl(app: Hono, deps: EngagementControlDeps): void {
  app.post('/reviews/moderate', async (c) => {
    const b = await controlBody(c, ReviewModeration);
    const ctx = deps.context(c.req.raw);
    const review = inTx(ctx, () => {
      requireReview(ctx, b.reviewId);
      ctx.db
        .prepare(
          'UPDATE reviews SET is_published = coalesce(?, is_published), is_pinned = coalesce(?, is_pinned) WHERE id = ?',
        )
        .run(
          b.isPublished === undefined ? null : Number(b.isPublished),
          b.isPinned === undefined ? null : Number(b.isPinned),
          b.reviewId,
        );
      const updated = requireReview(ctx, b.reviewId);
      ctx.emit('v1/review/updated', { review: updated, customer: updated.customer });
      // Published by the store: a customer's review now pays the review rules (once).
      const author = updated.customer && findCustomer(ctx.db, updated.customer.platformCustomerId);
      if (updated.isPublished && author) awardReviewPoints(ctx, author, b.reviewId);
      return updated;
    });
    return c.json({ review });
  });

  app.post('/questions/moderate', async (c) => {
    const b = await controlBody(c, z.strictObject({ questionId: Id, isPublished: z.boolean() }));
    const ctx = deps.context(c.req.raw);
    const question = inTx(ctx, () => {
      requireQuestion(ctx.db, b.questionId);
      ctx.db
        .prepare('UPDATE questions SET is_published = ? WHERE id = ?')
        .run(Number(b.isPublished), b.questionId);
      const updated = requireQuestion(ctx.db, b.questionId);
      ctx.emit('v1/question/updated', { question: updated, customer: updated.customer });
      return updated;
    });
    return c.json({ question });
  });

  app.post('/answers/moderate', async (c) => {
    const b = await controlBody(c, z.strictObject({ answerId: Id, isPublished: z.boolean() }));
    const ctx = deps.context(c.req.raw);
    const answer = inTx(ctx, () => {
      requireAnswer(ctx.db, b.answerId);
      ctx.db
        .prepare('UPDATE answers SET is_published = ? WHERE id = ?')
        .run(Number(b.isPublished), b.answerId);
      const updated = requireAnswer(ctx.db, b.answerId);
      ctx.emit('v1/answer/updated', { answer: updated, customer: updated.customer });
      return updated;
    });
    return c.json({ answer });
  });

  // A review of the shop itself (no product); moderated like product reviews.
  app.post('/shopReviews', async (c) => {
    const b = await controlBody(c, ShopReview);
    const ctx = deps.context(c.req.raw);
    const review = inTx(ctx, () => {
      const customer =
        b.customerIdentifier === undefined ? null : requireCustomerOf(ctx.db, b.customerIdentifier);
      const id = insertReview(ctx.db, {
        productId: null,
        customerId: customer?.id ?? null,
        ...(customer === null && { guestName: 'Store customer' }),
        rate: b.rate,
        title: b.title ?? null,
        body: b.body,
        isVerifiedBuyer: customer !== null && hasBought(ctx.db, customer.id),
        isPublished: b.rate >= ctx.settings().autoPublishMinRate,
        createdAt: ctx.clock.now(),
      });
      const created = requireReview(ctx, id);
      ctx.emit('v1/review/created', { review: created, customer: created.customer });
      return created;
    });
    return c.json({ review });
  });

  // Deletions, so that every engagement topic of spec section 6 has a cause.
  app.post('/reviews/delete', async (c) => {
    const b = await controlBody(c, z.strictObject({ reviewId: Id }));
    const ctx = deps.context(c.req.raw);
    const review = inTx(ctx, () => {
      const gone = requireReview(ctx, b.reviewId);
      ctx.db.prepare('DELETE FROM reviews WHERE id = ?').run(b.reviewId);
      ctx.emit('v1/review/deleted', { review: gone, customer: gone.customer });
      return gone;
    });
    return c.json({ review });
  });

  app.post('/questions/delete', async (c) => {
    const b = await controlBody(c, z.strictObject({ questionId: Id }));
    const ctx = deps.context(c.req.raw);
    const question = inTx(ctx, () => {
      const gone = requireQuestion(ctx.db, b.questionId);
      ctx.db.prepare('DELETE FROM questions WHERE id = ?').run(b.questionId);
      for (const answer of gone.answers) {
        ctx.emit('v1/answer/deleted', { answer, customer: answer.customer });
      }
      ctx.emit('v1/question/deleted', { question: gone, customer: gone.customer });
      return gone;
    });
    return c.json({ question });
  });

  app.post('/answers/delete', async (c) => {
    const b = await controlBody(c, z.strictObject({ answerId: Id }));
    const ctx = deps.context(c.req.raw);
    const answer = inTx(ctx, () => {
      const gone = requireAnswer(ctx.db, b.answerId);
      ctx.db.prepare('DELETE FROM answers WHERE id = ?').run(b.answerId);
      ctx.emit('v1/answer/deleted', { answer: gone, customer: gone.customer });
      return gone;
    });
    return c.json({ answer });
  });

  app.get('/draftOrders', (c) => {
    const ctx = deps.context(c.req.raw);
    return c.json({ draftOrders: listDraftOrders(ctx.db) });
  });

  app.post('/draftOrders/complete', async (c) => {
    const b = await controlBody(c, z.strictObject({ draftOrderId: Id }));
    const ctx = deps.context(c.req.raw);
    const draftOrder = inTx(ctx, () => completeDraftOrder(ctx, b.draftOrderId));
    if (!draftOrder.orderId) throw ApiError.of('internal_error', 'the order was not recorded');
    return c.json({ draftOrder });
  });
}
