// What the upstream (an in-process sandbox) holds, read straight from it: the ground truth a
// money test compares the proxy's answers with. Nothing here goes through the proxy.
import { SANDBOX_DEFAULTS, type Sandbox } from '../../sandbox/app.js';
import { SCOPES } from '../../src/api/index.js';
import { ADMIN } from './sandbox.js';

const tokens = new WeakMap<Sandbox, Promise<string>>();

async function token(sandbox: Sandbox): Promise<string> {
  let t = tokens.get(sandbox);
  if (!t) {
    t = sandbox
      .fetch(
        new Request('http://sandbox.internal/v2/oauth/getAccessToken', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            clientId: SANDBOX_DEFAULTS.clientId,
            clientSecret: SANDBOX_DEFAULTS.clientSecret,
            grantType: 'client_credentials',
            scope: SCOPES.join(' '),
          }),
        }),
      )
      .then(async (res) => ((await res.json()) as { accessToken: string }).accessToken);
    tokens.set(sandbox, t);
  }
  return t;
}

/** A new customer of the sandbox holding `points`; answers its platform id. */
export async function customerWithPoints(
  sandbox: Sandbox,
  email: string,
  points: number,
): Promise<number> {
  const created = await sandbox.app.request('/sandbox/customers', {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ email }),
  });
  if (created.status !== 201)
    throw new Error(`customer: ${created.status} ${await created.text()}`);
  const { customerId } = (await created.json()) as { customerId: number };
  const res = await sandbox.fetch(
    new Request('http://sandbox.internal/v2/customers/updateBalance', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await token(sandbox)}`,
      },
      body: JSON.stringify({ customerIdentifier: String(customerId), balanceDelta: points }),
    }),
  );
  if (res.status !== 200) throw new Error(`balance: ${res.status} ${await res.text()}`);
  return customerId;
}

/** A customer's points balance. */
export function balanceOf(sandbox: Sandbox, customerId: number): number {
  const row = sandbox.db
    .prepare('SELECT points_balance AS balance FROM loyalty_accounts WHERE customer_id = ?')
    .get(customerId) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** A reward a redeem created upstream, with what it cost. */
export interface RedeemedReward {
  id: number;
  code: string;
  pointsSpent: number;
  discountType: string;
  discountValue: number;
}

/** The rewards redeems created for a customer, oldest first. */
export function redeemedRewards(sandbox: Sandbox, customerId: number): RedeemedReward[] {
  return sandbox.db
    .prepare(
      `SELECT id, discount_code AS code, points_spent AS pointsSpent, discount_type AS discountType,
         discount_value AS discountValue
       FROM rewards WHERE customer_id = ? AND source = 'redeem' ORDER BY id`,
    )
    .all(customerId) as RedeemedReward[];
}
