import { ApiError, invalidRequest, type Operation } from '../../src/api/index.js';
import type { Caller } from './caller.js';
import type { AnyRule } from './rule.js';

/** Fields a browser may never set: identity and the filters the proxy forces. */
const IDENTITY_FIELDS = ['customerIdentifier', 'sessionToken'] as const;

/**
 * Binds a request to the caller (docs/operations.md): identity fields are replaced from the verified
 * token, never trusted; then the rule's `force` forces or drops its filters. Throws 401 when the
 * operation needs an identity the caller lacks. Answers the request to validate and send.
 */
export function bindRequest(
  op: Operation,
  force: AnyRule['force'],
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
      // Public reads stay shared: no identity (a rule may name a signed-in gifter, E47).
      break;
  }
  force?.(input, caller);
  return input;
}

/** The request bound to the caller by the policy and the rule, then validated (else 400). */
export function bindValid(
  op: Operation,
  rule: Pick<AnyRule, 'force'>,
  caller: Caller,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = op.request.safeParse(bindRequest(op, rule.force, caller, raw));
  if (!parsed.success) throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
  return parsed.data;
}
