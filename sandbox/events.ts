import { randomUUID } from 'node:crypto';
import type { EventTopic } from '../src/api/index.js';
import type { Clock } from './clock.js';
import type { Db } from './db.js';

/**
 * Records an event in the durable outbox, with one pending delivery per subscription to its
 * topic. Called inside the operation's transaction, so an event exists iff the change does.
 */
export function emitEvent(
  db: Db,
  clock: Clock,
  topic: EventTopic,
  data: Record<string, unknown>,
): string {
  const id = `evt_${randomUUID().replaceAll('-', '')}`;
  const now = clock.now();
  const envelope = { id, topic, createdAt: new Date(now).toISOString(), data };
  db.prepare('INSERT INTO events (id, topic, created_at, payload) VALUES (?, ?, ?, ?)').run(
    id,
    topic,
    now,
    JSON.stringify(envelope),
  );
  db.prepare(
    `INSERT INTO deliveries (event_id, subscription_id, next_attempt_at)
     SELECT ?, id, ? FROM subscriptions WHERE topic = ?`,
  ).run(id, now, topic);
  return id;
}
