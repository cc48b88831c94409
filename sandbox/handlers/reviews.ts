import { ApiError } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { listQuestions, requireAnswer, requireQuestion } from '../engagement/questions.js';
import { averageRatings, extendedRatings } from '../engagement/ratings.js';
import {
  hasBought,
  insertReview,
  listReviews,
  requireReview,
  reviewRefusal,
} from '../engagement/reviews.js';
import { requireCustomerOf } from '../engagement/shared.js';
import { awardReviewPoints } from '../loyalty/reviewEarning.js';
import { customerRef, findCustomer, requireProduct, type CustomerRow } from '../platform.js';
import type { Handlers } from '../router.js';

/** A customer filter: an unknown identifier matches nothing (id 0 never exists). */
function customerFilter(ctx: SandboxContext, identifier: string | undefined): number | undefined {
  if (identifier === undefined) return undefined;
  return findCustomer(ctx.db, identifier)?.id ?? 0;
}

function requireReviewRow(ctx: SandboxContext, id: number): void {
  if (!ctx.db.prepare('SELECT 1 FROM reviews WHERE id = ?').get(id)) {
    throw ApiError.of('not_found', `no review ${id}`);
  }
}

function guestAllowed(ctx: SandboxContext): void {
  if (!ctx.settings().guestReviews) {
    throw ApiError.of(
      'review_not_allowed',
      'this store does not accept guest reviews or questions',
    );
  }
}

/** E18-E28: reviews, ratings, votes, replies, questions and answers. */
export const reviewHandlers: Handlers = {
  getReviews: (ctx, q) => {
    const { customerIdentifier, ...rest } = q;
    const customerId = customerFilter(ctx, customerIdentifier);
    const page = listReviews(ctx, { ...rest, ...(customerId !== undefined && { customerId }) });
    return {
      totalCount: page.totalCount,
      currentOffset: q.offset,
      perPage: q.perPage,
      items: page.items,
    };
  },

  getProductAverageRatings: (ctx, q) => averageRatings(ctx.db, q.productIds),

  getProductRatings: (ctx, q) => extendedRatings(ctx.db, q.productIds, q),

  canCreateReview: (ctx, q) => {
    const customer = requireCustomerOf(ctx.db, q.customerIdentifier);
    if (q.productId != null) requireProduct(ctx.db, q.productId);
    const refusal = reviewRefusal(ctx, customer, q.productId);
    return refusal === null
      ? { canCreateReview: true, message: 'You can write a review.' }
      : { canCreateReview: false, message: refusal };
  },

  createReview: (ctx, b) => {
    requireProduct(ctx.db, b.productId);
    const settings = ctx.settings();
    let customer: CustomerRow | null = null;
    let verified = false;
    if (b.customerIdentifier !== undefined) {
      customer = requireCustomerOf(ctx.db, b.customerIdentifier);
      const refusal = reviewRefusal(ctx, customer, b.productId);
      if (refusal !== null) throw ApiError.of('review_not_allowed', refusal);
      verified = hasBought(ctx.db, customer.id, b.productId);
    } else {
      guestAllowed(ctx);
      if (settings.reviewsVerifiedOnly) {
        throw ApiError.of(
          'review_not_allowed',
          'only customers who bought this product can review it',
        );
      }
      const dup = ctx.db
        .prepare('SELECT 1 FROM reviews WHERE guest_email = ? AND product_id = ?')
        .get(b.guestEmail, b.productId);
      if (dup)
        throw ApiError.of('review_not_allowed', 'this e-mail has already reviewed this product');
    }
    const customerId = customer?.id ?? null;
    const id = insertReview(ctx.db, {
      productId: b.productId,
      customerId,
      guestName: customerId === null ? (b.guestName ?? null) : null,
      guestEmail: customerId === null ? (b.guestEmail ?? null) : null,
      rate: b.rate,
      title: b.title ?? null,
      body: b.body,
      imageUrls: b.imageUrls ?? [],
      isVerifiedBuyer: verified,
      isPublished: b.rate >= settings.autoPublishMinRate,
      createdAt: ctx.clock.now(),
    });
    const review = requireReview(ctx, id);
    ctx.emit('v1/review/created', { review, customer: review.customer });
    // A published review by a customer pays the review rules (balanceUpdated follows).
    if (customer) awardReviewPoints(ctx, customer, id);
    return review;
  },

  addReplyToReview: (ctx, b) => {
    requireReviewRow(ctx, b.reviewId);
    ctx.db
      .prepare(
        `INSERT INTO review_replies (review_id, body, status, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(review_id) DO UPDATE SET body = excluded.body, status = excluded.status`,
      )
      .run(b.reviewId, b.reply.body, b.reply.status, ctx.clock.now());
    const review = requireReview(ctx, b.reviewId);
    ctx.emit('v1/review/updated', { review, customer: review.customer });
    return { reply: { body: b.reply.body, status: b.reply.status } };
  },

  voteForReview: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    requireReviewRow(ctx, b.reviewId);
    const added = ctx.db
      .prepare(
        'INSERT OR IGNORE INTO review_votes (review_id, customer_id, created_at) VALUES (?, ?, ?)',
      )
      .run(b.reviewId, customer.id, ctx.clock.now()).changes;
    if (added) ctx.db.prepare('UPDATE reviews SET votes = votes + 1 WHERE id = ?').run(b.reviewId);
    const review = requireReview(ctx, b.reviewId);
    if (added) ctx.emit('v1/review/updated', { review, customer: customerRef(customer) });
    return { votes: review.votes };
  },

  removeVoteFromReview: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    requireReviewRow(ctx, b.reviewId);
    const removed = ctx.db
      .prepare('DELETE FROM review_votes WHERE review_id = ? AND customer_id = ?')
      .run(b.reviewId, customer.id).changes;
    if (removed) {
      ctx.db.prepare('UPDATE reviews SET votes = MAX(votes - 1, 0) WHERE id = ?').run(b.reviewId);
    }
    const review = requireReview(ctx, b.reviewId);
    if (removed) ctx.emit('v1/review/updated', { review, customer: customerRef(customer) });
    return { votes: review.votes };
  },

  getQuestions: (ctx, q) => {
    const { customerIdentifier, ...rest } = q;
    const customerId = customerFilter(ctx, customerIdentifier);
    const page = listQuestions(ctx.db, {
      ...rest,
      ...(customerId !== undefined && { customerId }),
    });
    return {
      totalCount: page.totalCount,
      currentOffset: q.offset,
      perPage: q.perPage,
      items: page.items,
    };
  },

  createQuestion: (ctx, b) => {
    requireProduct(ctx.db, b.productId);
    let customerId: number | null = null;
    if (b.customerIdentifier !== undefined) {
      customerId = requireCustomerOf(ctx.db, b.customerIdentifier).id;
    } else {
      guestAllowed(ctx);
    }
    // Questions wait for the store's moderation (POST /sandbox/questions/moderate).
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO questions (product_id, customer_id, guest_name, guest_email, body, is_published, created_at)
           VALUES (?, ?, ?, ?, ?, 0, ?)`,
        )
        .run(
          b.productId,
          customerId,
          customerId === null ? (b.guestName ?? null) : null,
          customerId === null ? (b.guestEmail ?? null) : null,
          b.body,
          ctx.clock.now(),
        ).lastInsertRowid,
    );
    const question = requireQuestion(ctx.db, id);
    ctx.emit('v1/question/created', { question, customer: question.customer });
    return question;
  },

  createAnswer: (ctx, b) => {
    const customerId =
      b.customerIdentifier === undefined
        ? null
        : requireCustomerOf(ctx.db, b.customerIdentifier).id;
    requireQuestion(ctx.db, b.questionId);
    const id = Number(
      ctx.db
        .prepare(
          'INSERT INTO answers (question_id, customer_id, body, is_published, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(b.questionId, customerId, b.answer.body, b.answer.isPublished ? 1 : 0, ctx.clock.now())
        .lastInsertRowid,
    );
    const answer = requireAnswer(ctx.db, id);
    ctx.emit('v1/answer/created', { answer, customer: answer.customer });
    return { answer };
  },
};
