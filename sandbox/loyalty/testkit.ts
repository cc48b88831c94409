// Shared steps of the loyalty tests: customers and orders through the control API.
import { expect } from 'vitest';
import type { CustomerProfile, InputOf, OperationName, OutputOf } from '../../src/api/index.js';
import type { TestSandbox } from '../testing.js';

/** Creates a customer through `POST /sandbox/customers`. */
export async function newCustomer(
  sb: TestSandbox,
  email = 'zoe@example.test',
  extra: Record<string, unknown> = {},
): Promise<CustomerProfile> {
  const res = await sb.admin('POST', '/customers', { email, firstName: 'Zoe', ...extra });
  expect(res.status).toBe(201);
  return (await res.json()) as CustomerProfile;
}

export interface PlacedOrder {
  orderId: number;
  total: number;
  pointsEarned: number;
}

/** Places an order of `amount` (one Everyday Linen Shirt line at that price) through `POST /sandbox/orders`. */
export async function placeOrder(
  sb: TestSandbox,
  customerIdentifier: string,
  amount: number,
  discountCodes?: string[],
): Promise<PlacedOrder> {
  const res = await sb.admin('POST', '/orders', {
    customerIdentifier,
    lines: [{ productId: 1, quantity: 1, price: amount }],
    ...(discountCodes && { discountCodes }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/** The current balance through E4. */
export async function balanceOf(sb: TestSandbox, customerIdentifier: string): Promise<number> {
  return (await freshOk(sb, 'getCustomer', { customerIdentifier })).pointsBalance;
}

/** Topics and payloads in the outbox, oldest first. */
export function outbox(
  sb: TestSandbox,
  topic?: string,
): { topic: string; data: Record<string, unknown> }[] {
  const rows = sb.db
    .prepare(
      `SELECT payload FROM events ${topic ? 'WHERE topic = ?' : ''} ORDER BY created_at, rowid`,
    )
    .all(...(topic ? [topic] : [])) as { payload: string }[];
  return rows.map((r) => JSON.parse(r.payload) as { topic: string; data: Record<string, unknown> });
}

/** The problem code of a failed call. */
export async function codeOf(res: Response): Promise<string> {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ((await res.json()) as { code: string }).code;
}

/** Like `sb.ok`, with a new access token (for use after the clock moved past the cached one). */
export async function freshOk<K extends OperationName>(
  sb: TestSandbox,
  name: K,
  input: InputOf<K>,
): Promise<OutputOf<K>> {
  const res = await sb.call(name, input as Record<string, unknown>, { token: await sb.token() });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as OutputOf<K>;
}
