// The fault-injecting upstream does what the money tests rely on: each fault applies the call
// (or not) as it says, the list lag hides exactly the newest rewards, and event deliveries come
// late, twice or out of order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../sandbox/app.js';
import { SCOPES } from '../../src/api/index.js';
import { type FaultProxy, startFaultProxy } from './fault-proxy.js';
import { balanceOf, customerWithPoints } from './sandbox-facts.js';

let sandbox: Sandbox;
let faults: FaultProxy;
let token: string;
let customer: number;

beforeAll(async () => {
  sandbox = createSandbox({ db: ':memory:', seed: 'demo', rateLimit: false });
  faults = await startFaultProxy((req) => sandbox.fetch(req));
  const res = await fetch(`${faults.url}/v2/oauth/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      grantType: 'client_credentials',
      scope: SCOPES.join(' '),
    }),
  });
  token = ((await res.json()) as { accessToken: string }).accessToken;
  customer = await customerWithPoints(sandbox, 'faults@demo.test', 100_000);
});
afterAll(async () => {
  await faults.close();
  sandbox.close();
});

const ruleId = () =>
  (
    sandbox.db.prepare("SELECT id FROM spending_rules WHERE title = '$5 off your order'").get() as {
      id: number;
    }
  ).id;

/** E11 through the fault proxy: the status, or 'dropped' when the connection was cut. */
async function redeem(signal?: AbortSignal): Promise<number | 'dropped'> {
  try {
    const res = await fetch(`${faults.url}/v2/rewards/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ customerIdentifier: String(customer), ruleId: ruleId() }),
      ...(signal && { signal }),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'dropped';
  }
}

describe('the fault-injecting upstream', () => {
  it('applies a call or not, as each fault says, and counts it', async () => {
    const cases = [
      { fault: { kind: 'fail-after', status: 502 }, answer: 502, charged: 500 },
      { fault: { kind: 'fail-after', status: 408 }, answer: 408, charged: 500 },
      { fault: { kind: 'drop-after' }, answer: 'dropped', charged: 500 },
      { fault: { kind: 'fail-before', status: 503 }, answer: 503, charged: 0 },
      { fault: { kind: 'drop-before' }, answer: 'dropped', charged: 0 },
      { fault: { kind: 'delay', ms: 50 }, answer: 200, charged: 500 },
    ] as const;
    for (const { fault, answer, charged } of cases) {
      faults.plan = ({ op }) => (op === 'redeem' ? fault : undefined);
      const before = balanceOf(sandbox, customer);
      expect(await redeem(), fault.kind).toBe(answer);
      expect(before - balanceOf(sandbox, customer), fault.kind).toBe(charged);
    }
    faults.plan = undefined;
    expect(faults.injected).toMatchObject({
      'fail-after 502': 1,
      'fail-after 408': 1,
      'drop-after': 1,
      'fail-before 503': 1,
      'drop-before': 1,
      delay: 1,
    });
  });

  it('applies a held call after its sender gave up, and counts the sender as gone', async () => {
    faults.plan = ({ op }) => (op === 'redeem' ? { kind: 'timeout', ms: 300 } : undefined);
    const before = balanceOf(sandbox, customer);
    const abandoned = faults.abandoned.redeem ?? 0;
    expect(await redeem(AbortSignal.timeout(100))).toBe('dropped');
    expect(balanceOf(sandbox, customer)).toBe(before);
    await new Promise((r) => setTimeout(r, 400));
    expect(balanceOf(sandbox, customer)).toBe(before - 500);
    expect(faults.abandoned.redeem).toBe(abandoned + 1);
    faults.plan = undefined;
  });

  it('hides rewards newer than the lag from the reward list', async () => {
    const list = async () => {
      const res = await fetch(
        `${faults.url}/v2/rewards/getCustomerActiveRewards?customerIdentifier=${customer}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return ((await res.json()) as { rewards: { id: number }[] }).rewards.map((r) => r.id);
    };
    faults.listLagMs = 400;
    await new Promise((r) => setTimeout(r, 500));
    const before = await list();
    expect(await redeem()).toBe(200);
    expect(await list()).toEqual(before);
    await new Promise((r) => setTimeout(r, 500));
    expect((await list()).length).toBe(before.length + 1);
    faults.listLagMs = 0;
  });

  it('delivers events late, twice and out of order', async () => {
    const heard: string[] = [];
    const deliver = faults.deliveries((async (_input: RequestInfo | URL, init?: RequestInit) => {
      heard.push(String(init?.body));
      return new Response(null, { status: 204 });
    }) as typeof fetch);
    const plan = [{ kind: 'out-of-order', ms: 1_000 }, undefined, { kind: 'twice' }] as const;
    faults.eventPlan = (n) => (n < plan.length ? plan[n] : { kind: 'late', ms: 100 });
    for (const body of ['a', 'b', 'c', 'd']) await deliver('http://proxy/webhooks/x', { body });
    await new Promise((r) => setTimeout(r, 200));
    faults.eventPlan = undefined;
    expect(heard).toEqual(['b', 'a', 'c', 'c', 'd']);
  });
});
