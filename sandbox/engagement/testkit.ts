// Shared helpers of the engagement tests: customers and purchases made straight in the database.
import { expect } from 'vitest';
import { Problem } from '../../src/api/index.js';
import type { TestSandbox } from '../testing.js';

let serial = 0;

/** A new platform customer; answers its id and e-mail. */
export function newCustomer(sb: TestSandbox, first = 'Test', last = 'Shopper') {
  serial += 1;
  const email = `${first.toLowerCase()}.${serial}@engagement.test`;
  const id = Number(
    sb.db
      .prepare(
        'INSERT INTO customers (email, first_name, last_name, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(email, first, last, sb.clock.now()).lastInsertRowid,
  );
  return { id, email, identifier: String(id) };
}

/** Records a platform order of the product's first variant for the customer. */
export function buy(sb: TestSandbox, customerId: number | null, productId: number): void {
  const orderId = Number(
    sb.db
      .prepare('INSERT INTO orders (customer_id, total, created_at) VALUES (?, 10, ?)')
      .run(customerId, sb.clock.now()).lastInsertRowid,
  );
  sb.db
    .prepare(
      'INSERT INTO order_lines (order_id, product_id, variant_id, quantity, price) VALUES (?, ?, NULL, 1, 10)',
    )
    .run(orderId, productId);
}

/** The variant ids of a product, first variant first. */
export function variantsOf(sb: TestSandbox, productId: number): number[] {
  return (
    sb.db
      .prepare('SELECT id FROM variants WHERE product_id = ? ORDER BY position, id')
      .all(productId) as { id: number }[]
  ).map((v) => v.id);
}

/** Asserts a problem+json failure with this status (and code); answers the problem. */
export async function expectProblem(res: Response, status: number, code?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const problem = Problem.parse(JSON.parse(text));
  if (code) expect(problem.code).toBe(code);
  return problem;
}

/** Event topics recorded in the outbox, oldest first. */
export function topics(sb: TestSandbox): string[] {
  return (
    sb.db.prepare('SELECT topic FROM events ORDER BY rowid').all() as { topic: string }[]
  ).map((e) => e.topic);
}

/** Products without demo reviews, questions or media (the demo data covers the first 24). */
export const QUIET_PRODUCT = 26;
export const QUIET_PRODUCT_2 = 27;
