import { ApiError, type ReferralSession } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { customerRef, findCustomer, requireCustomer, type CustomerRow } from '../platform.js';
import { movePoints } from './account.js';
import { program } from './program.js';

interface SessionRow {
  id: number;
  referrer_id: number;
  referred_id: number;
  order_id: number | null;
  status: 'pending' | 'completed';
  created_at: number;
}

function sessionResource(ctx: SandboxContext, row: SessionRow): ReferralSession {
  const ref = (id: number) => customerRef(findCustomer(ctx.db, id) as CustomerRow);
  return {
    referred: ref(row.referred_id),
    referrer: ref(row.referrer_id),
    orderId: row.order_id,
    status: row.status,
    createdAt: iso(row.created_at),
  };
}

/** Opens a pending referral session (a friend signed up through a referral link). */
export function createReferral(
  ctx: SandboxContext,
  referrerIdentifier: string,
  referredIdentifier: string,
): ReferralSession {
  const referrer = requireCustomer(ctx.db, referrerIdentifier);
  const referred = requireCustomer(ctx.db, referredIdentifier);
  if (referrer.id === referred.id)
    throw ApiError.of('unprocessable', 'a customer cannot refer themselves');
  if (ctx.db.prepare('SELECT 1 FROM referral_sessions WHERE referred_id = ?').get(referred.id)) {
    throw ApiError.of('conflict', 'that customer was already referred');
  }
  if (ctx.db.prepare('SELECT 1 FROM orders WHERE customer_id = ?').get(referred.id)) {
    throw ApiError.of('unprocessable', 'only a customer with no order yet can be referred');
  }
  const id = ctx.db
    .prepare(
      'INSERT INTO referral_sessions (referrer_id, referred_id, created_at) VALUES (?, ?, ?)',
    )
    .run(referrer.id, referred.id, ctx.clock.now()).lastInsertRowid;
  const session = sessionResource(
    ctx,
    ctx.db.prepare('SELECT * FROM referral_sessions WHERE id = ?').get(id) as SessionRow,
  );
  ctx.emit('v1/customer/referralActivated', { customer: customerRef(referrer), session });
  return session;
}

/** After an order: the referred customer's first order completes their session and pays the referrer. */
export function completeReferral(
  ctx: SandboxContext,
  customer: CustomerRow,
  orderId: number,
): void {
  const row = ctx.db
    .prepare("SELECT * FROM referral_sessions WHERE referred_id = ? AND status = 'pending'")
    .get(customer.id) as SessionRow | undefined;
  if (!row) return;
  ctx.db
    .prepare(
      "UPDATE referral_sessions SET status = 'completed', order_id = ?, completed_at = ? WHERE id = ?",
    )
    .run(orderId, ctx.clock.now(), row.id);
  const referrer = findCustomer(ctx.db, row.referrer_id) as CustomerRow;
  const points = program(ctx).referrer_points;
  if (points > 0) {
    movePoints(
      ctx,
      referrer,
      points,
      `Referral: ${customer.first_name || customer.email} placed a first order`,
      {
        orderId,
      },
    );
  }
  const session = sessionResource(ctx, { ...row, status: 'completed', order_id: orderId });
  ctx.emit('v1/customer/referralCompleted', { customer: customerRef(referrer), session });
}

export interface ReferralQuery {
  page: number;
  perPage: number;
  referredIdentifier?: string | undefined;
  referrerIdentifier?: string | undefined;
  orderId?: number | undefined;
  status?: 'pending' | 'completed' | undefined;
}

/** E17: sessions filtered and paged, newest first. An unknown identifier matches nothing. */
export function listReferrals(ctx: SandboxContext, q: ReferralQuery) {
  const where: string[] = [];
  const args: (string | number)[] = [];
  for (const [column, identifier] of [
    ['referred_id', q.referredIdentifier],
    ['referrer_id', q.referrerIdentifier],
  ] as const) {
    if (identifier === undefined) continue;
    where.push(`${column} = ?`);
    args.push(findCustomer(ctx.db, identifier)?.id ?? -1);
  }
  if (q.orderId !== undefined) {
    where.push('order_id = ?');
    args.push(q.orderId);
  }
  if (q.status !== undefined) {
    where.push('status = ?');
    args.push(q.status);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = ctx.db
    .prepare(`SELECT COUNT(*) AS n FROM referral_sessions ${clause}`)
    .get(...args) as {
    n: number;
  };
  const rows = ctx.db
    .prepare(`SELECT * FROM referral_sessions ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, q.perPage, (q.page - 1) * q.perPage) as SessionRow[];
  return {
    totalCount: total.n,
    currentPage: q.page,
    perPage: q.perPage,
    sessions: rows.map((r) => sessionResource(ctx, r)),
  };
}
