import type { z } from 'zod';
import type { CustomerProfile, Operations } from '../../api/index.js';
import type { StorefrontOperationName, StorefrontOutput } from '../../client/index.js';
import type { MockDb } from '../db.js';

/** Who calls, as the mock proxy knows it from the token. */
export interface MockContext {
  db: MockDb;
  /** The customer of the session, or null for a guest. */
  customer: CustomerProfile | null;
  /** The guest session token of the session. */
  sessionToken: string;
  /** A header of the request (the share token of a gifter's order), or null. */
  header(name: string): string | null;
}

/** Answers one operation from the db; throws `ApiError` to refuse. */
export type Resolver<K extends StorefrontOperationName> = (
  input: z.output<Operations[K]['request']>,
  ctx: MockContext,
) => StorefrontOutput<K>;

/** One resolver per storefront operation (the type makes the set complete). */
export type Resolvers = { [K in StorefrontOperationName]: Resolver<K> };

/** Returns `page` of `list` (1-based). */
export function paginate<T>(list: T[], page: number, perPage: number): T[] {
  return list.slice((page - 1) * perPage, page * perPage);
}

/** The customer, or the 401 the proxy answers a guest for a customer operation. */
export function requireCustomer(ctx: MockContext): CustomerProfile {
  if (!ctx.customer) throw new MockRefusal(401, 'unauthorized', 'Sign in first.');
  return ctx.customer;
}

/** A refusal a resolver throws; the handler answers it as problem+json. */
export class MockRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}
