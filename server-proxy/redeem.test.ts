import { afterEach, describe, expect, it } from 'vitest';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { call, customerSession, ManualClock, session, testProxy } from './test-helpers/proxy.js';
import { type Stack, sandboxStack } from './test-helpers/sandbox.js';

const REDEEM = '/v2/rewards/redeem';

interface Reward {
  id: number;
  reward: { title?: string; discountCode: string; discountType: string; discountValue: number };
}

describe('redeems of one customer at once', () => {
  let stack: Stack | undefined;
  afterEach(() => stack?.close());

  it('answers every request with the reward of its own rule, all distinct', async () => {
    stack = sandboxStack();
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    await stack.proxy.client.updateBalance({
      customerIdentifier: 'ana@demo.test',
      balanceDelta: 20_000,
    });
    const get = async <T>(path: string) =>
      (await (await call(stack!.proxy, 'GET', path, ana.token)).json()) as T;
    const { rules } = await get<{ rules: { id: number; title: string; pointsPrice: number }[] }>(
      '/v2/rewards/getSpendingRules',
    );
    const byTitle = (title: string) => rules.find((r) => r.title === title)!;
    const mix = [
      { rule: byTitle('$5 off your order') },
      { rule: byTitle('10% off your order') },
      { rule: byTitle('Free shipping') },
      { rule: byTitle('Points for dollars: 100 points = $1'), pointsToSpend: 300 },
    ];
    const before = await get<{ pointsBalance: number }>('/v2/customers/getCustomer');

    // Flexible redeems differ by their points, so each answer's value tells whose it is.
    const requests = Array.from({ length: 10 }, (_, i) => {
      const { rule, pointsToSpend } = mix[i % mix.length]!;
      return { rule, ...(pointsToSpend && { pointsToSpend: pointsToSpend + i * 100 }) };
    });
    const answers = await Promise.all(
      requests.map(async ({ rule, pointsToSpend }, i) => {
        const res = await call(
          stack!.proxy,
          'POST',
          REDEEM,
          ana.token,
          { ruleId: rule.id, ...(pointsToSpend && { pointsToSpend }) },
          { 'idempotency-key': `at-once-${i}` },
        );
        expect(res.status).toBe(200);
        return ((await res.json()) as { reward: Reward }).reward;
      }),
    );

    answers.forEach((reward, i) => {
      const { rule, pointsToSpend } = requests[i]!;
      expect(reward.reward.title).toBe(rule.title);
      if (pointsToSpend) expect(reward.reward.discountValue).toBe(pointsToSpend / 100);
    });
    expect(new Set(answers.map((r) => r.id)).size).toBe(10);
    const spent = requests.reduce((sum, r) => sum + (r.pointsToSpend ?? r.rule.pointsPrice), 0);
    const after = await get<{ pointsBalance: number }>('/v2/customers/getCustomer');
    expect(before.pointsBalance - after.pointsBalance).toBe(spent);
    console.log(
      `concurrency test: 10 redeems at once, ${new Set(requests.map((r) => r.rule.id)).size} rules: ` +
        `${new Set(answers.map((r) => r.id)).size} distinct rewards, each of its own rule; ` +
        `${before.pointsBalance - after.pointsBalance} points deducted (${spent} expected)`,
    );

    // Each replay is that request's own answer.
    const replays = await Promise.all(
      requests.map(async ({ rule, pointsToSpend }, i) => {
        const res = await call(
          stack!.proxy,
          'POST',
          REDEEM,
          ana.token,
          { ruleId: rule.id, ...(pointsToSpend && { pointsToSpend }) },
          { 'idempotency-key': `at-once-${i}` },
        );
        return ((await res.json()) as { reward: Reward }).reward.id;
      }),
    );
    expect(replays).toEqual(answers.map((r) => r.id));
  }, 30_000);
});

describe('an Idempotency-Key held by another attempt', () => {
  it('answers 409 request_in_progress with Retry-After while its lease runs, then takes it over', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock, leaseMs: 10_000 });
    const a = await customerSession(proxy, A.id);
    // Another instance holds the key, alive, and saved its evidence as its E11 left.
    await proxy.deps.store.idemClaim(
      `idem:customer:${A.id}:redeem:held`,
      {
        state: 'pending',
        fingerprint: (await import('./idempotency.js')).fingerprint({
          ruleId: 1,
          customerIdentifier: String(A.id),
        }),
        owner: `customer:${A.id}`,
        attempt: 'elsewhere',
        leaseUntil: clock.now() + 10_000,
        data: {
          v: 2,
          ruleId: 1,
          rewardIds: [],
          expected: {
            discountType: 'fixed_amount',
            discountValue: 5,
            minimumOrderAmount: 0,
            collectionIds: [],
          },
          sentAt: clock.now(),
        },
      },
      60_000,
      clock.now(),
    );
    const busy = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'held' },
    );
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(((await busy.json()) as { code: string }).code).toBe('request_in_progress');
    expect(upstream.count('redeem')).toBe(0);

    // The other attempt died after the upstream applied its redeem: the retry finds that reward.
    upstream.rewards.get(A.id)!.push({ id: 77 });
    await clock.advance(10_000);
    const res = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'held' },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { reward: Reward }).reward.id).toBe(77);
    expect(upstream.count('redeem')).toBe(0);
  });

  it('redeems when the first attempt surely never reached the upstream', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock, leaseMs: 5_000 });
    const a = await customerSession(proxy, A.id);
    upstream.fault = (op) => (op.name === 'redeem' ? 'refuse' : undefined);
    const failed = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'k' },
    );
    expect(failed.status).toBeGreaterThanOrEqual(500);
    upstream.fault = undefined;
    // A connection never made: the key was given up at once and the retry redeems.
    const res = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'k' },
    );
    expect(res.status).toBe(200);
    expect(upstream.count('redeem')).toBe(2);
    expect(upstream.balance.get(A.id)).toBe(400);
    expect(upstream.rewards.get(A.id)).toHaveLength(1);
  });

  it('frees the key when the upstream refused the redeem with 429 every time', async () => {
    const clock = new ManualClock();
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { clock });
    const a = await customerSession(proxy, A.id);
    upstream.fault = (op) =>
      op.name === 'redeem'
        ? Response.json({ code: 'rate_limited' }, { status: 429, headers: { 'retry-after': '1' } })
        : undefined;
    const refused = call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': 'b' });
    await clock.advance(60_000);
    expect((await refused).status).toBe(503);
    upstream.fault = undefined;
    // Refused before it did anything, five times: the retry redeems, once.
    const again = call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': 'b' });
    await clock.advance(60_000);
    expect((await again).status).toBe(200);
    expect(upstream.count('redeem')).toBe(6);
    expect(upstream.balance.get(A.id)).toBe(400);
  });

  it('never redeems a key again after a 5xx from E11, which may have applied', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const redeem = () =>
      call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': 'k5' });
    upstream.fault = (op) =>
      op.name === 'redeem' ? new Response(null, { status: 503 }) : undefined;
    expect((await redeem()).status).toBe(502);
    upstream.fault = undefined;
    // Here it had not applied: the key keeps looking for its reward, and never redeems again.
    for (let i = 0; i < 3; i++) {
      const res = await redeem();
      expect(res.status).toBe(409);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(((await res.json()) as { code: string }).code).toBe('request_in_progress');
    }
    expect(upstream.count('redeem')).toBe(1);
    expect(upstream.balance.get(A.id)).toBe(500);
  });

  it('never answers a reward another key already answered', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const redeem = (key: string) =>
      call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': key });
    // The first redeem fails unsure (a 503 from E11; in truth it never happened)...
    upstream.fault = (op) =>
      op.name === 'redeem' ? new Response(null, { status: 503 }) : undefined;
    expect((await redeem('one')).status).toBeGreaterThanOrEqual(500);
    upstream.fault = undefined;
    // ...then another key redeems the same rule: a reward new since the first one's snapshot.
    const second = await redeem('two');
    expect(second.status).toBe(200);
    const secondId = ((await second.json()) as { reward: Reward }).reward.id;
    // The first key's retry must not take that reward as its own, nor redeem again.
    const first = await redeem('one');
    expect(first.status).toBe(409);
    expect(((await first.json()) as { code: string }).code).toBe('request_in_progress');
    expect(upstream.rewards.get(A.id)!.map((r) => r.id)).toEqual([secondId]);
    expect(upstream.balance.get(A.id)).toBe(400);
  });
});
