// The kill probes of issue 29 on real processes: two instances of the production entry on one
// Redis, the sandbox behind the fault-injecting upstream. The instance that sent a redeem is
// SIGKILLed while the redeem is held upstream longer than the lease, or while the reward list
// lags; the shopper's retries go to the other instance. Every time: one charge, one reward, and
// the retries answer it once the upstream lists it. Needs redis-server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from './test-helpers/cluster.js';
import { newShopper, send, type Shopper } from './test-helpers/ledger.js';
import { balanceOf, redeemedRewards } from './test-helpers/sandbox-facts.js';

let cluster: Cluster;
const LEASE_MS = 1_500;

beforeAll(async () => {
  cluster = await startCluster({
    instances: 2,
    rateLimit: false,
    env: { PROXY_LEASE_MS: String(LEASE_MS), UPSTREAM_TIMEOUT_MS: '5000' },
  });
}, 60_000);
afterAll(async () => {
  await cluster?.close();
});

/** Retries on `url` as a widget does until a final answer (bounded). */
async function retryUntilSettled(url: string, shopper: Shopper, key: string, ruleId: number) {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    const answer = await send(url, shopper, key, { ruleId });
    statuses.push(answer.status);
    if (answer.status === 200) return { answer, statuses };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`never settled: ${statuses.join(' ')}`);
}

const fiveOff = () =>
  (
    cluster.sandbox.db
      .prepare("SELECT id FROM spending_rules WHERE title = '$5 off your order'")
      .get() as { id: number }
  ).id;

describe('an instance killed with a redeem in its hands', () => {
  it('charges once when the redeem was held upstream longer than the lease', async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const shopper = await newShopper(cluster, 10_000);
    const ruleId = fiveOff();
    cluster.faults.plan = ({ op, n }) =>
      op === 'redeem' && n === 0 ? { kind: 'delay', ms: 3 * LEASE_MS } : undefined;
    const sent = Date.now();
    const lost = send(a.url, shopper, 'held-past-lease', { ruleId });
    await new Promise((r) => setTimeout(r, 500));
    await a.kill();
    expect((await lost).status).toBe(0);
    const { answer } = await retryUntilSettled(b.url, shopper, 'held-past-lease', ruleId);
    cluster.faults.plan = undefined;
    await a.restart();
    // Until the held redeem has surely been applied upstream.
    await new Promise((r) => setTimeout(r, Math.max(0, sent + 3 * LEASE_MS + 500 - Date.now())));
    const created = redeemedRewards(cluster.sandbox, shopper.id);
    expect(shopper.start - balanceOf(cluster.sandbox, shopper.id)).toBe(500);
    expect(created.map((r) => r.id)).toEqual([answer.rewardId]);
  }, 60_000);

  it('charges once when the reward list lags behind the redeem', async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const shopper = await newShopper(cluster, 10_000);
    const ruleId = fiveOff();
    cluster.faults.listLagMs = 3_000;
    // E11 applies at once; the reward list after it is held, and the instance dies meanwhile.
    cluster.faults.plan = ({ op, n }) =>
      op === 'getCustomerActiveRewards' && n > 0 ? { kind: 'delay', ms: 800 } : undefined;
    const before = cluster.faults.applied.redeem ?? 0;
    const lost = send(a.url, shopper, 'lagging-kill', { ruleId });
    for (let waited = 0; (cluster.faults.applied.redeem ?? 0) === before && waited < 5_000;) {
      await new Promise((r) => setTimeout(r, 20));
      waited += 20;
    }
    await a.kill();
    expect((await lost).status).toBe(0);
    cluster.faults.plan = undefined;
    const { answer, statuses } = await retryUntilSettled(b.url, shopper, 'lagging-kill', ruleId);
    cluster.faults.listLagMs = 0;
    await a.restart();
    const created = redeemedRewards(cluster.sandbox, shopper.id);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    expect(shopper.start - balanceOf(cluster.sandbox, shopper.id)).toBe(500);
    expect(created.map((r) => r.id)).toEqual([answer.rewardId]);
  }, 60_000);
});
