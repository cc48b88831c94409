import type { ReadCache } from './cache.js';
import type { Clock } from './clock.js';
import type { Logger } from './log.js';
import type { Media } from './media/service.js';
import type { RatingBatchers } from './ratings.js';
import type { TokenIssuer } from './session/jwt.js';
import type { ProxyStore } from './state/store.js';
import type { UpstreamClient } from './upstream/client.js';

/**
 * Write limits per window (abuse), sized to the budget the writes draw on (3 upstream calls a
 * second for the whole store): one address or shopper may take a ninth of it, all guests
 * together two thirds (a busy store's hearts: 1% of 250 page views/s is already 40%) and all
 * writes but money five sixths, so that no one, and no crowd of free sessions, can keep the
 * store's reads or a customer's redeem waiting.
 */
export interface WriteLimits {
  windowMs: number;
  /** Writes per address per window. */
  perIp: number;
  /** Writes per shopper (customer, or guest session) per window. */
  perSession: number;
  /** Share of the budget's calls in a share window that guests' writes, together, may take. */
  guestShare: number;
  /** Share of the budget's calls in a share window that all writes but money may take. */
  storeShare: number;
  /** The window of the store-wide shares: short, so that they cannot be spent in one burst. */
  shareWindowMs: number;
  /** Guest reviews and questions per session, and per address, in `guestWindowMs`. */
  guestPostsPerSession: number;
  guestPostsPerIp: number;
  guestWindowMs: number;
  /** Reviews, questions and answers per signed-in customer in `customerPostWindowMs`. */
  customerPosts: number;
  customerPostWindowMs: number;
  /** Sessions minted per address per window. */
  sessionsPerIp: number;
}

export const DEFAULT_LIMITS: WriteLimits = {
  windowMs: 60_000,
  perIp: 20,
  perSession: 20,
  guestShare: 2 / 3,
  storeShare: 5 / 6,
  shareWindowMs: 10_000,
  guestPostsPerSession: 3,
  guestPostsPerIp: 10,
  guestWindowMs: 3_600_000,
  customerPosts: 15,
  customerPostWindowMs: 3_600_000,
  sessionsPerIp: 120,
};

/** Settings resolved from the options of `createProxy`. */
export interface Settings {
  sandboxMode: boolean;
  /** E21 for guests: whether the store takes guest reviews. */
  guestReviews: boolean;
  /** Hosts review image URLs may point at. */
  allowedImageHosts: readonly string[];
  allowedOrigins: readonly string[];
  publicUrl: string;
  trustForwarded: boolean;
  bodyLimitBytes: number;
  limits: WriteLimits;
  customerSigningKey: string | undefined;
  shopifyAppSecret: string | undefined;
  /** Expected `shop` of Shopify App Proxy requests and `dest` of session tokens, when known. */
  shopifyShop: string | undefined;
  /** The app's client id: the `aud` of the session tokens Shopify UI extensions send. */
  shopifyClientId: string | undefined;
  /** How long a registry share link works (seconds). */
  shareTtlSeconds: number;
  /**
   * How long a write's hold on its idempotency key and a redeem's customer lock last without
   * renewal (they are renewed while the write runs): a crashed attempt's key is taken over, at
   * the latest, this long after the crash.
   */
  leaseMs: number;
}

/** Where a write may be stopped by the crash test; a no-op in a running proxy. */
export type ProbePoint = 'before-upstream' | 'answered' | 'completed';

/** What every route of the proxy works with. */
export interface ProxyDeps {
  clock: Clock;
  store: ProxyStore;
  upstream: UpstreamClient;
  issuer: TokenIssuer;
  cache: ReadCache;
  ratings: RatingBatchers;
  log: Logger;
  settings: Settings;
  /** Key for encrypting registry share links. */
  shareKey: Uint8Array;
  /** Test hook at points of a write (see `ProbePoint`); resolves at once unless a test waits. */
  probe: (point: ProbePoint, operation: string) => Promise<void>;
  /** Review photos: storage and upload settings. */
  media: Media;
  /**
   * Whether the API's events reach this proxy (its subscriptions are in place): only then may
   * the customer read model keep a shopper's data until an event says otherwise.
   */
  events: { live: boolean };
}
