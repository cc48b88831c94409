import type { BoostCampaign, PunchCardProgress } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import type { CustomerRow } from '../platform.js';
import { createReward } from './rewards.js';

/** Program-wide punch card and referral settings (the one row of `loyalty_program`). */
export interface ProgramRow {
  punch_card_orders: number;
  punch_card_title: string;
  punch_card_discount_type: string;
  punch_card_discount_value: number;
  punch_card_expiration_days: number;
  referrer_points: number;
}

/** The program settings; defaults when the store set none. */
export function program(ctx: SandboxContext): ProgramRow {
  ctx.db.prepare('INSERT OR IGNORE INTO loyalty_program (id) VALUES (1)').run();
  return ctx.db.prepare('SELECT * FROM loyalty_program WHERE id = 1').get() as ProgramRow;
}

interface BoostRow {
  id: number;
  points_multiplier: number;
  starts_at: number;
  ends_at: number;
}

/** The boost running now (the strongest, if several overlap), or null. */
export function activeBoost(ctx: SandboxContext): BoostCampaign | null {
  const now = ctx.clock.now();
  const row = ctx.db
    .prepare(
      `SELECT * FROM boost_campaigns WHERE starts_at <= ? AND ends_at > ?
       ORDER BY points_multiplier DESC, id LIMIT 1`,
    )
    .get(now, now) as BoostRow | undefined;
  return row
    ? {
        pointsMultiplier: row.points_multiplier,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
      }
    : null;
}

/** Starts a boost campaign now (control API, demo seed). */
export function startBoost(
  ctx: SandboxContext,
  pointsMultiplier: number,
  durationSeconds: number,
  startsInSeconds = 0,
): BoostCampaign {
  const startsAt = ctx.clock.now() + startsInSeconds * 1000;
  ctx.db
    .prepare('INSERT INTO boost_campaigns (points_multiplier, starts_at, ends_at) VALUES (?, ?, ?)')
    .run(pointsMultiplier, startsAt, startsAt + durationSeconds * 1000);
  return {
    pointsMultiplier,
    startsAt: iso(startsAt),
    endsAt: iso(startsAt + durationSeconds * 1000),
  };
}

/** Ends every running boost (control API). */
export function endBoosts(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  return ctx.db
    .prepare('UPDATE boost_campaigns SET ends_at = ? WHERE starts_at <= ? AND ends_at > ?')
    .run(now, now, now).changes;
}

function orderCount(ctx: SandboxContext, customerId: number): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?').get(customerId) as {
      n: number;
    }
  ).n;
}

/** E9: orders on the current card, orders per card, and punch card rewards ready to use. */
export function punchCardProgress(ctx: SandboxContext, customerId: number): PunchCardProgress {
  const per = program(ctx).punch_card_orders;
  const available = ctx.db
    .prepare(
      `SELECT COUNT(*) AS n FROM rewards WHERE customer_id = ? AND source = 'punch_card'
         AND used_at IS NULL AND (ends_at IS NULL OR ends_at > ?)`,
    )
    .get(customerId, ctx.clock.now()) as { n: number };
  return {
    orderProgress: per > 0 ? orderCount(ctx, customerId) % per : 0,
    numberOfOrders: per,
    availableTimes: available.n,
  };
}

/** After an order: a full card issues the punch card reward. */
export function punchCardAfterOrder(ctx: SandboxContext, customer: CustomerRow): void {
  const p = program(ctx);
  if (p.punch_card_orders <= 0) return;
  const count = orderCount(ctx, customer.id);
  if (count === 0 || count % p.punch_card_orders !== 0) return;
  createReward(ctx, customer, {
    source: 'punch_card',
    title: p.punch_card_title,
    discountType: p.punch_card_discount_type,
    discountValue: p.punch_card_discount_value,
    expirationDays: p.punch_card_expiration_days,
    minimumOrderAmount: 0,
    note: `${p.punch_card_title}: ${p.punch_card_orders} orders completed`,
  });
}
