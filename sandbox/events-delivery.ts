import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '../src/api/index.js';
import type { Clock } from './clock.js';
import type { Db } from './db.js';

/**
 * Seconds to wait after the Nth failed attempt (Standard Webhooks' suggested schedule);
 * after the last one the delivery is marked `failed`.
 */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

/** How long one delivery attempt may take. */
const ATTEMPT_TIMEOUT_MS = 10_000;

interface DueRow {
  event_id: string;
  subscription_id: string;
  attempts: number;
  payload: string;
  address: string;
  secret: string;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the decoded `whsec_` secret. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface DeliveryWorker {
  /** Sends every due delivery once; answers how many were delivered (2xx). */
  deliver(): Promise<number>;
}

/**
 * Delivers the outbox. State lives in the `deliveries` table, so pending retries survive a
 * restart; retry times follow the sandbox clock. Runs one pass at a time.
 */
export function createDeliveryWorker(db: Db, clock: Clock, send: typeof fetch): DeliveryWorker {
  let running: Promise<number> | null = null;

  const attempt = async (row: DueRow): Promise<boolean> => {
    const timestamp = Math.floor(clock.now() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await send(row.address, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'loyalty-sandbox-webhooks/1',
          [WEBHOOK_HEADERS.id]: row.event_id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(
            row.secret,
            row.event_id,
            timestamp,
            row.payload,
          ),
        },
        body: row.payload,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const ok = status !== null && status >= 200 && status < 300;
    const attempts = row.attempts + 1;
    const wait = RETRY_SCHEDULE_SECONDS[attempts - 1];
    db.prepare(
      `UPDATE deliveries SET attempts = ?, last_status = ?, last_error = ?, status = ?, next_attempt_at = ?
       WHERE event_id = ? AND subscription_id = ?`,
    ).run(
      attempts,
      status,
      error ?? (ok ? null : `HTTP ${status}`),
      ok ? 'delivered' : wait === undefined ? 'failed' : 'pending',
      ok || wait === undefined ? clock.now() : clock.now() + wait * 1000,
      row.event_id,
      row.subscription_id,
    );
    return ok;
  };

  const pass = async (): Promise<number> => {
    const due = db
      .prepare(
        `SELECT d.event_id, d.subscription_id, d.attempts, e.payload, s.address, s.secret
         FROM deliveries d JOIN events e ON e.id = d.event_id JOIN subscriptions s ON s.id = d.subscription_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ?
         ORDER BY e.created_at, d.event_id LIMIT 500`,
      )
      .all(clock.now()) as DueRow[];
    const results = await Promise.all(due.map(attempt));
    return results.filter(Boolean).length;
  };

  return {
    deliver() {
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
