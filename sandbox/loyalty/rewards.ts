import { randomInt } from 'node:crypto';
import type { ActiveRewardEntry, Reward } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { customerRef, type CustomerRow } from '../platform.js';
import { movePoints } from './account.js';

/** A reward row (migration 002). */
export interface RewardRow {
  id: number;
  customer_id: number;
  source: string;
  spending_rule_id: number | null;
  title: string;
  type: string;
  discount_type: string;
  discount_value: number;
  discount_code: string;
  minimum_order_amount: number;
  collection_ids: string;
  product_id: number | null;
  variant_id: number | null;
  points_spent: number;
  starts_at: number;
  ends_at: number | null;
  used_at: number | null;
  used_order_id: number | null;
  created_at: number;
}

const DAY_MS = 86_400_000;
// No 0/O or 1/I: codes are read aloud at tills.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A discount code no other reward holds. */
function uniqueCode(ctx: SandboxContext): string {
  const taken = ctx.db.prepare('SELECT 1 FROM rewards WHERE discount_code = ?');
  for (;;) {
    let code = 'LOYAL-';
    for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (taken.get(code) === undefined) return code;
  }
}

export interface NewReward {
  source: 'redeem' | 'tier' | 'punch_card' | 'earning_rule';
  title: string;
  discountType: string;
  discountValue: number;
  /** 0: never expires. */
  expirationDays: number;
  minimumOrderAmount: number;
  collectionIds?: number[];
  spendingRuleId?: number;
  productId?: number | null;
  variantId?: number | null;
  /** Points the reward costs (deducted in the same ledger entry). */
  pointsSpent?: number;
  /** The ledger note. */
  note: string;
}

/**
 * Issues a reward with a unique code: deducts its points (if any), records it in the ledger and
 * emits `rewardCreated`. Runs inside the caller's transaction: a failure leaves no trace.
 */
export function createReward(ctx: SandboxContext, customer: CustomerRow, r: NewReward): RewardRow {
  const now = ctx.clock.now();
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO rewards (customer_id, source, spending_rule_id, title, discount_type, discount_value,
           discount_code, minimum_order_amount, collection_ids, product_id, variant_id, points_spent,
           starts_at, ends_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        customer.id,
        r.source,
        r.spendingRuleId ?? null,
        r.title,
        r.discountType,
        r.discountValue,
        uniqueCode(ctx),
        r.minimumOrderAmount,
        JSON.stringify(r.collectionIds ?? []),
        r.productId ?? null,
        r.variantId ?? null,
        r.pointsSpent ?? 0,
        now,
        r.expirationDays > 0 ? now + r.expirationDays * DAY_MS : null,
        now,
      ).lastInsertRowid,
  );
  movePoints(ctx, customer, -(r.pointsSpent ?? 0), r.note, { rewardId: id, type: 'reward' });
  const row = rewardById(ctx, id);
  ctx.emit('v1/customer/rewardCreated', {
    customer: customerRef(customer),
    reward: rewardEntry(row),
  });
  return row;
}

export function rewardById(ctx: SandboxContext, id: number): RewardRow {
  return ctx.db.prepare('SELECT * FROM rewards WHERE id = ?').get(id) as RewardRow;
}

/** The reward object of spec 2.9. */
export function rewardResource(row: RewardRow): Reward {
  return {
    type: row.type,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    discountCode: row.discount_code,
    minimumOrderAmount: row.minimum_order_amount,
    collectionIds: JSON.parse(row.collection_ids) as number[],
    startsAt: iso(row.starts_at),
    endsAt: row.ends_at === null ? null : iso(row.ends_at),
    createdAt: iso(row.created_at),
    productId: row.product_id,
    variantId: row.variant_id,
    title: row.title,
  };
}

/** An active reward entry (E15, events). */
export function rewardEntry(row: RewardRow): ActiveRewardEntry {
  return {
    id: row.id,
    reward: rewardResource(row),
    createdAt: iso(row.created_at),
    type: 'reward',
  };
}

/** Rewards neither used nor expired, newest first. */
export function activeRewards(ctx: SandboxContext, customerId: number): RewardRow[] {
  return ctx.db
    .prepare(
      `SELECT * FROM rewards WHERE customer_id = ? AND used_at IS NULL
         AND (ends_at IS NULL OR ends_at > ?) ORDER BY id DESC`,
    )
    .all(customerId, ctx.clock.now()) as RewardRow[];
}
