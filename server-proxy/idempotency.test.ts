import { describe, expect, it } from 'vitest';
import { A, B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { call, customerSession, testProxy } from './test-helpers/proxy.js';

const REDEEM = '/v2/rewards/redeem';

describe('redeem and Idempotency-Key', () => {
  it('answers the created reward with its discount code', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const res = await call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reward: { id: number; reward: { discountCode: string } } };
    expect(body.reward.reward.discountCode).toBe(`CODE-${body.reward.id}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('replays the first answer for the same key and refuses other parameters with 409', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const first = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'k1' },
    );
    const again = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'k1' },
    );
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(upstream.count('redeem')).toBe(1);
    expect(upstream.balance.get(A.id)).toBe(400);
    const other = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 2 },
      { 'idempotency-key': 'k1' },
    );
    expect(other.status).toBe(409);
    expect(other.headers.get('content-type')).toBe('application/problem+json');
  });

  it('scopes a key to the shopper', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const b = await customerSession(proxy, B.id);
    await call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': 'same' });
    const res = await call(
      proxy,
      'POST',
      REDEEM,
      b.token,
      { ruleId: 1 },
      { 'idempotency-key': 'same' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(upstream.balance.get(B.id)).toBe(400);
  });

  it('applies concurrent duplicates once', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': 'dup' }),
      ),
    );
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(await Promise.all(all.map((r) => r.text()))).size).toBe(1);
    expect(upstream.count('redeem')).toBe(1);
    expect(upstream.balance.get(A.id)).toBe(400);
  });

  it('replays a business refusal too, and refuses a malformed key', async () => {
    const upstream = createFakeUpstream();
    upstream.balance.set(A.id, 50);
    const proxy = testProxy(upstream.fetch);
    const a = await customerSession(proxy, A.id);
    const first = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'poor' },
    );
    expect(first.status).toBe(422);
    const again = await call(
      proxy,
      'POST',
      REDEEM,
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'poor' },
    );
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toBe('insufficient_points');
    expect(upstream.count('redeem')).toBe(1);
    expect(
      (await call(proxy, 'POST', REDEEM, a.token, { ruleId: 1 }, { 'idempotency-key': 'bad key' }))
        .status,
    ).toBe(400);
  });
});
