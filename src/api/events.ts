import { z } from 'zod';
import { Timestamp } from './primitives.js';

/** Every event topic of spec section 6. */
export const EVENT_TOPICS = [
  'v1/customer/balanceUpdated',
  'v1/customer/birthdayUpdated',
  'v1/customer/tierUpdated',
  'v1/customer/rewardCreated',
  'v1/customer/referralActivated',
  'v1/customer/referralCompleted',
  'v1/review/created',
  'v1/review/updated',
  'v1/review/deleted',
  'v1/question/created',
  'v1/question/updated',
  'v1/question/deleted',
  'v1/answer/created',
  'v1/answer/updated',
  'v1/answer/deleted',
  'v1/wishlistItem/created',
  'v1/wishlistItem/updated',
  'v1/wishlistItem/moved',
  'v1/wishlistItem/deleted',
] as const;

export const EventTopic = z.enum(EVENT_TOPICS);
export type EventTopic = z.infer<typeof EventTopic>;

/**
 * The body of a delivered event (docs/operations.md): `data` holds the affected resource and its
 * `customer` (CustomerRef) where there is one.
 */
export const EventEnvelope = z.object({
  id: z.string().min(1),
  topic: EventTopic,
  createdAt: Timestamp,
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;

/** Webhook subscription (spec 2.17) with its signing secret (docs/operations.md). */
export const Subscription = z.object({
  id: z.string(),
  topic: EventTopic,
  address: z.string(),
  /** `whsec_` + base64 of at least 24 random bytes; deliveries are signed with it. */
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]{32,}$/),
});
export type Subscription = z.infer<typeof Subscription>;

/** Standard Webhooks headers carried by every delivery. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
