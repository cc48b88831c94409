import type { ActivityEntry } from '../../src/api/index.js';
import { activityDate } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { rewardById, rewardResource } from './rewards.js';

interface ActivityRow {
  id: number;
  type: string;
  points: number;
  note: string;
  order_id: number | null;
  reward_id: number | null;
  created_at: number;
}

export interface ActivityQuery {
  page: number;
  perPage: number;
  orderId?: number | undefined;
}

/** E16: the customer's ledger, newest first, paged, optionally for one order. */
export function activityHistory(ctx: SandboxContext, customerId: number, q: ActivityQuery) {
  const filter = q.orderId === undefined ? '' : ' AND order_id = ?';
  const args: number[] = q.orderId === undefined ? [customerId] : [customerId, q.orderId];
  const total = ctx.db
    .prepare(`SELECT COUNT(*) AS n FROM loyalty_activities WHERE customer_id = ?${filter}`)
    .get(...args) as { n: number };
  const rows = ctx.db
    .prepare(
      `SELECT * FROM loyalty_activities WHERE customer_id = ?${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, q.perPage, (q.page - 1) * q.perPage) as ActivityRow[];
  const activities: ActivityEntry[] = rows.map((r) => ({
    id: r.id,
    reward: r.reward_id === null ? null : rewardResource(rewardById(ctx, r.reward_id)),
    note: r.note,
    createdAt: activityDate(r.created_at),
    type: r.type,
    points: r.points,
    orderId: r.order_id,
  }));
  return { totalCount: total.n, currentPage: q.page, perPage: q.perPage, activities };
}
