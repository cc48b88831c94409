import { ApiError } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import { requireCustomer, requireProduct, resolveVariant, type CustomerRow } from '../platform.js';
import { ensureAccount, movePoints, refreshAccount, roundPoints } from './account.js';
import { purchaseRule } from './earning.js';
import { activeBoost, punchCardAfterOrder } from './program.js';
import { completeReferral } from './referrals.js';
import type { RewardRow } from './rewards.js';
import { currentTier, updateTier } from './tiers.js';

export interface OrderLineInput {
  productId: number;
  variantId?: number | undefined;
  quantity: number;
  price: number;
}

export interface OrderInput {
  customerIdentifier: string;
  lines: OrderLineInput[];
  discountCodes?: string[] | undefined;
}

export interface OrderResult {
  orderId: number;
  subtotal: number;
  discountTotal: number;
  total: number;
  pointsEarned: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** What a loyalty code takes off the order; 422 when the customer may not use it here. */
function discountOf(
  ctx: SandboxContext,
  reward: RewardRow,
  customer: CustomerRow,
  subtotal: number,
  lines: (OrderLineInput & { variantId: number })[],
): number {
  const code = reward.discount_code;
  if (reward.customer_id !== customer.id) {
    throw ApiError.of('unprocessable', `discount code ${code} belongs to another customer`);
  }
  if (reward.used_at !== null) throw ApiError.of('unprocessable', `discount code ${code} was used`);
  if (reward.ends_at !== null && reward.ends_at <= ctx.clock.now()) {
    throw ApiError.of('unprocessable', `discount code ${code} has expired`);
  }
  if (subtotal < reward.minimum_order_amount) {
    throw ApiError.of(
      'unprocessable',
      `discount code ${code} needs an order of at least ${reward.minimum_order_amount}`,
    );
  }
  switch (reward.discount_type) {
    case 'fixed_amount':
      return reward.discount_value;
    case 'percentage':
      return (subtotal * reward.discount_value) / 100;
    case 'free_product': {
      const line =
        lines.find((l) => l.variantId === reward.variant_id) ??
        lines.find((l) => l.productId === reward.product_id);
      return line ? line.price : 0;
    }
    default:
      return 0; // free shipping: the sandbox does not model shipping
  }
}

/**
 * Records a platform order: applies and uses the loyalty codes, awards purchase points (rule ×
 * tier multiplier × active boost), then moves tier, punch card and referral progress.
 */
export function createOrder(ctx: SandboxContext, input: OrderInput): OrderResult {
  const customer = requireCustomer(ctx.db, input.customerIdentifier);
  refreshAccount(ctx, customer);
  const lines = input.lines.map((l) => {
    requireProduct(ctx.db, l.productId);
    return { ...l, variantId: resolveVariant(ctx.db, l.productId, l.variantId).id };
  });
  const subtotal = cents(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  const codes = [...new Set((input.discountCodes ?? []).map((c) => c.trim().toUpperCase()))];
  const used: RewardRow[] = [];
  let discount = 0;
  for (const code of codes) {
    const reward = ctx.db.prepare('SELECT * FROM rewards WHERE discount_code = ?').get(code) as
      RewardRow | undefined;
    // A code the loyalty program did not issue is the platform's own: recorded, not applied here.
    if (!reward) continue;
    discount += discountOf(ctx, reward, customer, subtotal, lines);
    used.push(reward);
  }
  const discountTotal = cents(Math.min(discount, subtotal));
  const total = cents(subtotal - discountTotal);
  const now = ctx.clock.now();
  const orderId = Number(
    ctx.db
      .prepare(
        'INSERT INTO orders (customer_id, total, discount_total, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(customer.id, total, discountTotal, now).lastInsertRowid,
  );
  const insertLine = ctx.db.prepare(
    'INSERT INTO order_lines (order_id, product_id, variant_id, quantity, price) VALUES (?, ?, ?, ?, ?)',
  );
  for (const l of lines) insertLine.run(orderId, l.productId, l.variantId, l.quantity, l.price);
  const insertCode = ctx.db.prepare(
    'INSERT INTO order_discount_codes (order_id, code) VALUES (?, ?)',
  );
  for (const code of codes) insertCode.run(orderId, code);
  const markUsed = ctx.db.prepare('UPDATE rewards SET used_at = ?, used_order_id = ? WHERE id = ?');
  for (const r of used) markUsed.run(now, orderId, r.id);

  const pointsEarned = awardPurchasePoints(ctx, customer, orderId, total);
  updateTier(ctx, customer);
  punchCardAfterOrder(ctx, customer);
  const orders = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?')
    .get(customer.id) as { n: number };
  if (orders.n === 1) completeReferral(ctx, customer, orderId);
  return { orderId, subtotal, discountTotal, total, pointsEarned };
}

function awardPurchasePoints(
  ctx: SandboxContext,
  customer: CustomerRow,
  orderId: number,
  total: number,
): number {
  const rule = purchaseRule(ctx);
  if (!rule?.points_per_currency_unit || total <= 0) return 0;
  const tier = currentTier(ctx, customer.id);
  const boost = activeBoost(ctx);
  const factors = [`${rule.points_per_currency_unit} per ${ctx.settings().currency} 1`];
  if (tier.points_multiplier !== 1) factors.push(`×${tier.points_multiplier} ${tier.title}`);
  if (boost) factors.push(`×${boost.pointsMultiplier} boost`);
  const points = Math.floor(
    total * rule.points_per_currency_unit * tier.points_multiplier * (boost?.pointsMultiplier ?? 1),
  );
  if (points <= 0) return 0;
  movePoints(ctx, customer, points, `Order #${orderId} (${factors.join(', ')})`, { orderId });
  ctx.db.prepare('UPDATE orders SET points_earned = ? WHERE id = ?').run(points, orderId);
  return points;
}

export interface RefundResult {
  orderId: number;
  refundedAmount: number;
  refundedTotal: number;
  pointsDeducted: number;
  pointsBalance: number;
}

/**
 * Refunds an order fully (no amount) or partly: takes back the points it earned in proportion
 * (never below a zero balance); a full refund gives back the unexpired rewards it used.
 */
export function refundOrder(ctx: SandboxContext, orderId: number, amount?: number): RefundResult {
  const order = ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as
    | {
        id: number;
        customer_id: number | null;
        total: number;
        refunded_total: number;
        points_earned: number;
      }
    | undefined;
  if (!order) throw ApiError.of('not_found', `no order ${orderId}`);
  const remaining = cents(order.total - order.refunded_total);
  const refund = cents(amount ?? remaining);
  if (refund <= 0 || refund > remaining) {
    throw ApiError.of('unprocessable', `the refundable amount of order ${orderId} is ${remaining}`);
  }
  const refundedTotal = cents(order.refunded_total + refund);
  ctx.db.prepare('UPDATE orders SET refunded_total = ? WHERE id = ?').run(refundedTotal, orderId);
  if (order.customer_id === null) {
    return { orderId, refundedAmount: refund, refundedTotal, pointsDeducted: 0, pointsBalance: 0 };
  }
  const customer = requireCustomer(ctx.db, order.customer_id);
  const account = refreshAccount(ctx, customer);
  const share = order.total > 0 ? roundPoints((order.points_earned * refund) / order.total) : 0;
  const deducted = Math.min(share, account.points_balance);
  if (deducted > 0) {
    movePoints(ctx, customer, -deducted, `Refund of ${refund} on order #${orderId}`, { orderId });
  }
  if (refundedTotal >= order.total) {
    ctx.db
      .prepare(
        `UPDATE rewards SET used_at = NULL, used_order_id = NULL
         WHERE used_order_id = ? AND (ends_at IS NULL OR ends_at > ?)`,
      )
      .run(orderId, ctx.clock.now());
  }
  return {
    orderId,
    refundedAmount: refund,
    refundedTotal,
    pointsDeducted: deducted,
    pointsBalance: ensureAccount(ctx, customer.id).points_balance,
  };
}
