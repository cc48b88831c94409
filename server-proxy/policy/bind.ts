import { ApiError, IDENTITY_FIELDS, invalidRequest } from '../../src/api/index.js';
import type { Binding, Plan } from '../plan/types.js';
import type { Caller } from './caller.js';

/**
 * Binds a request to the caller by the plan's binding (docs/operations.md): a caller the policy
 * refuses gets its 401; identity fields are replaced from the verified token, never trusted;
 * the fields the contract binds are set or dropped; then the row's `force` runs. Answers the
 * request to validate and send.
 */
export function bindRequest(
  binding: Binding,
  caller: Caller,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const refusal = binding.refused[caller.kind];
  if (refusal) throw ApiError.of(refusal.code, refusal.detail);
  const input: Record<string, unknown> = { ...raw };
  for (const field of IDENTITY_FIELDS) delete input[field];
  if (caller.kind === 'customer' && binding.identity.customer)
    input[binding.identity.customer] = caller.customerId;
  else if (caller.kind === 'guest' && binding.identity.guest)
    input[binding.identity.guest] = caller.sessionToken;
  for (const [field, how] of binding.fields) {
    if (how === 'self' && caller.kind === 'customer') input[field] = caller.customerId;
    else if (typeof how === 'object') input[field] = how.value;
    else delete input[field];
  }
  binding.force?.(input, caller);
  return input;
}

/** The request bound to the caller by the plan, then validated (else 400). */
export function bindValid(
  plan: Plan,
  caller: Caller,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const { op } = plan;
  const parsed = op.request.safeParse(bindRequest(plan.binding, caller, raw));
  if (!parsed.success) throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
  return parsed.data;
}
