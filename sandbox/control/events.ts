import type { Hono } from 'hono';
import type { Db } from '../db.js';

export interface EventsControlDeps {
  db: Db;
  deliverEvents(): Promise<number>;
}

/** The outbox, for demos and tests: recent events with their delivery states; deliver now. */
export function registerEventsControl(app: Hono, deps: EventsControlDeps): void {
  app.get('/events', (c) => {
    const topic = c.req.query('topic');
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 50) || 50, 1), 500);
    const rows = deps.db
      .prepare(
        `SELECT id, payload FROM events ${topic ? 'WHERE topic = ?' : ''} ORDER BY created_at DESC, rowid DESC LIMIT ?`,
      )
      .all(...(topic ? [topic, limit] : [limit])) as { id: string; payload: string }[];
    const deliveries = deps.db.prepare(
      `SELECT subscription_id AS subscriptionId, status, attempts, last_status AS lastStatus,
         last_error AS lastError, next_attempt_at AS nextAttemptAt FROM deliveries WHERE event_id = ?`,
    );
    return c.json({
      events: rows.map((r) => ({
        ...(JSON.parse(r.payload) as object),
        deliveries: (deliveries.all(r.id) as { nextAttemptAt: number }[]).map((d) => ({
          ...d,
          nextAttemptAt: new Date(d.nextAttemptAt).toISOString(),
        })),
      })),
    });
  });

  app.post('/events/deliver', async (c) => c.json({ delivered: await deps.deliverEvents() }));
}
