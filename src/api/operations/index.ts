import type { z } from 'zod';
import type { Operation } from '../operation.js';
import * as customers from './customers.js';
import * as galleries from './galleries.js';
import * as giftRegistries from './giftRegistries.js';
import * as reviews from './reviews.js';
import * as rewards from './rewards.js';
import * as webhooks from './webhooks.js';
import * as wishlists from './wishlists.js';

/**
 * THE operation table (docs/operations.md is generated from it), keyed by operation name. The sandbox's routes, the
 * proxy's policy, the client's calls, the mocks and the OpenAPI document all read it.
 */
export const operations = {
  ...customers,
  ...rewards,
  ...reviews,
  ...wishlists,
  ...giftRegistries,
  ...galleries,
  ...webhooks,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

/** One row of the table with its own schemas, and usable wherever an `Operation` is. */
export type OperationOf<N extends OperationName> = Operation<
  N,
  Operations[N]['request'],
  Operations[N]['response'],
  Operations[N]['storefrontResponse'],
  Operations[N]['policy']
>;

/** The request an operation takes, in JSON shape before defaults (what a caller sends). */
export type InputOf<N extends OperationName> = z.input<Operations[N]['request']>;
/** What the upstream answers an operation. */
export type OutputOf<N extends OperationName> = z.output<Operations[N]['response']>;
/** What the proxy answers a storefront for an operation (redacted; redeem's reward). */
export type StorefrontOutputOf<N extends OperationName> = z.output<
  Operations[N]['storefrontResponse']
>;

// Each row checked against the general row type once, here; indexing this mapped type with a
// generic name keeps the name (`table[name]` is an `OperationOf<N>`), so callers need no cast.
const table: { readonly [N in OperationName]: OperationOf<N> } = operations;

/** The row of an operation by name, typed by that name. */
export function operation<N extends OperationName>(name: N): OperationOf<N> {
  return table[name];
}

/** The table as a list, in spec order (E2 ... E56). */
export const operationList: readonly Operation[] = Object.values(table).sort(
  (a, b) => specOrder(a.id) - specOrder(b.id),
);

function specOrder(id: string): number {
  const m = /^E(\d+)([a-z]?)$/.exec(id);
  return m ? Number(m[1]) * 10 + (m[2] ? m[2].charCodeAt(0) - 96 : 0) : Number.MAX_SAFE_INTEGER;
}

const byPath = new Map(operationList.map((op) => [`${op.method} ${op.path}`, op]));
const byId = new Map(operationList.map((op) => [op.id, op]));

/** The operation at a method and path, if any. */
export function findOperation(method: string, path: string): Operation | undefined {
  return byPath.get(`${method.toUpperCase()} ${path}`);
}

/** Whether some operation lives at this path (with whatever method). */
export function isOperationPath(path: string): boolean {
  return byPath.has(`GET ${path}`) || byPath.has(`POST ${path}`);
}

/** The operation with a spec id (`E11`). */
export function operationById(id: string): Operation | undefined {
  return byId.get(id);
}
