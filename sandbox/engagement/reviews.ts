import { ApiError, type Review, type REVIEW_SORTS } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import type { Db } from '../db.js';
import { displayName, type CustomerRow } from '../platform.js';
import { assetUrl, ensureFold, guestDisplayName, likePattern, stmt } from './shared.js';

/** A review row joined with what its answer needs. */
interface ReviewRow {
  id: number;
  product_id: number | null;
  product_handle: string | null;
  customer_id: number | null;
  c_email: string | null;
  c_phone: string | null;
  c_first: string | null;
  c_last: string | null;
  guest_name: string | null;
  rate: number;
  title: string | null;
  body: string;
  votes: number;
  is_published: number;
  is_pinned: number;
  is_verified_buyer: number;
  created_at: number;
  reply_body: string | null;
  reply_status: string | null;
  image_count: number;
}

const SELECT = `
  SELECT r.*, p.handle AS product_handle,
    c.email AS c_email, c.phone AS c_phone, c.first_name AS c_first, c.last_name AS c_last,
    rr.body AS reply_body, rr.status AS reply_status,
    (SELECT COUNT(*) FROM review_images i WHERE i.review_id = r.id) AS image_count
  FROM reviews r
  LEFT JOIN products p ON p.id = r.product_id
  LEFT JOIN customers c ON c.id = r.customer_id
  LEFT JOIN review_replies rr ON rr.review_id = r.id`;

/**
 * The order of each E18 sort option; ties always fall back to the newest id first.
 * `mostRelevant`: pinned first, then a relevance score (helpful votes, photos, a verified
 * buyer, a substantial body), then recency.
 */
const ORDER: Record<(typeof REVIEW_SORTS)[number], string> = {
  mostRecent: 'r.created_at DESC, r.id DESC',
  mostHelpful: 'r.votes DESC, r.id DESC',
  highestRating: 'r.rate DESC, r.id DESC',
  lowestRating: 'r.rate ASC, r.id DESC',
  withPhotos: '(image_count > 0) DESC, r.created_at DESC, r.id DESC',
  mostRelevant: `r.is_pinned DESC,
    (r.votes * 2 + (image_count > 0) * 3 + r.is_verified_buyer * 2 + (length(r.body) >= 160)) DESC,
    r.created_at DESC, r.id DESC`,
};

export interface ReviewQuery {
  customerId?: number;
  reviewId?: number;
  productId?: number;
  onlyPublishedReviews?: boolean;
  onlyUnpublishedReviews?: boolean;
  onlyShopReviews?: boolean;
  onlyProductReviews?: boolean;
  onlyWithPhotos?: boolean;
  onlyPinnedReviews?: boolean;
  rate?: number;
  search?: string;
  sortingOption: (typeof REVIEW_SORTS)[number];
  offset: number;
  perPage: number;
  withCustomerDisplayName?: boolean;
}

/** E18: filters, search, sort and offset paging. */
export function listReviews(
  ctx: SandboxContext,
  q: ReviewQuery,
): { totalCount: number; items: Review[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    args.push(...values);
  };
  if (q.customerId !== undefined) add('r.customer_id = ?', q.customerId);
  if (q.reviewId !== undefined) add('r.id = ?', q.reviewId);
  if (q.productId !== undefined) add('r.product_id = ?', q.productId);
  if (q.onlyPublishedReviews) add('r.is_published = 1');
  if (q.onlyUnpublishedReviews) add('r.is_published = 0');
  if (q.onlyShopReviews) add('r.product_id IS NULL');
  if (q.onlyProductReviews) add('r.product_id IS NOT NULL');
  if (q.onlyWithPhotos) add('EXISTS (SELECT 1 FROM review_images i WHERE i.review_id = r.id)');
  if (q.onlyPinnedReviews) add('r.is_pinned = 1');
  if (q.rate !== undefined) add('r.rate = ?', q.rate);
  const term = q.search?.trim();
  if (term) {
    ensureFold(ctx.db);
    const like = likePattern(term);
    add(
      `(lk_fold(coalesce(r.title, '')) LIKE ? ESCAPE '\\' OR lk_fold(r.body) LIKE ? ESCAPE '\\'
        OR lk_fold(coalesce(p.title, '')) LIKE ? ESCAPE '\\')`,
      like,
      like,
      like,
    );
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = `FROM reviews r LEFT JOIN products p ON p.id = r.product_id ${filter}`;
  const { n } = stmt(ctx.db, `SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number };
  const rows = stmt(
    ctx.db,
    `${SELECT} ${filter} ORDER BY ${ORDER[q.sortingOption]} LIMIT ? OFFSET ?`,
  ).all(...args, q.perPage, q.offset) as ReviewRow[];
  return { totalCount: n, items: toReviews(ctx, rows, q.withCustomerDisplayName ?? false) };
}

/** One review by id, or a 404. */
export function requireReview(ctx: SandboxContext, id: number, withName = false): Review {
  const row = stmt(ctx.db, `${SELECT} WHERE r.id = ?`).get(id) as ReviewRow | undefined;
  if (!row) throw ApiError.of('not_found', `no review ${id}`);
  return toReviews(ctx, [row], withName)[0] as Review;
}

function toReviews(ctx: SandboxContext, rows: ReviewRow[], withName: boolean): Review[] {
  const images = imagesOf(
    ctx.db,
    rows.filter((r) => r.image_count > 0).map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    rate: r.rate,
    votes: r.votes,
    isPublished: r.is_published === 1,
    isPinned: r.is_pinned === 1,
    isVerifiedBuyer: r.is_verified_buyer === 1,
    createdAt: iso(r.created_at),
    customer:
      r.customer_id !== null && r.c_email !== null
        ? { platformCustomerId: r.customer_id, email: r.c_email, phone: r.c_phone }
        : null,
    product:
      r.product_id !== null && r.product_handle !== null
        ? { id: r.product_id, handle: r.product_handle }
        : null,
    reply:
      r.reply_body !== null ? { body: r.reply_body, status: r.reply_status ?? 'public' } : null,
    ...(withName && { customerDisplayName: authorName(r) }),
    images: (images.get(r.id) ?? []).map((url) => assetUrl(ctx, url)),
  }));
}

function authorName(r: ReviewRow): string {
  if (r.customer_id !== null && r.c_email !== null) {
    return displayName({
      first_name: r.c_first ?? '',
      last_name: r.c_last ?? '',
      email: r.c_email,
    });
  }
  return guestDisplayName(r.guest_name);
}

function imagesOf(db: Db, ids: number[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = stmt(
    db,
    `SELECT review_id, url FROM review_images WHERE review_id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
  ).all(...ids) as { review_id: number; url: string }[];
  for (const row of rows) out.set(row.review_id, [...(out.get(row.review_id) ?? []), row.url]);
  return out;
}

/** Whether the customer bought the product (any platform order line). */
export function hasBought(db: Db, customerId: number, productId?: number | null): boolean {
  const sql =
    productId == null
      ? 'SELECT 1 FROM orders WHERE customer_id = ? LIMIT 1'
      : `SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE o.customer_id = ? AND l.product_id = ? LIMIT 1`;
  const args = productId == null ? [customerId] : [customerId, productId];
  return stmt(db, sql).get(...args) !== undefined;
}

/** Why a customer may not review a product, or null when they may (E21, E22). */
export function reviewRefusal(
  ctx: SandboxContext,
  customer: CustomerRow,
  productId: number | null | undefined,
): string | null {
  if (productId != null) {
    const already = stmt(
      ctx.db,
      'SELECT 1 FROM reviews WHERE customer_id = ? AND product_id = ?',
    ).get(customer.id, productId);
    if (already) return 'You have already reviewed this product.';
  }
  if (ctx.settings().reviewsVerifiedOnly && !hasBought(ctx.db, customer.id, productId)) {
    return productId == null
      ? 'Only customers who have placed an order can write reviews.'
      : 'Only customers who bought this product can review it.';
  }
  return null;
}

export interface NewReview {
  productId: number | null;
  customerId: number | null;
  guestName?: string | null;
  guestEmail?: string | null;
  rate: number;
  title?: string | null;
  body: string;
  imageUrls?: string[];
  isVerifiedBuyer: boolean;
  isPublished: boolean;
  isPinned?: boolean;
  votes?: number;
  createdAt: number;
}

/** Inserts a review with its images; answers its id. */
export function insertReview(db: Db, r: NewReview): number {
  const id = Number(
    stmt(
      db,
      `INSERT INTO reviews (product_id, customer_id, guest_name, guest_email, rate, title, body,
          votes, is_published, is_pinned, is_verified_buyer, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      r.productId,
      r.customerId,
      r.guestName ?? null,
      r.guestEmail ?? null,
      r.rate,
      r.title?.trim() ? r.title.trim() : null,
      r.body,
      r.votes ?? 0,
      r.isPublished ? 1 : 0,
      r.isPinned ? 1 : 0,
      r.isVerifiedBuyer ? 1 : 0,
      r.createdAt,
    ).lastInsertRowid,
  );
  const image = stmt(db, 'INSERT INTO review_images (review_id, url) VALUES (?, ?)');
  for (const url of r.imageUrls ?? []) image.run(id, url);
  return id;
}
