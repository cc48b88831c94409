import type { CustomerProfile, PublicReview, RatingSummary } from '../../api/index.js';
import { FIXED_NOW, makeAnswer, makeQuestion, makeReview } from '../fixtures/index.js';
import type { MockDb } from '../db.js';
import { MockRefusal, requireCustomer, type Resolvers } from './types.js';

type ReviewResolvers = Pick<
  Resolvers,
  | 'getReviews'
  | 'getProductAverageRatings'
  | 'getProductRatings'
  | 'canCreateReview'
  | 'createReview'
  | 'voteForReview'
  | 'removeVoteFromReview'
  | 'getQuestions'
  | 'createQuestion'
  | 'createAnswer'
>;

const SORTS: Record<string, (a: PublicReview, b: PublicReview) => number> = {
  mostRelevant: (a, b) => Number(b.isPinned) - Number(a.isPinned) || b.votes - a.votes,
  mostRecent: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  mostHelpful: (a, b) => b.votes - a.votes || a.id - b.id,
  highestRating: (a, b) => b.rate - a.rate || a.id - b.id,
  lowestRating: (a, b) => a.rate - b.rate || a.id - b.id,
  withPhotos: (a, b) => b.images.length - a.images.length || a.id - b.id,
};

/** The rating of a product: a seeded override, else computed from its published reviews. */
export function ratingOf(db: MockDb, productId: number): RatingSummary {
  const seeded = db.ratings.find((r) => r.productId === productId);
  if (seeded) return seeded;
  const rates = db.reviews
    .filter((r) => r.product?.id === productId && r.isPublished)
    .map((r) => r.rate);
  const avgRate = rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0;
  return { productId, avgRate: Math.round(avgRate * 10) / 10, totalCount: rates.length };
}

function findReview(db: MockDb, reviewId: number): PublicReview {
  const review = db.reviews.find((r) => r.id === reviewId);
  if (!review) throw new MockRefusal(404, 'not_found', 'No such review.');
  return review;
}

export const reviewResolvers: ReviewResolvers = {
  getReviews: (input, { db }) => {
    const search = input.search?.toLowerCase();
    const items = db.reviews
      .filter(
        (r) =>
          r.isPublished &&
          (input.productId === undefined || r.product?.id === input.productId) &&
          (!input.onlyShopReviews || r.product === null) &&
          (!input.onlyProductReviews || r.product !== null) &&
          (input.rate === undefined || r.rate === input.rate) &&
          (!input.onlyWithPhotos || r.images.length > 0) &&
          (!input.onlyPinnedReviews || r.isPinned) &&
          (!search || `${r.title ?? ''} ${r.body}`.toLowerCase().includes(search)),
      )
      .sort(SORTS[input.sortingOption]);
    return {
      totalCount: items.length,
      currentOffset: input.offset,
      perPage: input.perPage,
      items: items.slice(input.offset, input.offset + input.perPage),
    };
  },
  getProductAverageRatings: (input, { db }) => input.productIds.map((id) => ratingOf(db, id)),
  getProductRatings: (input, { db }) =>
    input.productIds.map((productId) => {
      const rating = ratingOf(db, productId);
      const mine = db.reviews.filter((r) => r.product?.id === productId && r.isPublished);
      const count = (rate: number) => mine.filter((r) => r.rate === rate).length;
      return {
        productId,
        reviewCount: rating.totalCount,
        starsAverage: rating.avgRate,
        ...(input.withStarsDistribution && {
          starsDistribution: {
            oneStar: count(1),
            twoStars: count(2),
            threeStars: count(3),
            fourStars: count(4),
            fiveStars: count(5),
          },
        }),
        ...(input.withMediaCount && { mediaCount: mine.reduce((n, r) => n + r.images.length, 0) }),
        ...(input.withReplyCount && { replyCount: mine.filter((r) => r.reply).length }),
      };
    }),
  canCreateReview: (_input, ctx) => {
    requireCustomer(ctx);
    return { canCreateReview: true, message: '' };
  },
  createReview: (input, { db, customer }) => {
    const review = makeReview({
      product: { id: input.productId, handle: `product-${input.productId}` },
      rate: input.rate,
      title: input.title ?? null,
      body: input.body,
      votes: 0,
      isVerifiedBuyer: false,
      createdAt: FIXED_NOW,
      customer: customer ? { platformCustomerId: customer.customerId } : null,
      customerDisplayName: customer
        ? `${customer.firstName} ${customer.lastName.slice(0, 1)}.`
        : (input.guestName ?? 'Guest'),
      images: input.imageUrls ?? [],
    });
    db.reviews.unshift(review);
    if (customer && review.isPublished) payReviewRules(db, customer, review.images.length);
    return review;
  },
  voteForReview: (input, ctx) => {
    requireCustomer(ctx);
    const review = findReview(ctx.db, input.reviewId);
    if (!ctx.db.votes.includes(review.id)) {
      ctx.db.votes.push(review.id);
      review.votes += 1;
    }
    return { votes: review.votes };
  },
  removeVoteFromReview: (input, ctx) => {
    requireCustomer(ctx);
    const review = findReview(ctx.db, input.reviewId);
    if (!ctx.db.votes.includes(review.id))
      throw new MockRefusal(404, 'not_found', 'No vote to remove.');
    ctx.db.votes = ctx.db.votes.filter((id) => id !== review.id);
    review.votes -= 1;
    return { votes: review.votes };
  },
  getQuestions: (input, { db }) => {
    const items = db.questions
      .filter(
        (q) => q.isPublished && (input.productId === undefined || q.product.id === input.productId),
      )
      .map((q) => ({ ...q, answers: q.answers.filter((a) => a.isPublished) }))
      .sort((a, b) => (input.sortingOption.endsWith('Asc') ? a.id - b.id : b.id - a.id));
    return {
      totalCount: items.length,
      currentOffset: input.offset,
      perPage: input.perPage,
      items: items.slice(input.offset, input.offset + input.perPage),
    };
  },
  createQuestion: (input, { db, customer }) => {
    const question = makeQuestion({
      body: input.body,
      product: { id: input.productId, handle: `product-${input.productId}` },
      customer: customer ? { platformCustomerId: customer.customerId } : null,
      customerDisplayName: customer ? customer.firstName : (input.guestName ?? 'Guest'),
      createdAt: FIXED_NOW,
      answers: [],
    });
    db.questions.unshift(question);
    return question;
  },
  createAnswer: (input, ctx) => {
    const customer = requireCustomer(ctx);
    const question = ctx.db.questions.find((q) => q.id === input.questionId);
    if (!question) throw new MockRefusal(404, 'not_found', 'No such question.');
    const answer = makeAnswer({
      questionId: question.id,
      body: input.answer.body,
      isPublished: false,
      customer: { platformCustomerId: customer.customerId },
      createdAt: FIXED_NOW,
    });
    question.answers.push(answer);
    return { answer };
  },
};

/** Which published reviews each review rule pays for (as sandbox/loyalty/reviewEarning.ts). */
const REVIEW_RULES: Readonly<Record<string, (photos: number) => boolean>> = {
  product_review: () => true,
  photo_review: (photos) => photos > 0,
};

/** As the service: a customer's published review pays the review rules, times the tier. */
function payReviewRules(db: MockDb, customer: CustomerProfile, photos: number): void {
  const tier = db.tiers.find((t) => t.id === customer.currentTier.id);
  for (const rule of db.earningRules) {
    if (!REVIEW_RULES[rule.type]?.(photos)) continue;
    const points = (rule.rewarding.points ?? 0) * (tier?.pointsMultiplier ?? 1);
    customer.pointsBalance = Math.round((customer.pointsBalance + points) * 100) / 100;
  }
}
