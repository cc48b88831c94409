import type { SandboxClock } from './clock.js';
import type { Db } from './db.js';
import type { EventTopic } from '../src/api/index.js';

/** Store settings the control API can change (`POST /sandbox/settings`). */
export interface StoreSettings {
  /** Only customers who bought a product may review it. */
  reviewsVerifiedOnly: boolean;
  /** Guests may write reviews and questions. */
  guestReviews: boolean;
  /** Reviews at or above this rating publish at once; the others wait for moderation. */
  autoPublishMinRate: number;
  /** Days after the last activity before points expire (0: never). */
  pointsExpirationDays: number;
  /** Storefront base URL, for referral links. */
  storeUrl: string;
  /** Currency of order amounts. */
  currency: string;
}

export const DEFAULT_SETTINGS: StoreSettings = {
  reviewsVerifiedOnly: false,
  guestReviews: true,
  autoPublishMinRate: 3,
  pointsExpirationDays: 365,
  storeUrl: 'http://127.0.0.1:8787',
  currency: 'USD',
};

/** What every operation handler gets. Handlers are synchronous and run in one transaction. */
export interface SandboxContext {
  db: Db;
  clock: SandboxClock;
  /** Current store settings. */
  settings(): StoreSettings;
  /** Records an event in the durable outbox (delivered by events.ts). */
  emit(topic: EventTopic, data: Record<string, unknown>): void;
  /** The API client calling (from its access token). */
  clientId: string;
  /** Base URL the sandbox is reached at (for asset URLs). */
  baseUrl: string;
}
