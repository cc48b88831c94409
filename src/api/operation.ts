import type { z } from 'zod';

/** Access scopes of spec section 5. */
export const SCOPES = [
  'read_customer',
  'write_customer',
  'read_wishlist',
  'write_wishlist',
  'read_gift_registry',
  'write_gift_registry',
  'read_review',
  'write_review',
  'read_gallery',
  'read_reward',
  'write_reward',
] as const;
export type Scope = (typeof SCOPES)[number];

/** Storefront policy of docs/operations.md: what the proxy lets a browser do. */
export type Policy = 'public' | 'public+me' | 'customer' | 'owner' | 'server';

export type HttpMethod = 'GET' | 'POST';

/**
 * Request fields that name who acts. The proxy fills them from the verified storefront token and
 * drops whatever a browser sends in them, so a storefront request never carries them.
 */
export const IDENTITY_FIELDS = ['customerIdentifier', 'sessionToken'] as const;
/** One of `IDENTITY_FIELDS`. */
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** An API resource group, the middle segment of `/v2/{group}/{name}`. */
export type Group =
  | 'oauth'
  | 'customers'
  | 'rewards'
  | 'reviews'
  | 'wishlists'
  | 'giftRegistries'
  | 'galleries'
  | 'webhooks';

/** One row of the operation table. */
export interface Operation<
  Name extends string = string,
  Req extends z.ZodObject = z.ZodObject,
  Res extends z.ZodType = z.ZodType,
  SRes extends z.ZodType = Res,
  P extends Policy = Policy,
> {
  /** Spec id: E2, E3a, ... E56. */
  readonly id: string;
  readonly name: Name;
  readonly group: Group;
  readonly method: HttpMethod;
  readonly path: `/v2/${string}`;
  /** Scope the access token must carry; null where the spec names none (webhooks). */
  readonly scope: Scope | null;
  readonly policy: P;
  readonly summary: string;
  /** Query (GET) or body (POST), in JSON shape; decode a query string with `decodeQuery`. */
  readonly request: Req;
  /** What the upstream answers. */
  readonly response: Res;
  /** What the proxy answers a storefront, when it differs (redaction, redeem's reward). */
  readonly storefrontResponse: SRes;
  /** Query array parameters sent comma-separated (the others repeat the parameter). */
  readonly commaArrays: readonly string[];
}

interface OperationInput<Name extends string, Req, Res, SRes, P extends Policy> {
  id: string;
  group: Group;
  name: Name;
  method: HttpMethod;
  scope: Scope | null;
  policy: P;
  summary: string;
  request: Req;
  response: Res;
  storefrontResponse?: SRes;
  commaArrays?: readonly string[];
  /** Only where the real service differs from `/v2/{group}/{name}`. */
  path?: `/v2/${string}`;
}

/** Declares one operation; the path follows `/v2/{group}/{name}` unless given. */
export function defineOperation<
  Name extends string,
  Req extends z.ZodObject,
  Res extends z.ZodType,
  SRes extends z.ZodType,
  P extends Policy = Policy,
>(
  input: OperationInput<Name, Req, Res, SRes, P> & { storefrontResponse: SRes },
): Operation<Name, Req, Res, SRes, P>;
/** Declares one operation whose storefront answer is the upstream's. */
export function defineOperation<
  Name extends string,
  Req extends z.ZodObject,
  Res extends z.ZodType,
  P extends Policy = Policy,
>(input: OperationInput<Name, Req, Res, never, P>): Operation<Name, Req, Res, Res, P>;
export function defineOperation(
  input: OperationInput<string, z.ZodObject, z.ZodType, z.ZodType, Policy>,
): Operation {
  return {
    id: input.id,
    name: input.name,
    group: input.group,
    method: input.method,
    path: input.path ?? `/v2/${input.group}/${input.name}`,
    scope: input.scope,
    policy: input.policy,
    summary: input.summary,
    request: input.request,
    response: input.response,
    storefrontResponse: input.storefrontResponse ?? input.response,
    commaArrays: input.commaArrays ?? [],
  };
}
