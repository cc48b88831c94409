import { ApiError, type CustomerRef } from '../src/api/index.js';
import type { Db } from './db.js';

/** A customer row of the platform. */
export interface CustomerRow {
  id: number;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  accepts_email_marketing: number;
  accepts_sms_marketing: number;
  created_at: number;
}

/** Finds a customer by platform id, e-mail or phone (spec section 1, rule 1). */
export function findCustomer(db: Db, identifier: string | number): CustomerRow | undefined {
  const value = String(identifier).trim();
  if (/^\d+$/.test(value)) {
    const byId = db.prepare('SELECT * FROM customers WHERE id = ?').get(Number(value)) as
      CustomerRow | undefined;
    if (byId) return byId;
  }
  return db
    .prepare('SELECT * FROM customers WHERE email = ? COLLATE NOCASE OR phone = ?')
    .get(value, value) as CustomerRow | undefined;
}

/** Like `findCustomer`, but a 404 when there is none. */
export function requireCustomer(db: Db, identifier: string | number): CustomerRow {
  const row = findCustomer(db, identifier);
  if (!row) throw ApiError.of('not_found', 'no such customer');
  return row;
}

/** The embedded reference of a customer (spec 2.1). */
export function customerRef(row: Pick<CustomerRow, 'id' | 'email' | 'phone'>): CustomerRef {
  return { platformCustomerId: row.id, email: row.email, phone: row.phone };
}

/** The name a storefront shows for a customer: first name and last initial. */
export function displayName(row: Pick<CustomerRow, 'first_name' | 'last_name' | 'email'>): string {
  const first = row.first_name.trim();
  const last = row.last_name.trim();
  if (!first) return row.email.split('@')[0] ?? 'Customer';
  return last ? `${first} ${last[0]}.` : first;
}

export interface ProductRow {
  id: number;
  handle: string;
  title: string;
  description: string;
  image: string | null;
  price: number;
  created_at: number;
}

export interface VariantRow {
  id: number;
  product_id: number;
  title: string;
  price: number;
  image: string | null;
  position: number;
}

export function findProduct(db: Db, id: number): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
}

export function requireProduct(db: Db, id: number): ProductRow {
  const row = findProduct(db, id);
  if (!row) throw ApiError.of('not_found', `no product ${id}`);
  return row;
}

/** The variants of a product, first variant first. */
export function productVariants(db: Db, productId: number): VariantRow[] {
  return db
    .prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY position, id')
    .all(productId) as VariantRow[];
}

/** The variant of a product: the given one (404 when not of that product) or the first. */
export function resolveVariant(db: Db, productId: number, variantId?: number): VariantRow {
  const variants = productVariants(db, productId);
  const variant = variantId === undefined ? variants[0] : variants.find((v) => v.id === variantId);
  if (!variant) {
    throw ApiError.of(
      'not_found',
      variantId === undefined
        ? `product ${productId} has no variant`
        : `no variant ${variantId} of product ${productId}`,
    );
  }
  return variant;
}
