import { randomBytes } from 'node:crypto';
import { ApiError } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { customerRef, requireCustomer, type CustomerRow } from '../platform.js';

/** A customer's loyalty account row. */
export interface AccountRow {
  customer_id: number;
  points_balance: number;
  tier_id: number | null;
  tier_achieved_at: number;
  birthday_day: number | null;
  birthday_month: number | null;
  birthday_year: number | null;
  referral_code: string;
  last_activity_at: number | null;
  created_at: number;
}

const DAY_MS = 86_400_000;

/** Points are kept to two decimals so sums of proportional amounts stay exact. */
export function roundPoints(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The default tier; a store with no tiers gets a plain `Member` tier, so every customer has one. */
export function defaultTierId(ctx: SandboxContext): number {
  const row = ctx.db
    .prepare('SELECT id FROM tiers ORDER BY is_default DESC, position, id LIMIT 1')
    .get() as { id: number } | undefined;
  if (row) return row.id;
  const now = ctx.clock.now();
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO tiers (title, condition, condition_value, is_default, position, created_at, updated_at)
         VALUES ('Member', 'spent_amount', 0, 1, 0, ?, ?)`,
      )
      .run(now, now).lastInsertRowid,
  );
}

/** The customer's account, created in the default tier on first use. */
export function ensureAccount(ctx: SandboxContext, customerId: number): AccountRow {
  const existing = ctx.db
    .prepare('SELECT * FROM loyalty_accounts WHERE customer_id = ?')
    .get(customerId) as AccountRow | undefined;
  if (existing) return existing;
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO loyalty_accounts (customer_id, tier_id, tier_achieved_at, referral_code, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(customerId, defaultTierId(ctx), now, randomBytes(6).toString('base64url'), now);
  return ensureAccount(ctx, customerId);
}

/** Looks a customer up (404 when unknown) and brings the account up to date (expiry, birthday). */
export function loadCustomer(
  ctx: SandboxContext,
  identifier: string | number,
): { customer: CustomerRow; account: AccountRow } {
  const customer = requireCustomer(ctx.db, identifier);
  return { customer, account: refreshAccount(ctx, customer) };
}

/** When the current points expire, or null (nothing to expire, or expiry off). */
export function pointsExpiresAt(ctx: SandboxContext, account: AccountRow): number | null {
  const days = ctx.settings().pointsExpirationDays;
  if (days <= 0 || account.points_balance <= 0 || account.last_activity_at === null) return null;
  return account.last_activity_at + days * DAY_MS;
}

/** Applies what time brings: points expiry, then the birthday reward of this year. */
export function refreshAccount(ctx: SandboxContext, customer: CustomerRow): AccountRow {
  let account = ensureAccount(ctx, customer.id);
  const expiresAt = pointsExpiresAt(ctx, account);
  if (expiresAt !== null && expiresAt <= ctx.clock.now()) {
    account = movePoints(ctx, customer, -account.points_balance, 'Points expired');
  }
  return payBirthday(ctx, customer, account);
}

/**
 * Least time between two birthday bonuses: about eleven months, so that the bonus is yearly
 * whatever the hour it is paid at and in leap years, and never twice across a year's end.
 */
export const BIRTHDAY_SPACING_MS = 330 * DAY_MS;

function payBirthday(ctx: SandboxContext, customer: CustomerRow, account: AccountRow): AccountRow {
  if (account.birthday_day === null || account.birthday_month === null) return account;
  const today = new Date(ctx.clock.now());
  if (
    today.getUTCDate() !== account.birthday_day ||
    today.getUTCMonth() + 1 !== account.birthday_month
  ) {
    return account;
  }
  const rule = ctx.db
    .prepare(
      "SELECT id, points, title FROM earning_rules WHERE type = 'birthday' AND is_enabled = 1",
    )
    .get() as { id: number; points: number; title: string } | undefined;
  if (!rule || rule.points <= 0) return account;
  // One bonus a year, whatever the calendar says: a birthday moved by the store from 31-12 to
  // 01-01 (or any date within the year) must not pay again in the new year's first days.
  const last = ctx.db
    .prepare(
      'SELECT MAX(created_at) AS at FROM earning_completions WHERE customer_id = ? AND rule_id = ?',
    )
    .get(customer.id, rule.id) as { at: number | null };
  if (last.at !== null && ctx.clock.now() - last.at < BIRTHDAY_SPACING_MS) return account;
  const inserted = ctx.db
    .prepare(
      'INSERT OR IGNORE INTO earning_completions (customer_id, rule_id, period, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(customer.id, rule.id, String(today.getUTCFullYear()), ctx.clock.now());
  if (inserted.changes === 0) return account;
  return movePoints(ctx, customer, rule.points, `Happy birthday! ${rule.title}`);
}

/**
 * Moves points (positive adds, negative takes), records it in the ledger and emits
 * `balanceUpdated`. A movement below zero is refused with 422 `insufficient_points`.
 */
export function movePoints(
  ctx: SandboxContext,
  customer: CustomerRow,
  delta: number,
  note: string,
  links: { orderId?: number | null; rewardId?: number | null; type?: 'points' | 'reward' } = {},
): AccountRow {
  const account = ensureAccount(ctx, customer.id);
  const points = roundPoints(delta);
  const balance = roundPoints(account.points_balance + points);
  if (balance < 0) {
    throw ApiError.of(
      'insufficient_points',
      `the customer has ${account.points_balance} points, ${-points} are needed`,
    );
  }
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO loyalty_activities (customer_id, type, points, note, order_id, reward_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      customer.id,
      links.type ?? 'points',
      points,
      note,
      links.orderId ?? null,
      links.rewardId ?? null,
      now,
    );
  ctx.db
    .prepare(
      'UPDATE loyalty_accounts SET points_balance = ?, last_activity_at = ? WHERE customer_id = ?',
    )
    .run(balance, now, customer.id);
  if (points !== 0) {
    ctx.emit('v1/customer/balanceUpdated', {
      customer: customerRef(customer),
      pointsBalance: balance,
      delta: points,
      note,
      orderId: links.orderId ?? null,
    });
  }
  return ensureAccount(ctx, customer.id);
}
