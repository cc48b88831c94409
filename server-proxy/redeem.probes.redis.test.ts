// The probes of issue 29 on two instances sharing one Redis: each proxy has its own connection
// (its own locks queue, its own in-flight map), as two processes would. Needs redis-server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from './state/redis.js';
import { type MoneyStack, moneyStack, redeemUntilSettled } from './test-helpers/money.js';
import { RedisServer } from './test-helpers/redis-server.js';
import { balanceOf, redeemedRewards } from './test-helpers/sandbox-facts.js';

let redis: RedisServer;
let prefixes = 0;
let stack: MoneyStack | undefined;

beforeAll(async () => {
  redis = await RedisServer.start();
});
afterAll(async () => {
  await redis?.close();
});
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

/** Two instances on one Redis prefix. */
async function twoInstances(options: { timeoutMs?: number } = {}): Promise<MoneyStack> {
  const prefix = `probe${++prefixes}:`;
  const stores = [0, 1].map(() => new RedisStore(redis.url, { prefix }));
  await Promise.all(stores.map((s) => s.ready()));
  return (stack = await moneyStack({ stores, ...options }));
}

const FIVE_OFF = '$5 off your order';

describe('two instances on one Redis', () => {
  it('charge a redeem whose reward the list shows late once, retried on both in turn', async () => {
    const s = await twoInstances();
    const { id, token, points } = await s.customer();
    s.faults.listLagMs = 2_000;
    const ruleId = s.ruleId(FIVE_OFF);
    const answers = await redeemUntilSettled(s, token, 'lag-2', { ruleId }, { every: 250 });
    const created = redeemedRewards(s.sandbox, id);
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
    expect(created).toHaveLength(1);
    expect(answers.at(-1)).toMatchObject({ status: 200, rewardId: created[0]!.id });
    expect(s.faults.applied.redeem).toBe(1);
  }, 30_000);

  it('redeem once for the same key sent to both at once, and answer both the one reward', async () => {
    const s = await twoInstances();
    const { id, token, points } = await s.customer();
    const ruleId = s.ruleId(FIVE_OFF);
    s.faults.plan = ({ op }) => (op === 'redeem' ? { kind: 'delay', ms: 300 } : undefined);
    const both = await Promise.all([0, 1].map((i) => s.redeem(i, token, 'both-1', { ruleId })));
    const settled = await redeemUntilSettled(s, token, 'both-1', { ruleId });
    const created = redeemedRewards(s.sandbox, id);
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
    expect(created).toHaveLength(1);
    for (const answer of [...both, ...settled]) {
      if (answer.status === 200) expect(answer.rewardId).toBe(created[0]!.id);
      else expect(answer).toMatchObject({ status: 409, code: 'request_in_progress' });
    }
    expect(settled.at(-1)).toMatchObject({ status: 200 });
  }, 30_000);

  it('reconcile on the other instance a redeem that timed out on the first', async () => {
    const s = await twoInstances({ timeoutMs: 500 });
    const { id, token, points } = await s.customer();
    const ruleId = s.ruleId(FIVE_OFF);
    s.faults.plan = ({ op, n }) =>
      op === 'redeem' && n === 0 ? { kind: 'timeout', ms: 1_500 } : undefined;
    const sent = Date.now();
    expect((await s.redeem(0, token, 'slow-2', { ruleId })).status).toBe(504);
    const answers = await redeemUntilSettled(s, token, 'slow-2', { ruleId }, { instances: 2 });
    // Until the held E11 has surely been applied upstream.
    await new Promise((r) => setTimeout(r, Math.max(0, sent + 1_700 - Date.now())));
    const created = redeemedRewards(s.sandbox, id);
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
    expect(created).toHaveLength(1);
    expect(answers.at(-1)).toMatchObject({ status: 200, rewardId: created[0]!.id });
  }, 30_000);
});
