import type { Operation } from './operation.js';
import { IDENTITY_FIELDS } from './operation.js';
import type { Operations, OperationName } from './operations/index.js';

type RequestField<N extends OperationName> = keyof Operations[N]['request']['shape'] & string;

/**
 * Request fields the proxy decides for a storefront beyond identity (docs/operations.md, "notes for the
 * proxy"): it forces or drops them, so a storefront request does not carry them.
 */
export const STOREFRONT_BOUND_FIELDS: {
  readonly [N in OperationName]?: readonly RequestField<N>[];
} = {
  getReferralSessions: ['referredIdentifier', 'referrerIdentifier', 'orderId', 'status'],
  getReviews: ['onlyPublishedReviews', 'onlyUnpublishedReviews'],
  getQuestions: ['onlyPublishedQuestions', 'onlyUnpublishedQuestions'],
};

/** Every request field of an operation that a storefront does not send: identity and the above. */
export function storefrontBoundFields(op: Operation): readonly string[] {
  return [...IDENTITY_FIELDS, ...(STOREFRONT_BOUND_FIELDS[op.name as OperationName] ?? [])];
}
