import { z } from 'zod';
import { Timestamp } from '../primitives.js';

/** A guest session token as the proxy mints and accepts it (128 random bits, hex, or longer). */
export const GuestSessionToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, 'sessionToken must be 16-200 characters of [A-Za-z0-9_-]');

/**
 * The body of `POST /session`: who the shopper is, as the page can prove it. No proof (or no
 * body) is a guest; `customerId` + `timestamp` + `signature` is a customer signed by the store's
 * own server; `shopifySessionToken` is the session token a Shopify customer-account or checkout
 * extension holds (a customer when it names one, else a guest); `demoCustomer` picks a demo
 * shopper, only in front of the embedded sandbox.
 */
export const SessionRequest = z.object({
  /** The guest session the browser kept (after consent), so its wishlist follows it. */
  sessionToken: GuestSessionToken.optional(),
  /** The signed-in customer's platform id, as the store's server signed it. */
  customerId: z
    .union([z.string().regex(/^[A-Za-z0-9._@+-]{1,320}$/), z.int().positive()])
    .optional(),
  /** Unix seconds when the store's server signed the proof (valid for 5 minutes). */
  timestamp: z.union([z.int().nonnegative(), z.string().regex(/^\d{1,12}$/)]).optional(),
  /** Hex HMAC-SHA256 of `${customerId}:${timestamp}` with the key the store and proxy share. */
  signature: z.string().max(256).optional(),
  /**
   * The JWT of `shopify.sessionToken.get()` in a Shopify UI extension (HS256, signed with the
   * app's secret, valid five minutes); its `sub` names the signed-in customer.
   */
  shopifySessionToken: z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'shopifySessionToken must be a compact JWT')
    .max(4096)
    .optional(),
  /** A demo customer's e-mail; refused unless the upstream is the embedded sandbox. */
  demoCustomer: z.string().min(1).max(320).optional(),
});
export type SessionRequest = z.infer<typeof SessionRequest>;

/**
 * The query Shopify adds to a request that reaches the proxy through a shop's App Proxy; the
 * proxy checks its `signature` (HMAC-SHA256 over the sorted parameters, 90 seconds).
 */
export const ShopifyAppProxyQuery = z.object({
  shop: z.string().optional(),
  logged_in_customer_id: z.string().optional(),
  path_prefix: z.string().optional(),
  timestamp: z.string().optional(),
  signature: z.string().optional(),
});

/** What `POST /session` answers: a storefront JWT, who it is for, and the guest session. */
export const SessionAnswer = z.object({
  /** The storefront JWT: `Authorization: Bearer <token>` on every other call. */
  token: z.string().min(1),
  /** When the token stops being valid (at most an hour after it was issued). */
  expiresAt: Timestamp,
  /** The signed-in customer, or null for a guest. */
  customer: z.object({ id: z.string().min(1) }).nullable(),
  /** The guest session token, kept after sign-in so the guest's wishlist can move. */
  sessionToken: GuestSessionToken,
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;
