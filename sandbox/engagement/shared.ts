import type Database from 'better-sqlite3';
import { ApiError, type CustomerRef } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import type { Db } from '../db.js';
import { customerRef, findCustomer, type CustomerRow } from '../platform.js';

/** An asset path (`/assets/...`) under the sandbox base URL; absolute URLs stay as they are. */
export function assetUrl(ctx: Pick<SandboxContext, 'baseUrl'>, path: string): string {
  return path.startsWith('/') ? `${ctx.baseUrl}${path}` : path;
}

/** The customer of an identifier, or a 404 naming it as the caller gave it. */
export function requireCustomerOf(db: Db, identifier: string): CustomerRow {
  const row = findCustomer(db, identifier);
  if (!row) throw ApiError.of('not_found', 'no such customer');
  return row;
}

/** The reference of a customer by id (null when there is none: a guest or the store). */
export function refById(db: Db, id: number | null): CustomerRef | null {
  if (id === null) return null;
  const row = db.prepare('SELECT id, email, phone FROM customers WHERE id = ?').get(id) as
    Pick<CustomerRow, 'id' | 'email' | 'phone'> | undefined;
  return row ? customerRef(row) : null;
}

/** `Ana Lopez` as a storefront shows a guest author: `Ana L.`. */
export function guestDisplayName(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return 'Guest';
  const last = rest[rest.length - 1];
  return last ? `${first} ${last[0]}.` : first;
}

/** `LIKE` escaping for a search term (so `%` and `_` match themselves). */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const folded = new WeakSet<Db>();

/**
 * Registers `lk_fold(text)`: Unicode lower case, so search is case-insensitive beyond ASCII
 * (SQLite's own `lower` and `LIKE` fold ASCII only).
 */
export function ensureFold(db: Db): void {
  if (folded.has(db)) return;
  db.function('lk_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  folded.add(db);
}

/** Rows of a page (`page` from 1). */
export function pageOf<T>(rows: T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

/** A customer's id by e-mail (seeding), if there is one. */
export function customerIdByEmail(db: Db, email: string): number | undefined {
  return (
    db.prepare('SELECT id FROM customers WHERE email = ? COLLATE NOCASE').get(email) as
      { id: number } | undefined
  )?.id;
}

type Statement = Database.Statement<unknown[], unknown>;
const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * A prepared statement, compiled once per database and SQL text (compiling costs as much as
 * running the hot read queries). The texts vary only with the filters given, so the cache stays
 * small; it is bounded all the same.
 */
export function stmt(db: Db, sql: string): Statement {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map()));
  let statement = byText.get(sql);
  if (!statement) {
    if (byText.size >= 1000) byText.clear();
    statement = db.prepare<unknown[], unknown>(sql);
    byText.set(sql, statement);
  }
  return statement;
}
