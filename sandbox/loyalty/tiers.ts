import type { VipStatus, VipTier } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { customerRef, findProduct, productVariants, type CustomerRow } from '../platform.js';
import { defaultTierId, ensureAccount } from './account.js';
import { createReward } from './rewards.js';

/** A tier row (migration 002). */
export interface TierRow {
  id: number;
  title: string;
  description: string;
  perks: string;
  points_multiplier: number;
  condition: string;
  condition_value: number;
  tags_to_add: string;
  rewarding: string;
  is_default: number;
  position: number;
  created_at: number;
  updated_at: number;
}

/** A reward that comes with a tier, as stored in `tiers.rewarding`. */
export interface StoredTierReward {
  type: string;
  discountValue: number;
  expirationInDays: number | null;
  minimumOrderAmount: number | null;
  productId: number | null;
  variantId: number | null;
}

/** Every tier, lowest first. */
export function allTiers(ctx: SandboxContext): TierRow[] {
  return ctx.db.prepare('SELECT * FROM tiers ORDER BY position, id').all() as TierRow[];
}

function withBase(ctx: SandboxContext, path: string | null): string | null {
  return path === null ? null : `${ctx.baseUrl}${path}`;
}

/** A tier as E12 answers it, with the product details of free-product tier rewards. */
export function tierResource(ctx: SandboxContext, tier: TierRow): VipTier {
  const rewarding = (JSON.parse(tier.rewarding) as StoredTierReward[]).map((r) => {
    const product = r.productId === null ? undefined : findProduct(ctx.db, r.productId);
    const variant = product
      ? productVariants(ctx.db, product.id).find((v) => v.id === r.variantId)
      : undefined;
    return {
      type: r.type,
      discountValue: r.discountValue,
      expirationInDays: r.expirationInDays,
      minimumOrderAmount: r.minimumOrderAmount,
      productId: product?.id ?? null,
      productTitle: product?.title ?? null,
      productHandle: product?.handle ?? null,
      productImage: withBase(ctx, product?.image ?? null),
      variantId: variant?.id ?? null,
      variantTitle: variant?.title ?? null,
      variantImage: withBase(ctx, variant?.image ?? null),
    };
  });
  return {
    id: tier.id,
    title: tier.title,
    description: tier.description,
    perks: tier.perks,
    pointsMultiplier: tier.points_multiplier,
    condition: tier.condition,
    conditionValue: tier.condition_value,
    createdAt: iso(tier.created_at),
    updatedAt: iso(tier.updated_at),
    tagsToAdd: JSON.parse(tier.tags_to_add) as string[],
    rewarding,
    isDefault: tier.is_default === 1,
  };
}

/** Progress toward a condition: `purchases_made` counts orders, `spent_amount` sums them net of refunds. */
export function progressValue(ctx: SandboxContext, customerId: number, condition: string): number {
  const row = ctx.db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(total - refunded_total), 0) AS spent
       FROM orders WHERE customer_id = ?`,
    )
    .get(customerId) as { n: number; spent: number };
  return condition === 'purchases_made' ? row.n : Math.round(row.spent * 100) / 100;
}

/** The customer's tier (the default one when the account has none). */
export function currentTier(ctx: SandboxContext, customerId: number): TierRow {
  const account = ensureAccount(ctx, customerId);
  const id = account.tier_id ?? defaultTierId(ctx);
  const tiers = allTiers(ctx);
  return (
    tiers.find((t) => t.id === id) ?? (tiers.find((t) => t.id === defaultTierId(ctx)) as TierRow)
  );
}

/**
 * Moves the customer up to the highest tier whose condition they meet, issuing that tier's
 * rewards and emitting `tierUpdated`. Tiers are kept once reached (a refund does not demote).
 */
export function updateTier(ctx: SandboxContext, customer: CustomerRow): void {
  const tiers = allTiers(ctx);
  const current = currentTier(ctx, customer.id);
  const reached = tiers.filter(
    (t) => progressValue(ctx, customer.id, t.condition) >= t.condition_value,
  );
  const best = reached[reached.length - 1];
  if (!best || best.position <= current.position) return;
  ctx.db
    .prepare('UPDATE loyalty_accounts SET tier_id = ?, tier_achieved_at = ? WHERE customer_id = ?')
    .run(best.id, ctx.clock.now(), customer.id);
  for (const r of JSON.parse(best.rewarding) as StoredTierReward[]) {
    createReward(ctx, customer, {
      source: 'tier',
      title: `${best.title} tier reward`,
      discountType: r.type,
      discountValue: r.discountValue,
      expirationDays: r.expirationInDays ?? 0,
      minimumOrderAmount: r.minimumOrderAmount ?? 0,
      productId: r.productId,
      variantId: r.variantId,
      note: `Welcome to ${best.title}: tier reward`,
    });
  }
  ctx.emit('v1/customer/tierUpdated', {
    customer: customerRef(customer),
    previousTier: { id: current.id, title: current.title },
    currentTier: { id: best.id, title: best.title },
  });
}

/** E13: current tier, the next one (null at the top) and progress toward it. */
export function vipStatus(ctx: SandboxContext, customerId: number): VipStatus {
  const tiers = allTiers(ctx);
  const current = currentTier(ctx, customerId);
  const next = tiers.find((t) => t.position > current.position);
  const brief = (t: TierRow) => ({
    id: t.id,
    title: t.title,
    condition: { type: t.condition, value: t.condition_value },
  });
  return {
    currentTier: brief(current),
    nextTier: next ? brief(next) : null,
    currentProgressValue: progressValue(ctx, customerId, (next ?? current).condition),
  };
}
