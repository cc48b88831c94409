import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  Count,
  CustomerIdentifier,
  HttpUrl,
  Id,
  OffsetPaging,
  nonBlank,
  requiredOneOf,
  uniqueProductIds,
} from '../primitives.js';
import {
  Answer,
  ExtendedRatingSummary,
  PublicAnswer,
  PublicQuestion,
  PublicReview,
  Question,
  RatingSummary,
  Review,
  QUESTION_SORTS,
  REVIEW_SORTS,
  ReviewReply,
} from '../resources/reviews.js';

const Rate = z.int().min(1).max(5);
const GuestName = nonBlank(100);
const GuestEmail = z.email().max(320);

/** Without a customer, a guest must give a name and an e-mail (E22, E27). */
const GUEST_RULE = requiredOneOf(['customerIdentifier'], ['guestName', 'guestEmail']);

function requireGuestFields(
  b: {
    customerIdentifier?: string | undefined;
    guestName?: string | undefined;
    guestEmail?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (b.customerIdentifier !== undefined) return;
  for (const key of ['guestName', 'guestEmail'] as const) {
    if (b[key] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key} is required without a customerIdentifier`,
      });
    }
  }
}

function listOf<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: Count, currentOffset: Count, perPage: Id, items: z.array(item) });
}

export const getReviews = defineOperation({
  id: 'E18',
  group: 'reviews',
  name: 'getReviews',
  method: 'GET',
  scope: 'read_review',
  policy: 'public',
  summary: 'Get reviews with filters, search, sorting and offset paging (formerly getReviewList).',
  request: z.object({
    customerIdentifier: CustomerIdentifier.optional(),
    reviewId: Id.optional(),
    productId: Id.optional(),
    onlyPublishedReviews: z.boolean().optional(),
    onlyUnpublishedReviews: z.boolean().optional(),
    onlyShopReviews: z.boolean().optional(),
    onlyProductReviews: z.boolean().optional(),
    onlyWithPhotos: z.boolean().optional(),
    onlyPinnedReviews: z.boolean().optional(),
    rate: Rate.optional(),
    /** Matches the review title, body, or product title. */
    search: z.string().max(200).optional(),
    sortingOption: z.enum(REVIEW_SORTS).default('mostRecent'),
    ...OffsetPaging,
    withCustomerDisplayName: z.boolean().optional(),
  }),
  response: listOf(Review),
  storefrontResponse: listOf(PublicReview),
});

export const getProductAverageRatings = defineOperation({
  id: 'E19',
  group: 'reviews',
  name: 'getProductAverageRatings',
  method: 'GET',
  scope: 'read_review',
  policy: 'public',
  summary: 'Get the average rating and count of up to 50 products (repeated `productIds`).',
  request: z.object({
    productIds: uniqueProductIds(50),
  }),
  response: z.array(RatingSummary),
});

export const getProductRatings = defineOperation({
  id: 'E20',
  group: 'reviews',
  name: 'getProductRatings',
  method: 'GET',
  scope: 'read_review',
  policy: 'public',
  summary: 'Get extended ratings of up to 20 products (comma-separated `productIds`).',
  request: z.object({
    productIds: uniqueProductIds(20),
    withStarsDistribution: z.boolean().optional(),
    withMediaCount: z.boolean().optional(),
    withReplyCount: z.boolean().optional(),
  }),
  response: z.array(ExtendedRatingSummary),
  commaArrays: ['productIds'],
});

export const canCreateReview = defineOperation({
  id: 'E21',
  group: 'reviews',
  name: 'canCreateReview',
  method: 'GET',
  scope: 'read_review',
  policy: 'customer',
  summary:
    'Whether a customer may review a product; a refusal is in the body (formerly canLeaveReview).',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    productId: Id.nullable().optional(),
  }),
  response: z.object({ canCreateReview: z.boolean(), message: z.string() }),
});

export const createReview = defineOperation({
  id: 'E22',
  group: 'reviews',
  name: 'createReview',
  method: 'POST',
  scope: 'write_review',
  policy: 'owner',
  summary: 'Create a product review, as a customer or a guest (formerly leaveReview).',
  request: z
    .object({
      customerIdentifier: CustomerIdentifier.optional(),
      productId: Id,
      rate: Rate,
      title: z.string().max(250).nullable().optional(),
      body: nonBlank(25000),
      guestName: GuestName.optional(),
      guestEmail: GuestEmail.optional(),
      imageUrls: z.array(HttpUrl).max(5).optional(),
      consent: z.literal('consented').optional(),
    })
    .superRefine(requireGuestFields)
    .meta({ allOf: [GUEST_RULE] }),
  response: Review,
  storefrontResponse: PublicReview,
});

export const addReplyToReview = defineOperation({
  id: 'E23',
  group: 'reviews',
  name: 'addReplyToReview',
  method: 'POST',
  scope: 'write_review',
  policy: 'server',
  summary: "Add the store's reply to a review (formerly addReply).",
  request: z.object({
    reviewId: Id,
    reply: z.object({
      body: nonBlank(25000),
      status: z.string().min(1).default('public'),
    }),
  }),
  response: z.object({ reply: ReviewReply }),
});

const VoteRequest = z.object({ customerIdentifier: CustomerIdentifier, reviewId: Id });
const VoteResponse = z.object({ votes: Count });

export const voteForReview = defineOperation({
  id: 'E24',
  group: 'reviews',
  name: 'voteForReview',
  method: 'POST',
  scope: 'write_review',
  policy: 'customer',
  summary: 'Vote a review helpful, once per customer (formerly vote).',
  request: VoteRequest,
  response: VoteResponse,
});

export const removeVoteFromReview = defineOperation({
  id: 'E25',
  group: 'reviews',
  name: 'removeVoteFromReview',
  method: 'POST',
  scope: 'write_review',
  policy: 'customer',
  summary: "Remove a customer's vote from a review (formerly unvote).",
  request: VoteRequest,
  response: VoteResponse,
});

export const getQuestions = defineOperation({
  id: 'E26',
  group: 'reviews',
  name: 'getQuestions',
  method: 'GET',
  scope: 'read_review',
  policy: 'public',
  summary: 'Get product questions with their answers (formerly getQuestionList).',
  request: z.object({
    customerIdentifier: CustomerIdentifier.optional(),
    questionId: Id.optional(),
    productId: Id.optional(),
    onlyPublishedQuestions: z.boolean().optional(),
    onlyUnpublishedQuestions: z.boolean().optional(),
    sortingOption: z.enum(QUESTION_SORTS).default('idDesc'),
    ...OffsetPaging,
    withCustomerDisplayName: z.boolean().optional(),
  }),
  response: listOf(Question),
  storefrontResponse: listOf(PublicQuestion),
});

export const createQuestion = defineOperation({
  id: 'E27',
  group: 'reviews',
  name: 'createQuestion',
  method: 'POST',
  scope: 'write_review',
  policy: 'owner',
  summary: 'Ask a question about a product, as a customer or a guest (formerly leaveQuestion).',
  request: z
    .object({
      customerIdentifier: CustomerIdentifier.optional(),
      body: z.string().min(1).max(15000),
      productId: Id,
      guestName: GuestName.optional(),
      guestEmail: GuestEmail.optional(),
    })
    .superRefine(requireGuestFields)
    .meta({ allOf: [GUEST_RULE] }),
  response: Question,
  storefrontResponse: PublicQuestion,
});

export const createAnswer = defineOperation({
  id: 'E28',
  group: 'reviews',
  name: 'createAnswer',
  method: 'POST',
  scope: 'write_review',
  policy: 'customer',
  summary: 'Answer a question (formerly leaveAnswer).',
  request: z.object({
    customerIdentifier: CustomerIdentifier.optional(),
    questionId: Id,
    answer: z.object({ body: nonBlank(15000), isPublished: z.boolean() }),
  }),
  response: z.object({ answer: Answer }),
  storefrontResponse: z.object({ answer: PublicAnswer }),
});
