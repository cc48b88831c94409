// The point-of-sale sequence of spec section 1 with the typed server-side client.
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../sandbox/app.js';
import { createApiClient } from './index.js';
import { ADMIN } from './test-helpers/sandbox.js';

let sandbox: Sandbox | undefined;
afterEach(() => sandbox?.close());

describe('the server-side client', () => {
  it('runs the point-of-sale sequence: E4, E10, E11, E15, then an order with the code', async () => {
    sandbox = createSandbox({ db: ':memory:', seed: 'demo', rateLimit: true });
    const sb = sandbox;
    const client = createApiClient({
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (req) => sb.fetch(req),
    });
    const customerIdentifier = 'ana@demo.test';

    const customer = await client.getCustomer({ customerIdentifier });
    const { rules } = await client.getSpendingRules({ customerIdentifier });
    const rule = rules.find(
      (r) =>
        r.type === 'fixed_amount' &&
        !r.isFlexible &&
        r.isAllowed !== false &&
        r.pointsPrice <= customer.pointsBalance,
    )!;
    expect(rule).toBeDefined();
    const before = await client.getCustomerActiveRewards({ customerIdentifier });
    await client.redeem({ customerIdentifier, ruleId: rule.id });
    const after = await client.getCustomerActiveRewards({ customerIdentifier });
    const known = new Set(before.rewards.map((r) => r.id));
    const reward = after.rewards.find((r) => !known.has(r.id))!;
    expect(reward.reward.discountCode).toBeTruthy();
    const spent = await client.getCustomer({ customerIdentifier });
    expect(spent.pointsBalance).toBe(customer.pointsBalance - rule.pointsPrice);

    const order = await sandbox.app.request('/sandbox/orders', {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({
        customerIdentifier,
        lines: [{ productId: 1, quantity: 2, price: 40 }],
        discountCodes: [reward.reward.discountCode],
      }),
    });
    expect(order.status, await order.clone().text()).toBe(201);

    const final = await client.getCustomer({ customerIdentifier });
    expect(final.pointsBalance).toBeGreaterThan(spent.pointsBalance);
    const remaining = await client.getCustomerActiveRewards({ customerIdentifier });
    expect(remaining.rewards.map((r) => r.id)).not.toContain(reward.id);
  });

  it('throws ApiError values with the upstream code', async () => {
    sandbox = createSandbox({ db: ':memory:', seed: 'demo', rateLimit: false });
    const sb = sandbox;
    const client = createApiClient({
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (req) => sb.fetch(req),
    });
    await expect(
      client.getCustomer({ customerIdentifier: 'nobody@demo.test' }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(client.getCustomer({ customerIdentifier: '' })).rejects.toMatchObject({
      status: 400,
    });
  });
});
