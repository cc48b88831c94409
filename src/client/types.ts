import type { z } from 'zod';
import type { IdentityField, OperationName, Operations } from '../api/index.js';

/** Names of the operations a browser may call through the proxy (policy other than `server`). */
export type StorefrontOperationName = {
  [K in OperationName]: Operations[K]['policy'] extends 'server' ? never : K;
}[OperationName];

/** What the browser sends for an operation: its request (JSON shape) without identity fields. */
export type StorefrontInput<K extends StorefrontOperationName> = Omit<
  z.input<Operations[K]['request']>,
  IdentityField
>;

/** What the proxy answers the browser for an operation (redacted, redeem's reward). */
export type StorefrontOutput<K extends StorefrontOperationName> = z.output<
  Operations[K]['storefrontResponse']
>;

/** Per-call options. */
export interface CallOptions {
  /** Cancels the request (react-query passes one). */
  signal?: AbortSignal;
  /** Idempotency key of a write; a fresh UUID when absent. */
  idempotencyKey?: string;
  /** A registry share token: a gifter's draft order (E47) is allowed only with it. */
  registryShare?: string;
}

/** One typed method: the input is optional when every field of it is. */
export type StorefrontMethod<K extends StorefrontOperationName> =
  Record<never, never> extends StorefrontInput<K>
    ? (input?: StorefrontInput<K>, options?: CallOptions) => Promise<StorefrontOutput<K>>
    : (input: StorefrontInput<K>, options?: CallOptions) => Promise<StorefrontOutput<K>>;

/** One method per storefront operation, named like the operation (`client.getReviews(...)`). */
export type StorefrontMethods = { [K in StorefrontOperationName]: StorefrontMethod<K> };
