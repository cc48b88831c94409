// Points for reviews, as loyalty programs that include reviews pay them: a `product_review` rule
// pays for each published product review by a customer, a `photo_review` rule pays a bonus when
// that review has a photo. Each pays once per review (whatever moderation does to it later), times
// the customer's tier multiplier, and the movement emits `balanceUpdated` like any other.
import type { SandboxContext } from '../context.js';
import type { CustomerRow } from '../platform.js';
import { movePoints, roundPoints } from './account.js';
import { enabledEarningRules } from './earning.js';
import { currentTier } from './tiers.js';

/** The review the rules look at. */
interface PublishedReview {
  id: number;
  productId: number;
  photos: number;
}

/** Which reviews each review rule pays for: a row per rule type. */
const REVIEW_RULES: Readonly<Record<string, (review: PublishedReview) => boolean>> = {
  product_review: () => true,
  photo_review: (review) => review.photos > 0,
};

/**
 * Pays the review rules a published product review of a customer qualifies for, each once per
 * review; answers the points paid. A guest's review, a shop review or an unpublished one earns
 * nothing (yet: publishing it later pays then).
 */
export function awardReviewPoints(
  ctx: SandboxContext,
  customer: CustomerRow,
  reviewId: number,
): number {
  const row = ctx.db
    .prepare(
      `SELECT r.id, r.product_id, r.is_published, r.customer_id,
         (SELECT COUNT(*) FROM review_images i WHERE i.review_id = r.id) AS photos
       FROM reviews r WHERE r.id = ?`,
    )
    .get(reviewId) as
    | {
        id: number;
        product_id: number | null;
        is_published: number;
        customer_id: number | null;
        photos: number;
      }
    | undefined;
  if (!row || row.is_published !== 1 || row.product_id === null) return 0;
  if (row.customer_id !== customer.id) return 0;
  const review: PublishedReview = { id: row.id, productId: row.product_id, photos: row.photos };
  const tier = currentTier(ctx, customer.id);
  let paid = 0;
  for (const rule of enabledEarningRules(ctx)) {
    const counts = REVIEW_RULES[rule.type];
    if (!counts?.(review) || rule.points <= 0) continue;
    const inserted = ctx.db
      .prepare(
        'INSERT OR IGNORE INTO earning_completions (customer_id, rule_id, period, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(customer.id, rule.id, `review:${review.id}`, ctx.clock.now());
    if (inserted.changes === 0) continue;
    const points = roundPoints(rule.points * tier.points_multiplier);
    const factor =
      tier.points_multiplier !== 1 ? ` (×${tier.points_multiplier} ${tier.title})` : '';
    movePoints(ctx, customer, points, `${rule.title}: review #${review.id}${factor}`);
    paid += points;
  }
  return paid;
}
