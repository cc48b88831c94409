import { randomBytes, randomUUID } from 'node:crypto';
import { ApiError, type Subscription } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import type { Handlers } from '../router.js';

interface SubscriptionRow {
  id: string;
  topic: Subscription['topic'];
  address: string;
}

const fields = 'id, topic, address, secret';

function byId(ctx: SandboxContext, id: string): Subscription | undefined {
  return ctx.db
    .prepare(`SELECT ${fields} FROM subscriptions WHERE id = ? AND client_id = ?`)
    .get(id, ctx.clientId) as Subscription | undefined;
}

/**
 * E54 to E56. Subscriptions belong to the API client that made them. Creating the same topic
 * and address again answers the existing subscription, so a proxy can subscribe at every start.
 * Loopback addresses are allowed (sandbox only).
 */
export const webhookHandlers: Handlers = {
  getSubscriptions: (ctx) => ({
    subscriptions: ctx.db
      .prepare(`SELECT ${fields} FROM subscriptions WHERE client_id = ? ORDER BY created_at, id`)
      .all(ctx.clientId) as Subscription[],
  }),

  createSubscription: (ctx, body) => {
    const existing = ctx.db
      .prepare(
        `SELECT ${fields} FROM subscriptions WHERE client_id = ? AND topic = ? AND address = ?`,
      )
      .get(ctx.clientId, body.topic, body.address) as Subscription | undefined;
    if (existing) return existing;
    const row: SubscriptionRow & { secret: string } = {
      id: `sub_${randomUUID().replaceAll('-', '')}`,
      topic: body.topic,
      address: body.address,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    };
    ctx.db
      .prepare(
        'INSERT INTO subscriptions (id, client_id, topic, address, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(row.id, ctx.clientId, row.topic, row.address, row.secret, ctx.clock.now());
    return row;
  },

  updateSubscription: (ctx, body) => {
    if (!byId(ctx, body.id)) throw ApiError.of('not_found', `no subscription ${body.id}`);
    ctx.db.prepare('UPDATE subscriptions SET address = ? WHERE id = ?').run(body.address, body.id);
    return byId(ctx, body.id) as Subscription;
  },
};
