import { randomBytes } from 'node:crypto';
import { ApiError, type DraftOrder } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import type { Db } from '../db.js';
import { readSettings } from '../settings.js';
import { registryItems, requireAnyRegistry } from './registries.js';

/** Most open draft orders a registry may have at once (a gifter abuse limit). */
export const MAX_OPEN_DRAFTS = 50;

export interface DraftRow {
  id: number;
  registry_id: number;
  customer_id: number | null;
  customer_email: string | null;
  customer_name: string | null;
  note: string | null;
  status: 'open' | 'completed';
  order_id: number | null;
  created_at: number;
  completed_at: number | null;
  invoice_token: string;
}

interface Line {
  productId: number;
  variantId: number;
  quantity: number;
}

/** The invoice page of a draft order: on the store's own address, as Shopify's invoices are. */
export function invoicePath(id: number, token: string): string {
  return `/invoices/${id}/${token}`;
}

/** A draft order as E47 and the control API show it; the control API adds order details. */
export function toDraftOrder(db: Db, row: DraftRow): DraftOrder {
  const lines = db
    .prepare(
      'SELECT product_id, variant_id, quantity FROM draft_order_lines WHERE draft_order_id = ? ORDER BY id',
    )
    .all(row.id) as { product_id: number; variant_id: number; quantity: number }[];
  return {
    id: row.id,
    giftRegistryId: row.registry_id,
    status: row.status,
    invoiceUrl: new URL(invoicePath(row.id, row.invoice_token), readSettings(db).storeUrl).href,
    lines: lines.map((l) => ({
      productId: l.product_id,
      variantId: l.variant_id,
      quantity: l.quantity,
    })),
    customerEmail: row.customer_email,
    customerName: row.customer_name,
    note: row.note,
    createdAt: iso(row.created_at),
  };
}

/** A draft order by id and invoice token (the invoice page); a wrong token is a 404. */
export function draftByInvoice(db: Db, id: number, token: string): DraftRow {
  const row = db
    .prepare('SELECT * FROM draft_orders WHERE id = ? AND invoice_token = ?')
    .get(id, token) as DraftRow | undefined;
  if (!row) throw ApiError.of('not_found', 'no such invoice');
  return row;
}

function requireDraft(db: Db, id: number): DraftRow {
  const row = db.prepare('SELECT * FROM draft_orders WHERE id = ?').get(id) as DraftRow | undefined;
  if (!row) throw ApiError.of('not_found', `no draft order ${id}`);
  return row;
}

/**
 * E47: a gifter's draft order. Every line must be a variant of the registry, and no variant may
 * be asked for beyond what is still needed (quantity wanted minus purchased), else a 422.
 */
export function createDraftOrder(
  ctx: SandboxContext,
  input: {
    giftRegistryId: number;
    customerId: number | null;
    products: Line[];
    customerEmail?: string | undefined;
    customerName?: string | undefined;
    note?: string | undefined;
  },
): DraftOrder {
  const registry = requireAnyRegistry(ctx.db, input.giftRegistryId);
  const items = registryItems(ctx.db, registry.id);
  const wanted = new Map<number, Line>();
  for (const line of input.products) {
    const item = items.find((i) => i.variant_id === line.variantId);
    if (!item || item.product_id !== line.productId) {
      throw ApiError.of(
        'unprocessable',
        `product ${line.productId} variant ${line.variantId} is not in gift registry ${registry.id}`,
      );
    }
    const sum = (wanted.get(line.variantId)?.quantity ?? 0) + line.quantity;
    const stillNeeded = Math.max(0, item.quantity - item.purchased_amount);
    if (sum > stillNeeded) {
      throw ApiError.of(
        'unprocessable',
        `variant ${line.variantId}: ${sum} asked, ${stillNeeded} still needed`,
      );
    }
    wanted.set(line.variantId, { ...line, quantity: sum });
  }
  const { open } = ctx.db
    .prepare("SELECT COUNT(*) AS open FROM draft_orders WHERE registry_id = ? AND status = 'open'")
    .get(registry.id) as { open: number };
  if (open >= MAX_OPEN_DRAFTS) {
    throw ApiError.of(
      'unprocessable',
      `gift registry ${registry.id} has too many open draft orders`,
    );
  }
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO draft_orders (registry_id, customer_id, customer_email, customer_name, note, created_at, invoice_token)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        registry.id,
        input.customerId,
        input.customerEmail ?? null,
        input.customerName?.trim() || null,
        input.note ?? null,
        ctx.clock.now(),
        // The invoice page's address is its only key: 128 random bits.
        randomBytes(16).toString('hex'),
      ).lastInsertRowid,
  );
  const line = ctx.db.prepare(
    'INSERT INTO draft_order_lines (draft_order_id, product_id, variant_id, quantity) VALUES (?, ?, ?, ?)',
  );
  for (const l of wanted.values()) line.run(id, l.productId, l.variantId, l.quantity);
  return toDraftOrder(ctx.db, requireDraft(ctx.db, id));
}

export type DraftOrderRecord = DraftOrder & { orderId: number | null; completedAt: string | null };

function toRecord(db: Db, row: DraftRow): DraftOrderRecord {
  return {
    ...toDraftOrder(db, row),
    orderId: row.order_id,
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
  };
}

/** Every draft order, newest first (control API). */
export function listDraftOrders(db: Db): DraftOrderRecord[] {
  const rows = db.prepare('SELECT * FROM draft_orders ORDER BY id DESC').all() as DraftRow[];
  return rows.map((r) => toRecord(db, r));
}

/**
 * Completes a draft order (control API): a platform order is recorded (no customer: the gifter
 * pays as a guest), the registry's items count the purchase and its `ordersCount` grows.
 */
export function completeDraftOrder(ctx: SandboxContext, id: number): DraftOrderRecord {
  const draft = requireDraft(ctx.db, id);
  if (draft.status === 'completed') {
    throw ApiError.of('conflict', `draft order ${id} is completed already`);
  }
  const now = ctx.clock.now();
  const lines = toDraftOrder(ctx.db, draft).lines;
  const price = ctx.db.prepare('SELECT price FROM variants WHERE id = ?');
  const priced = lines.map((l) => ({
    ...l,
    price: (price.get(l.variantId) as { price: number } | undefined)?.price ?? 0,
  }));
  const total = priced.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const orderId = Number(
    ctx.db
      .prepare('INSERT INTO orders (customer_id, total, created_at) VALUES (NULL, ?, ?)')
      .run(total, now).lastInsertRowid,
  );
  const insertLine = ctx.db.prepare(
    'INSERT INTO order_lines (order_id, product_id, variant_id, quantity, price) VALUES (?, ?, ?, ?, ?)',
  );
  const bump = ctx.db.prepare(
    `UPDATE gift_registry_items SET purchased_amount = purchased_amount + ?, updated_at = ?
     WHERE registry_id = ? AND variant_id = ?`,
  );
  for (const l of priced) {
    insertLine.run(orderId, l.productId, l.variantId, l.quantity, l.price);
    bump.run(l.quantity, now, draft.registry_id, l.variantId);
  }
  ctx.db
    .prepare(
      'UPDATE gift_registries SET orders_count = orders_count + 1, updated_at = ? WHERE id = ?',
    )
    .run(now, draft.registry_id);
  ctx.db
    .prepare(
      "UPDATE draft_orders SET status = 'completed', order_id = ?, completed_at = ? WHERE id = ?",
    )
    .run(orderId, now, id);
  return toRecord(ctx.db, requireDraft(ctx.db, id));
}
