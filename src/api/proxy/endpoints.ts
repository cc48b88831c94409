import type { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { HttpMethod } from '../operation.js';
import {
  RegistryShareLink,
  RegistryShareParams,
  RegistryShareRequest,
  SharedRegistry,
} from './registryShare.js';
import { SessionAnswer, SessionRequest, ShopifyAppProxyQuery } from './session.js';
import {
  SharedWishlist,
  WishlistShareLink,
  WishlistShareParams,
  WishlistShareRequest,
} from './wishlistShare.js';

/**
 * Who may call a proxy endpoint: `none` needs no token (the path carries the proof), `optional`
 * reads a token when one is sent, `session` needs any storefront token, `customer` a customer's.
 */
export type ProxyAuth = 'none' | 'optional' | 'session' | 'customer';

/** One endpoint of the proxy's own API (beside the storefront operations it passes on). */
export interface ProxyEndpoint<
  Name extends string = string,
  Params extends z.ZodObject | null = z.ZodObject | null,
  Query extends z.ZodObject | null = z.ZodObject | null,
  Body extends z.ZodObject | null = z.ZodObject | null,
  Res extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly method: HttpMethod;
  /** Relative to the proxy URL; path parameters as `{name}` (OpenAPI's form). */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly auth: ProxyAuth;
  /** Path parameters, or null. */
  readonly params: Params;
  /** Query parameters, or null. */
  readonly query: Query;
  /** The JSON body, or null; `bodyOptional` when an absent body is the same as `{}`. */
  readonly body: Body;
  readonly bodyOptional: boolean;
  /** What a success (200) answers. */
  readonly response: Res;
  /** The problem codes it may answer besides `invalid_request` and the server's failures. */
  readonly errors: readonly ErrorCode[];
}

/** Declares a proxy endpoint; unset parts are null. */
function defineEndpoint<
  Name extends string,
  Res extends z.ZodType,
  Params extends z.ZodObject | null = null,
  Query extends z.ZodObject | null = null,
  Body extends z.ZodObject | null = null,
>(input: {
  name: Name;
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  auth: ProxyAuth;
  params?: Params;
  query?: Query;
  body?: Body;
  bodyOptional?: boolean;
  response: Res;
  errors: readonly ErrorCode[];
}): ProxyEndpoint<Name, Params, Query, Body, Res> {
  return {
    name: input.name,
    method: input.method,
    path: input.path,
    summary: input.summary,
    auth: input.auth,
    params: (input.params ?? null) as Params,
    query: (input.query ?? null) as Query,
    body: (input.body ?? null) as Body,
    bodyOptional: input.bodyOptional ?? false,
    response: input.response,
    errors: input.errors,
  };
}

/**
 * The proxy's own API (docs/architecture.md, The proxy): the proxy's routes, the client, the mocks and
 * `docs/storefront-openapi.json` read it, as they read the operation table.
 */
export const proxyEndpoints = {
  session: defineEndpoint({
    name: 'session',
    method: 'POST',
    path: '/session',
    summary:
      'Open or renew a storefront session: a storefront JWT for a proven customer or a guest.',
    auth: 'optional',
    query: ShopifyAppProxyQuery,
    body: SessionRequest,
    bodyOptional: true,
    response: SessionAnswer,
    errors: [
      'unauthorized',
      'forbidden',
      'unsupported_media_type',
      'payload_too_large',
      'rate_limited',
    ],
  }),
  createRegistryShare: defineEndpoint({
    name: 'createRegistryShare',
    method: 'POST',
    path: '/registry-share',
    summary: "Share one of the signed-in customer's gift registries: a token for gifters' links.",
    auth: 'customer',
    body: RegistryShareRequest,
    response: RegistryShareLink,
    errors: ['unauthorized', 'not_found', 'unsupported_media_type', 'payload_too_large'],
  }),
  sharedRegistry: defineEndpoint({
    name: 'sharedRegistry',
    method: 'GET',
    path: '/registry-share/{token}',
    summary: 'A gift registry as a gifter sees it through its share link, without the address.',
    auth: 'none',
    params: RegistryShareParams,
    response: SharedRegistry,
    errors: ['not_found'],
  }),
  createWishlistShare: defineEndpoint({
    name: 'createWishlistShare',
    method: 'POST',
    path: '/wishlist-share',
    summary: "Share one of the shopper's own wishlists (not a private one): a token for friends.",
    auth: 'session',
    body: WishlistShareRequest,
    response: WishlistShareLink,
    errors: [
      'unauthorized',
      'not_found',
      'conflict',
      'unsupported_media_type',
      'payload_too_large',
    ],
  }),
  sharedWishlist: defineEndpoint({
    name: 'sharedWishlist',
    method: 'GET',
    path: '/wishlist-share/{token}',
    summary: 'A wishlist as a friend sees it through its share link: title and items, read-only.',
    auth: 'none',
    params: WishlistShareParams,
    response: SharedWishlist,
    errors: ['not_found'],
  }),
} as const;

export type ProxyEndpoints = typeof proxyEndpoints;
/** The name of a proxy endpoint (`session`, `createRegistryShare`, `sharedRegistry`, …). */
export type ProxyEndpointName = keyof ProxyEndpoints;

/** The endpoints as a list, in the table's order. */
export const proxyEndpointList: readonly ProxyEndpoint[] = Object.values(proxyEndpoints);

/** The path as routers write it (`/registry-share/:token`), for Hono and MSW. */
export function routePattern(endpoint: ProxyEndpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}

/** The path with its parameters filled in and encoded (`/registry-share/abc`). */
export function endpointPath(endpoint: ProxyEndpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${endpoint.name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
