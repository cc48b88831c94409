import type { Operation } from '../operation.js';
import * as customers from './customers.js';
import * as galleries from './galleries.js';
import * as giftRegistries from './giftRegistries.js';
import * as reviews from './reviews.js';
import * as rewards from './rewards.js';
import * as webhooks from './webhooks.js';
import * as wishlists from './wishlists.js';

/**
 * THE operation table (spec/operations.md), keyed by operation name. The sandbox's routes, the
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

/** The table as a list, in spec order (E2 ... E56). */
export const operationList: readonly Operation[] = Object.values(operations)
  .map((op) => op as unknown as Operation)
  .sort((a, b) => specOrder(a.id) - specOrder(b.id));

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
