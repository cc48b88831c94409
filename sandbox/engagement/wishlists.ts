import {
  ApiError,
  type CustomerRef,
  type Wishlist,
  type WishlistItem,
} from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import type { Db } from '../db.js';
import { customerRef } from '../platform.js';
import { requireCustomerOf } from './shared.js';

/** Whose wishlists a call acts on: a customer (preferred when both are given) or a guest session. */
export interface Owner {
  customerId: number | null;
  sessionToken: string | null;
  ref: CustomerRef | null;
}

/** The title of the list E32 and E3b create when an owner has none. */
export const DEFAULT_WISHLIST_TITLE = 'My wishlist';
/** Most wishlists one owner may keep. */
export const MAX_WISHLISTS = 100;

export interface WishlistRow {
  id: number;
  customer_id: number | null;
  session_token: string | null;
  title: string;
  is_default: number;
  is_private: number;
  created_at: number;
}

export interface ItemRow {
  id: number;
  wishlist_id: number;
  product_id: number;
  variant_id: number;
  handle: string;
}

export function resolveOwner(
  db: Db,
  q: { customerIdentifier?: string | undefined; sessionToken?: string | undefined },
): Owner {
  if (q.customerIdentifier !== undefined) {
    const customer = requireCustomerOf(db, q.customerIdentifier);
    return { customerId: customer.id, sessionToken: null, ref: customerRef(customer) };
  }
  return { customerId: null, sessionToken: q.sessionToken ?? '', ref: null };
}

/** `WHERE` part selecting the owner's lists (of table alias `w`). */
function ownerClause(owner: Owner): [string, unknown] {
  return owner.customerId !== null
    ? ['w.customer_id = ?', owner.customerId]
    : ['w.session_token = ? AND w.customer_id IS NULL', owner.sessionToken];
}

export function ownerLists(db: Db, owner: Owner): WishlistRow[] {
  const [where, arg] = ownerClause(owner);
  return db
    .prepare(`SELECT w.* FROM wishlists w WHERE ${where} ORDER BY w.id`)
    .all(arg) as WishlistRow[];
}

/** One of the owner's lists; another owner's list is a 404, as if it did not exist. */
export function requireList(db: Db, owner: Owner, id: number): WishlistRow {
  const [where, arg] = ownerClause(owner);
  const row = db.prepare(`SELECT w.* FROM wishlists w WHERE w.id = ? AND ${where}`).get(id, arg) as
    WishlistRow | undefined;
  if (!row) throw ApiError.of('not_found', `no wishlist ${id}`);
  return row;
}

export function createList(
  ctx: SandboxContext,
  owner: Owner,
  title: string,
  isDefault = false,
): WishlistRow {
  const count = ownerLists(ctx.db, owner).length;
  if (count >= MAX_WISHLISTS) {
    throw ApiError.of('unprocessable', `at most ${MAX_WISHLISTS} wishlists per owner`);
  }
  // The first list of an owner is its default.
  const makeDefault = isDefault || count === 0;
  if (makeDefault) clearDefault(ctx.db, owner);
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO wishlists (customer_id, session_token, title, is_default, is_private, created_at)
         VALUES (?, ?, ?, ?, 0, ?)`,
      )
      .run(owner.customerId, owner.sessionToken, title, makeDefault ? 1 : 0, ctx.clock.now())
      .lastInsertRowid,
  );
  return requireList(ctx.db, owner, id);
}

export function clearDefault(db: Db, owner: Owner): void {
  const [where, arg] = ownerClause(owner);
  db.prepare(`UPDATE wishlists AS w SET is_default = 0 WHERE ${where}`).run(arg);
}

export function toWishlist(owner: Owner, row: WishlistRow): Wishlist {
  return {
    wishlistId: row.id,
    customer: owner.ref,
    sessionToken: row.session_token,
    wishlistTitle: row.title,
    isDefault: row.is_default === 1,
    isPrivate: row.is_private === 1,
  };
}

export function toItem(owner: Owner, row: ItemRow): WishlistItem {
  return {
    customer: owner.ref,
    sessionToken: owner.sessionToken,
    product: { id: row.product_id, handle: row.handle, variantId: row.variant_id },
    wishlistId: row.wishlist_id,
  };
}

const ITEM = `SELECT i.id, i.wishlist_id, i.product_id, i.variant_id, p.handle
  FROM wishlist_items i JOIN products p ON p.id = i.product_id`;

export function listItems(db: Db, listIds: number[]): ItemRow[] {
  if (listIds.length === 0) return [];
  return db
    .prepare(`${ITEM} WHERE i.wishlist_id IN (${listIds.map(() => '?').join(',')}) ORDER BY i.id`)
    .all(...listIds) as ItemRow[];
}

export function itemById(db: Db, id: number): ItemRow {
  return db.prepare(`${ITEM} WHERE i.id = ?`).get(id) as ItemRow;
}

/** The item of a product (and variant, when given; else its oldest) in one list, or a 404. */
export function requireItem(
  db: Db,
  listId: number,
  productId: number,
  variantId?: number,
): ItemRow {
  const row = db
    .prepare(
      `${ITEM} WHERE i.wishlist_id = ? AND i.product_id = ? AND (? IS NULL OR i.variant_id = ?)
       ORDER BY i.id LIMIT 1`,
    )
    .get(listId, productId, variantId ?? null, variantId ?? null) as ItemRow | undefined;
  if (!row) throw ApiError.of('not_found', `product ${productId} is not in wishlist ${listId}`);
  return row;
}

/** Puts a variant in a list; answers the existing item when it is there already. */
export function putItem(
  ctx: SandboxContext,
  listId: number,
  productId: number,
  variantId: number,
): { item: ItemRow; created: boolean } {
  const created = ctx.db
    .prepare(
      `INSERT OR IGNORE INTO wishlist_items (wishlist_id, product_id, variant_id, created_at)
       VALUES (?, ?, ?, ?)`,
    )
    .run(listId, productId, variantId, ctx.clock.now()).changes;
  const row = ctx.db
    .prepare(`${ITEM} WHERE i.wishlist_id = ? AND i.product_id = ? AND i.variant_id = ?`)
    .get(listId, productId, variantId) as ItemRow;
  return { item: row, created: created > 0 };
}

/** The list E32 and E3b fall back on: the last created one, or a new default list. */
export function lastOrNewList(ctx: SandboxContext, owner: Owner): WishlistRow {
  const lists = ownerLists(ctx.db, owner);
  return lists[lists.length - 1] ?? createList(ctx, owner, DEFAULT_WISHLIST_TITLE, true);
}

/** The owner's default list, created when there is none. */
export function defaultOrNewList(ctx: SandboxContext, owner: Owner): WishlistRow {
  const lists = ownerLists(ctx.db, owner);
  return (
    lists.find((l) => l.is_default === 1) ?? createList(ctx, owner, DEFAULT_WISHLIST_TITLE, true)
  );
}
