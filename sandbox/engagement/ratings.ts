import type { ExtendedRatingSummary, RatingSummary } from '../../src/api/index.js';
import type { Db } from '../db.js';
import { stmt } from './shared.js';

interface RatingRow {
  product_id: number;
  n: number;
  avg: number | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
  media: number;
  replies: number;
}

/** Published reviews of the products, summed up per product (absent products: no row). */
function ratingRows(db: Db, productIds: number[]): Map<number, RatingRow> {
  const rows = stmt(
    db,
    `SELECT r.product_id, COUNT(*) AS n, AVG(r.rate) AS avg,
         SUM(r.rate = 1) AS s1, SUM(r.rate = 2) AS s2, SUM(r.rate = 3) AS s3,
         SUM(r.rate = 4) AS s4, SUM(r.rate = 5) AS s5,
         SUM((SELECT COUNT(*) FROM review_images i WHERE i.review_id = r.id)) AS media,
         SUM(EXISTS (SELECT 1 FROM review_replies rr WHERE rr.review_id = r.id)) AS replies
       FROM reviews r
       WHERE r.is_published = 1 AND r.product_id IN (${productIds.map(() => '?').join(',')})
       GROUP BY r.product_id`,
  ).all(...productIds) as RatingRow[];
  return new Map(rows.map((r) => [r.product_id, r]));
}

/** An average as shown next to stars: two decimals. */
function round2(value: number | null | undefined): number {
  return value ? Math.round(value * 100) / 100 : 0;
}

/** E19: one basic summary per requested product, in the order asked (zero when unreviewed). */
export function averageRatings(db: Db, productIds: number[]): RatingSummary[] {
  const rows = ratingRows(db, productIds);
  return productIds.map((productId) => {
    const r = rows.get(productId);
    return { productId, avgRate: round2(r?.avg), totalCount: r?.n ?? 0 };
  });
}

/** E20: one extended summary per requested product, with the parts asked for. */
export function extendedRatings(
  db: Db,
  productIds: number[],
  opts: { withStarsDistribution?: boolean; withMediaCount?: boolean; withReplyCount?: boolean },
): ExtendedRatingSummary[] {
  // The contract refuses a repeated id (as E19 does), so each id answers once.
  const rows = ratingRows(db, productIds);
  return productIds.map((productId) => {
    const r = rows.get(productId);
    return {
      reviewCount: r?.n ?? 0,
      starsAverage: round2(r?.avg),
      productId,
      ...(opts.withStarsDistribution && {
        starsDistribution: {
          oneStar: r?.s1 ?? 0,
          twoStars: r?.s2 ?? 0,
          threeStars: r?.s3 ?? 0,
          fourStars: r?.s4 ?? 0,
          fiveStars: r?.s5 ?? 0,
        },
      }),
      ...(opts.withMediaCount && { mediaCount: r?.media ?? 0 }),
      ...(opts.withReplyCount && { replyCount: r?.replies ?? 0 }),
    };
  });
}
