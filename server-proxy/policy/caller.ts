/** Who a storefront token speaks for. */
export type Identity =
  | { kind: 'customer'; customerId: string; sessionToken: string }
  | { kind: 'guest'; sessionToken: string };

/** Who is calling: a verified identity, or nobody (public reads need no token). */
export type Caller = Identity | { kind: 'anonymous' };

/** What names a shopper: a customer by id, a guest by their session token. */
export type Who =
  { kind: 'customer'; customerId: string } | { kind: 'guest'; sessionToken: string };

/**
 * THE spelling of a shopper's key, `customer:<id>` or `guest:<sessionToken>`: the token's
 * subject, the scope of limits and idempotency records, and the owner of wishlists.
 */
export function identityKey(who: Who): string {
  return who.kind === 'customer' ? `customer:${who.customerId}` : `guest:${who.sessionToken}`;
}

/** The owner key of a caller's wishlists (its identity key); nobody owns nothing. */
export function ownerKey(caller: Caller): string | undefined {
  return caller.kind === 'anonymous' ? undefined : identityKey(caller);
}

/** The caller's key for limits and idempotency scopes: the identity key, or the address. */
export function subjectOf(caller: Caller, ip: string): string {
  return caller.kind === 'anonymous' ? `ip:${ip}` : identityKey(caller);
}

/**
 * The caller's lane in the budget's queues and the key of its few uncached reads at once: a
 * signed-in customer by id (proven, so it costs an attacker an account), anyone else by address
 * (a guest session is free: forty of them from one address are still one lane).
 */
export function laneOf(caller: Caller, ip: string): string {
  return caller.kind === 'customer' ? identityKey(caller) : `ip:${ip}`;
}

/** Cache tag of everything personal to a customer (dropped on their writes and events). */
export const customerTag = (customerId: string): string =>
  identityKey({ kind: 'customer', customerId });
/** Cache tag of a wishlist owner's lists (`owner` is an identity key). */
export const ownerTag = (owner: string): string => `owner:${owner}`;
