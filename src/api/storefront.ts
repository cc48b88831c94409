import type { Operation } from './operation.js';
import { IDENTITY_FIELDS } from './operation.js';
import type { Operations, OperationName } from './operations/index.js';

type RequestField<N extends OperationName> = keyof Operations[N]['request']['shape'] & string;

/** How the proxy sets a request field that a storefront does not send, beyond identity. */
export type BoundField =
  /** Always this value. */
  | { readonly value: string | number | boolean }
  /** Never sent on: the API's default applies. */
  | 'dropped'
  /** The signed-in customer's own id (dropped for anyone else). */
  | 'self';

/**
 * Request fields the proxy decides for a storefront beyond identity (docs/operations.md, "notes for
 * the proxy"), and how: the proxy binds them so (server-proxy/plan/), and the storefront's
 * OpenAPI document leaves them out. Typed by operation and request field: a typo fails tsc.
 */
export const STOREFRONT_BINDING: {
  readonly [N in OperationName]?: { readonly [F in RequestField<N>]?: BoundField };
} = {
  // The customer's own referrals, as the referrer: no other filter.
  getReferralSessions: {
    referrerIdentifier: 'self',
    referredIdentifier: 'dropped',
    orderId: 'dropped',
    status: 'dropped',
  },
  getReviews: { onlyPublishedReviews: { value: true }, onlyUnpublishedReviews: 'dropped' },
  getQuestions: { onlyPublishedQuestions: { value: true }, onlyUnpublishedQuestions: 'dropped' },
};

/** The binding of an operation's fields, by the operation's name as a string. */
const BINDING: Readonly<Partial<Record<string, Readonly<Record<string, BoundField>>>>> =
  STOREFRONT_BINDING;

/** How the proxy binds an operation's request fields beyond identity, field by field. */
export function storefrontBinding(op: Operation): readonly (readonly [string, BoundField])[] {
  return Object.entries(BINDING[op.name] ?? {});
}

/** Every request field of an operation that a storefront does not send: identity and the above. */
export function storefrontBoundFields(op: Operation): readonly string[] {
  return [...IDENTITY_FIELDS, ...storefrontBinding(op).map(([field]) => field)];
}
