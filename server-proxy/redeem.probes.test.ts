// The probes of issue 29, one test each: ways a redeem was charged twice or answered wrong when
// the proxy's state was not fresh or the upstream misbehaved. Real proxies (in-process) on SQLite
// state files call an in-process sandbox over HTTP through the fault-injecting upstream; the
// sandbox's own tables are the ground truth for what was charged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/app.js';
import { SqliteStore } from './state/sqlite.js';
import { type MoneyStack, moneyStack, redeemUntilSettled } from './test-helpers/money.js';
import { session } from './test-helpers/proxy.js';
import { balanceOf, redeemedRewards } from './test-helpers/sandbox-facts.js';

const dir = mkdtempSync(join(tmpdir(), 'loyalkit-probes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const stateFile = () => join(dir, `state-${++files}.db`);
const sqlite = (file: string) => new SqliteStore(file, { sweepTimer: false });

let stack: MoneyStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const FIVE_OFF = '$5 off your order';
const FLEXIBLE = 'Points for dollars: 100 points = $1';

describe('a proxy whose state outlived the upstream data it describes', () => {
  it('charges once and answers the right reward on each fresh sandbox database, with one state file', async () => {
    const file = stateFile();
    const figures: string[] = [];
    // The same upstream identity each time (the embedded sandbox of `npm start`), reset between.
    for (let round = 1; round <= 3; round++) {
      const s = (stack = await moneyStack({ stores: [sqlite(file), sqlite(file)], direct: true }));
      const ana = await session(s.proxies[0]!, { demoCustomer: 'ana@demo.test' });
      const id = 1; // Ana is the demo's first customer, in every fresh database
      const ruleId = s.ruleId(FIVE_OFF);
      const balance = balanceOf(s.sandbox, id);
      const before = redeemedRewards(s.sandbox, id).length;
      // Two instances at once with the same key, then the shopper's retries until settled.
      const key = `stale-${round}`;
      const first = await Promise.all([0, 1].map((i) => s.redeem(i, ana.token, key, { ruleId })));
      const settled = await redeemUntilSettled(s, ana.token, key, { ruleId });
      const answers = [...first, ...settled].filter((a) => a.status === 200);
      const created = redeemedRewards(s.sandbox, id).slice(before);
      figures.push(
        `round ${round}: ${balance - balanceOf(s.sandbox, id)} points charged, ${created.length} reward(s), answers ${[...first, ...settled].map((a) => a.status).join(' ')}`,
      );
      expect(balance - balanceOf(s.sandbox, id)).toBe(500);
      expect(created).toHaveLength(1);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.rewardId === created[0]!.id)).toBe(true);
      expect(answers[0]!.reward!.discountCode).toBe(created[0]!.code);
      await stack.close();
      stack = undefined;
    }
    console.log(
      `stale state probe (one state file, fresh sandbox each round):\n  ${figures.join('\n  ')}`,
    );
  }, 60_000);
});

describe('a redeem whose reward the list shows late', () => {
  it('is charged once and answered once listed, however often the shopper retries', async () => {
    const s = (stack = await moneyStack({ stores: [sqlite(stateFile())] }));
    const { id, token, points } = await s.customer();
    s.faults.listLagMs = 2_000;
    const ruleId = s.ruleId(FIVE_OFF);
    const answers = await redeemUntilSettled(s, token, 'lagging-1', { ruleId }, { every: 250 });
    const created = redeemedRewards(s.sandbox, id);
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
    expect(created).toHaveLength(1);
    expect(s.faults.applied.redeem).toBe(1);
    expect(answers.length).toBeGreaterThan(3);
    expect(
      answers.slice(0, -1).every((a) => a.code === 'request_in_progress' && a.retryAfter),
    ).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 200, rewardId: created[0]!.id });
  }, 30_000);

  it('is answered from its rewardCreated event before the list shows it', async () => {
    const s = (stack = await moneyStack({ stores: [sqlite(stateFile())] }));
    await s.proxies[0]!.start();
    const { id, token, points } = await s.customer();
    s.faults.listLagMs = 60_000;
    const events = s.proxies[0]!.stats().events as { received: number };
    const ruleId = s.ruleId(FIVE_OFF);
    expect((await s.redeem(0, token, 'evented-1', { ruleId })).code).toBe('request_in_progress');
    await s.sandbox.deliverEvents();
    expect((s.proxies[0]!.stats().events as { received: number }).received).toBeGreaterThan(
      events.received,
    );
    const answer = await s.redeem(0, token, 'evented-1', { ruleId });
    expect(answer).toMatchObject({ status: 200, rewardId: redeemedRewards(s.sandbox, id)[0]!.id });
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
  }, 30_000);
});

describe('an upstream slower than the proxy’s timeout', () => {
  it('aborts the request, answers 504, and the retries reconcile to one charge', async () => {
    const s = (stack = await moneyStack({ stores: [sqlite(stateFile())], timeoutMs: 500 }));
    const { id, token, points } = await s.customer();
    const ruleId = s.ruleId(FIVE_OFF);
    s.faults.plan = ({ op, n }) =>
      op === 'redeem' && n === 0 ? { kind: 'timeout', ms: 1_500 } : undefined;
    const sent = Date.now();
    const first = await s.redeem(0, token, 'slow-1', { ruleId });
    expect(first.status).toBe(504);
    // The proxy gave the request up (aborted its connection) at its timeout, long before the
    // upstream would have answered.
    for (let waited = 0; !s.faults.abandoned.redeem && waited < 500; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    expect(s.faults.abandoned.redeem).toBe(1);
    const retries = await redeemUntilSettled(s, token, 'slow-1', { ruleId }, { every: 200 });
    // Until the held E11 has surely been applied upstream.
    await new Promise((r) => setTimeout(r, Math.max(0, sent + 1_700 - Date.now())));
    expect(retries.at(-1)).toMatchObject({ status: 200 });
    const created = redeemedRewards(s.sandbox, id);
    expect(created.map((r) => r.id)).toEqual([retries.at(-1)!.rewardId]);
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
    expect(s.faults.applied.redeem).toBe(1);
  }, 30_000);
});

describe('a spending rule changed upstream', () => {
  for (const [change, sql] of [
    ['renamed', "UPDATE spending_rules SET title = 'Five dollars off' WHERE id = ?"],
    ['of another discount type', "UPDATE spending_rules SET type = 'percentage' WHERE id = ?"],
  ] as const) {
    it(`answers a redeem of a rule ${change} with its reward, charged once`, async () => {
      const s = (stack = await moneyStack({ stores: [sqlite(stateFile())] }));
      const { id, token, points } = await s.customer();
      const ruleId = s.ruleId(FIVE_OFF);
      // A first redeem, so that whatever the proxy keeps of the rules is warm.
      expect((await s.redeem(0, token, 'rule-0', { ruleId })).status).toBe(200);
      s.sandbox.db.prepare(sql).run(ruleId);
      const answers = await redeemUntilSettled(s, token, 'rule-1', { ruleId }, { within: 3_000 });
      const created = redeemedRewards(s.sandbox, id);
      expect(answers.map((a) => a.status)).toEqual([200]);
      expect(answers[0]!.rewardId).toBe(created[1]!.id);
      expect(created).toHaveLength(2);
      expect(points - balanceOf(s.sandbox, id)).toBe(1_000);
    }, 30_000);
  }
});

describe('the same Idempotency-Key with another body while the first is in flight', () => {
  it('is refused with 409 conflict and never redeems', async () => {
    const s = (stack = await moneyStack({ stores: [sqlite(stateFile())] }));
    const { id, token, points } = await s.customer();
    s.faults.plan = ({ op }) => (op === 'redeem' ? { kind: 'delay', ms: 600 } : undefined);
    const first = s.redeem(0, token, 'body-1', { ruleId: s.ruleId(FIVE_OFF) });
    await new Promise((r) => setTimeout(r, 300));
    const other = await s.redeem(0, token, 'body-1', {
      ruleId: s.ruleId(FLEXIBLE),
      pointsToSpend: 700,
    });
    expect(other).toMatchObject({ status: 409, code: 'conflict' });
    expect(await first).toMatchObject({ status: 200, reward: { discountValue: 5 } });
    expect(redeemedRewards(s.sandbox, id)).toHaveLength(1);
    expect(points - balanceOf(s.sandbox, id)).toBe(500);
  }, 30_000);
});

describe('an upstream answer that is not final after the redeem applied', () => {
  for (const [status, code] of [
    [408, 'request_timeout'],
    [409, 'request_in_progress'],
    [502, 'upstream_error'],
  ] as const) {
    it(`is never stored as final: a ${status} ${code}, then the retry answers the reward`, async () => {
      const s = (stack = await moneyStack({ stores: [sqlite(stateFile())] }));
      const { id, token, points } = await s.customer();
      const ruleId = s.ruleId(FIVE_OFF);
      s.faults.plan = ({ op, n }) =>
        op === 'redeem' && n === 0 ? { kind: 'fail-after', status, code } : undefined;
      const first = await s.redeem(0, token, `after-${status}`, { ruleId });
      expect(
        first.status === 408 || first.status >= 500 || first.code === 'request_in_progress',
      ).toBe(true);
      const retry = await s.redeem(0, token, `after-${status}`, { ruleId });
      const replay = await s.redeem(0, token, `after-${status}`, { ruleId });
      const created = redeemedRewards(s.sandbox, id);
      expect(retry).toMatchObject({ status: 200, rewardId: created[0]!.id });
      expect(replay).toMatchObject({ status: 200, rewardId: created[0]!.id });
      expect(created).toHaveLength(1);
      expect(points - balanceOf(s.sandbox, id)).toBe(500);
    }, 30_000);
  }
});

describe('a fresh sandbox for each probe', () => {
  it('has Ana as customer 1 in every fresh database (what the stale-state probe relies on)', () => {
    const sandbox = createSandbox({ db: ':memory:', seed: 'demo', rateLimit: false });
    const row = sandbox.db.prepare('SELECT email FROM customers WHERE id = 1').get() as {
      email: string;
    };
    expect(row.email).toBe('ana@demo.test');
    sandbox.close();
  });
});
