import { ApiError, type Operation } from '../../src/api/index.js';
import type { Caller } from './caller.js';

/** Fields a browser may never set: identity and the filters the proxy forces. */
const IDENTITY_FIELDS = ['customerIdentifier', 'sessionToken'] as const;

/**
 * Binds a request to the caller (operations.md): identity fields are replaced from the verified
 * token, never trusted; the filters the table names are forced or dropped. Throws 401 when the
 * operation needs an identity the caller lacks. Answers the request to validate and send.
 */
export function bindRequest(
  op: Operation,
  caller: Caller,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...raw };
  for (const field of IDENTITY_FIELDS) delete input[field];

  switch (op.policy) {
    case 'server':
      throw ApiError.of('forbidden', 'this operation is not available to a storefront');
    case 'customer':
      if (caller.kind !== 'customer')
        throw ApiError.of('unauthorized', 'sign in as a customer first');
      input.customerIdentifier = caller.customerId;
      break;
    case 'owner':
      if (caller.kind === 'anonymous')
        throw ApiError.of('unauthorized', 'a storefront session is required');
      if (caller.kind === 'customer') input.customerIdentifier = caller.customerId;
      else if (op.group === 'wishlists') input.sessionToken = caller.sessionToken;
      break;
    case 'public+me':
      if (caller.kind === 'customer') input.customerIdentifier = caller.customerId;
      break;
    case 'public':
      // Public reads stay shared; only the gifter's draft order (E47) names a signed-in gifter.
      if (caller.kind === 'customer' && op.name === 'createDraftOrderFromGiftRegistry') {
        input.customerIdentifier = caller.customerId;
      }
      break;
  }
  FORCED[op.name]?.(input, caller);
  return input;
}

/** Forced and dropped fields per operation (operations.md, "notes for the proxy"). */
const FORCED: Record<string, (input: Record<string, unknown>, caller: Caller) => void> = {
  getReferralSessions(input, caller) {
    delete input.customerIdentifier;
    delete input.referredIdentifier;
    delete input.orderId;
    delete input.status;
    if (caller.kind === 'customer') input.referrerIdentifier = caller.customerId;
  },
  getReviews(input) {
    input.onlyPublishedReviews = true;
    delete input.onlyUnpublishedReviews;
  },
  getQuestions(input) {
    input.onlyPublishedQuestions = true;
    delete input.onlyUnpublishedQuestions;
  },
  createReview: dropGuestFieldsForCustomer,
  createQuestion: dropGuestFieldsForCustomer,
  createAnswer(input) {
    // Answers from shoppers wait for moderation.
    if (input.answer && typeof input.answer === 'object' && !Array.isArray(input.answer)) {
      input.answer = { ...(input.answer as Record<string, unknown>), isPublished: false };
    }
  },
};

function dropGuestFieldsForCustomer(input: Record<string, unknown>, caller: Caller): void {
  if (caller.kind === 'customer') {
    delete input.guestName;
    delete input.guestEmail;
  }
}
