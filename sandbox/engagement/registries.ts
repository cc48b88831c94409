import {
  ApiError,
  type GiftRegistry,
  type GiftRegistryItem,
  type Registrant,
} from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { Db } from '../db.js';

/** Most registries one customer may keep. */
export const MAX_REGISTRIES = 20;

interface RegistryRow {
  id: number;
  customer_id: number;
  registrant_id: number;
  type_id: number;
  title: string;
  date: string;
  orders_count: number;
  created_at: number;
  updated_at: number;
}

export interface RegistryItemRow {
  id: number;
  registry_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  purchased_amount: number;
  tag: string | null;
  created_at: number;
  updated_at: number;
}

interface RegistrantRow {
  id: number;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  state: string;
  country: string;
  country_code: string;
}

export type RegistrantFields = Omit<Registrant, 'id'>;

function registrantOf(db: Db, id: number): Registrant {
  const r = db.prepare('SELECT * FROM registrants WHERE id = ?').get(id) as RegistrantRow;
  const co = db
    .prepare('SELECT first_name, last_name FROM co_registrants WHERE registrant_id = ? ORDER BY id')
    .all(id) as { first_name: string; last_name: string }[];
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    address: r.address,
    postalCode: r.postal_code,
    city: r.city,
    state: r.state,
    country: r.country,
    countryCode: r.country_code,
    coRegistrants: co.map((c) => ({ firstName: c.first_name, lastName: c.last_name })),
  };
}

/** Inserts (id absent) or replaces (id given) a registrant with its co-registrants. */
export function saveRegistrant(db: Db, fields: RegistrantFields, id?: number): number {
  const values = [
    fields.firstName,
    fields.lastName,
    fields.address,
    fields.postalCode,
    fields.city,
    fields.state,
    fields.country,
    fields.countryCode,
  ];
  let registrantId = id;
  if (registrantId === undefined) {
    registrantId = Number(
      db
        .prepare(
          `INSERT INTO registrants (first_name, last_name, address, postal_code, city, state, country, country_code)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...values).lastInsertRowid,
    );
  } else {
    db.prepare(
      `UPDATE registrants SET first_name = ?, last_name = ?, address = ?, postal_code = ?, city = ?,
         state = ?, country = ?, country_code = ? WHERE id = ?`,
    ).run(...values, registrantId);
    db.prepare('DELETE FROM co_registrants WHERE registrant_id = ?').run(registrantId);
  }
  const co = db.prepare(
    'INSERT INTO co_registrants (registrant_id, first_name, last_name) VALUES (?, ?, ?)',
  );
  for (const c of fields.coRegistrants) co.run(registrantId, c.firstName, c.lastName);
  return registrantId;
}

export function toRegistry(db: Db, row: RegistryRow): GiftRegistry {
  return {
    typeId: row.type_id,
    title: row.title,
    date: row.date,
    id: row.id,
    registrantId: row.registrant_id,
    ordersCount: row.orders_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    registrant: registrantOf(db, row.registrant_id),
  };
}

export function toRegistryItem(row: RegistryItemRow): GiftRegistryItem {
  return {
    id: row.id,
    giftRegistryId: row.registry_id,
    productId: row.product_id,
    variantId: row.variant_id,
    quantity: row.quantity,
    purchasedAmount: row.purchased_amount,
    tag: row.tag,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function customerRegistries(db: Db, customerId: number): RegistryRow[] {
  return db
    .prepare('SELECT * FROM gift_registries WHERE customer_id = ? ORDER BY id')
    .all(customerId) as RegistryRow[];
}

/** Any registry by id (E47's gifters reach it through a share link), or a 404. */
export function requireAnyRegistry(db: Db, id: number): RegistryRow {
  const row = db.prepare('SELECT * FROM gift_registries WHERE id = ?').get(id) as
    RegistryRow | undefined;
  if (!row) throw ApiError.of('not_found', `no gift registry ${id}`);
  return row;
}

/** A registry of this customer; another customer's is a 404, as if it did not exist. */
export function requireRegistry(db: Db, customerId: number, id: number): RegistryRow {
  const row = requireAnyRegistry(db, id);
  if (row.customer_id !== customerId) throw ApiError.of('not_found', `no gift registry ${id}`);
  return row;
}

/** An item in one of this customer's registries, or a 404. */
export function requireRegistryItem(db: Db, customerId: number, id: number): RegistryItemRow {
  const row = db
    .prepare(
      `SELECT i.* FROM gift_registry_items i JOIN gift_registries g ON g.id = i.registry_id
       WHERE i.id = ? AND g.customer_id = ?`,
    )
    .get(id, customerId) as RegistryItemRow | undefined;
  if (!row) throw ApiError.of('not_found', `no gift registry item ${id}`);
  return row;
}

export function registryItems(db: Db, registryId: number): RegistryItemRow[] {
  return db
    .prepare('SELECT * FROM gift_registry_items WHERE registry_id = ? ORDER BY id')
    .all(registryId) as RegistryItemRow[];
}

export function itemRow(db: Db, id: number): RegistryItemRow {
  return db.prepare('SELECT * FROM gift_registry_items WHERE id = ?').get(id) as RegistryItemRow;
}

/** A conflict when the variant is in the registry already (one entry per variant). */
export function refuseDuplicate(db: Db, registryId: number, variantId: number): void {
  const dup = db
    .prepare('SELECT id FROM gift_registry_items WHERE registry_id = ? AND variant_id = ?')
    .get(registryId, variantId) as { id: number } | undefined;
  if (dup) {
    throw ApiError.of(
      'conflict',
      `variant ${variantId} is in gift registry ${registryId} already (item ${dup.id}); change its quantity instead`,
    );
  }
}
