import type { Identity } from '../session/jwt.js';

/** Who is calling: a verified identity, or nobody (public reads need no token). */
export type Caller = Identity | { kind: 'anonymous' };

/** The owner key of a caller's wishlists: `customer:<id>` or `guest:<sessionToken>`. */
export function ownerKey(caller: Caller): string | undefined {
  if (caller.kind === 'customer') return `customer:${caller.customerId}`;
  if (caller.kind === 'guest') return `guest:${caller.sessionToken}`;
  return undefined;
}

/** Cache tag of everything personal to a customer (dropped on their writes and events). */
export const customerTag = (customerId: string): string => `customer:${customerId}`;
/** Cache tag of a wishlist owner's lists. */
export const ownerTag = (owner: string): string => `owner:${owner}`;
