import { z } from 'zod';
import {
  Count,
  CustomerRef,
  Decimal,
  Id,
  ProductRef,
  PublicCustomerRef,
  Timestamp,
} from '../primitives.js';

/** Sort options of E18; `mostRecent` is the default. */
export const REVIEW_SORTS = [
  'mostRelevant',
  'mostRecent',
  'mostHelpful',
  'highestRating',
  'lowestRating',
  'withPhotos',
] as const;
/** Sort options of E26; `idDesc` is the default. */
export const QUESTION_SORTS = ['idAsc', 'idDesc', 'dateAsc', 'dateDesc'] as const;

/** The store's reply to a review. */
export const ReviewReply = z.object({ body: z.string(), status: z.string() });

function reviewOf<C extends z.ZodType>(customer: C) {
  return z.object({
    id: Id,
    title: z.string().nullable(),
    body: z.string(),
    rate: z.int().min(1).max(5),
    votes: Count,
    isPublished: z.boolean(),
    isPinned: z.boolean(),
    isVerifiedBuyer: z.boolean(),
    createdAt: Timestamp,
    /** The author; null for a guest review. */
    customer: customer.nullable(),
    /** Null for a shop review. */
    product: ProductRef.nullable(),
    reply: ReviewReply.nullable(),
    /** Present when the request asked `withCustomerDisplayName`. */
    customerDisplayName: z.string().optional(),
    /** Image URLs (docs/operations.md). */
    images: z.array(z.string()),
  });
}

/** Review (spec 2.11). */
export const Review = reviewOf(CustomerRef);
export type Review = z.infer<typeof Review>;
/** A review as the storefront sees it: no author e-mail or phone. */
export const PublicReview = reviewOf(PublicCustomerRef);
export type PublicReview = z.infer<typeof PublicReview>;

function answerOf<C extends z.ZodType>(customer: C) {
  return z.object({
    id: Id,
    questionId: Id,
    customer: customer.nullable(),
    body: z.string(),
    createdAt: Timestamp,
    isPublished: z.boolean(),
    /** Present when the request asked `withCustomerDisplayName`. */
    customerDisplayName: z.string().optional(),
  });
}

function questionOf<C extends z.ZodType>(customer: C) {
  return z.object({
    id: Id,
    body: z.string(),
    customer: customer.nullable(),
    product: ProductRef,
    createdAt: Timestamp,
    isPublished: z.boolean(),
    answers: z.array(answerOf(customer)),
    customerDisplayName: z.string().optional(),
  });
}

/** Answer (spec 2.12). */
export const Answer = answerOf(CustomerRef);
export type Answer = z.infer<typeof Answer>;
/** Question with its answers (spec 2.12). */
export const Question = questionOf(CustomerRef);
export type Question = z.infer<typeof Question>;
export const PublicAnswer = answerOf(PublicCustomerRef);
export const PublicQuestion = questionOf(PublicCustomerRef);
export type PublicQuestion = z.infer<typeof PublicQuestion>;

/** Basic rating summary, E19 (spec 2.13). */
export const RatingSummary = z.object({
  productId: Id,
  avgRate: Decimal,
  totalCount: Count,
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** Star distribution of published reviews. */
export const StarsDistribution = z.object({
  oneStar: Count,
  twoStars: Count,
  threeStars: Count,
  fourStars: Count,
  fiveStars: Count,
});

/** Extended rating summary, E20 (spec 2.13). */
export const ExtendedRatingSummary = z.object({
  reviewCount: Count,
  starsAverage: Decimal,
  productId: Id,
  starsDistribution: StarsDistribution.optional(),
  mediaCount: Count.optional(),
  replyCount: Count.optional(),
});
export type ExtendedRatingSummary = z.infer<typeof ExtendedRatingSummary>;
