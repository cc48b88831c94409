// Upstream faults: 429 with Retry-After, 500s, timeouts and dropped connections.
import { describe, expect, it } from 'vitest';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { ManualClock, call, customerSession, testProxy } from './test-helpers/proxy.js';

function setup() {
  const clock = new ManualClock(Date.now());
  const upstream = createFakeUpstream();
  const proxy = testProxy(upstream.fetch, { clock });
  return { clock, upstream, proxy };
}

describe('upstream faults', () => {
  it('backs the whole store off on 429 with Retry-After: reads meanwhile are answered 503 within a second, and succeed after it', async () => {
    const { clock, upstream, proxy } = setup();
    let throttled = 0;
    upstream.fault = (op) =>
      op.name === 'getVipTiers' && throttled++ === 0
        ? Response.json({ code: 'rate_limited' }, { status: 429, headers: { 'retry-after': '3' } })
        : undefined;
    const pending = call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    await clock.advance(100);
    const other = call(proxy, 'GET', '/v2/rewards/getActiveBoostCampaign', undefined);
    await clock.advance(1_000);
    // Nothing waits for the store's Retry-After: both are told to come back.
    for (const res of [await pending, await other]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
    }
    expect(upstream.count('getActiveBoostCampaign')).toBe(0);
    await clock.advance(2_000);
    // Shared reads wait until the reserve of the bucket has leaked free again.
    await clock.advance(10_000);
    const again = call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    await clock.advance(100);
    expect((await again).status).toBe(200);
    expect(upstream.count('getVipTiers')).toBe(2);
    expect(proxy.stats()).toMatchObject({ upstream: { status429: 1 } });
  });

  it('serves a stale shared read when the upstream fails, and 502 problem+json without one', async () => {
    const { clock, upstream, proxy } = setup();
    expect((await call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined)).status).toBe(200);
    upstream.fault = (op) =>
      op.name === 'getAccessToken' ? undefined : new Response('oops', { status: 500 });
    await clock.advance(3_600_000);
    const stale = call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined);
    await clock.advance(1_000);
    expect((await stale).status).toBe(200);
    const none = call(proxy, 'GET', '/v2/galleries/getGalleries', undefined);
    await clock.advance(1_000);
    const res = await none;
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(upstream.count('getGalleries')).toBe(3);
  });

  it('answers 504 after a timeout, and serves stale reads on timeouts', async () => {
    const { clock, upstream, proxy } = setup();
    upstream.fault = (op) => (op.name === 'getGalleries' ? 'hang' : undefined);
    const res = call(proxy, 'GET', '/v2/galleries/getGalleries', undefined);
    await clock.advance(2_000);
    expect((await res).status).toBe(504);
  });

  it('never retries a write blindly', async () => {
    const { clock, upstream, proxy } = setup();
    const a = await customerSession(proxy, A.id);
    upstream.fault = (op) =>
      op.name === 'updateBirthday' ? new Response('x', { status: 503 }) : undefined;
    const res = call(proxy, 'POST', '/v2/customers/updateBirthday', a.token, { day: 1, month: 1 });
    await clock.advance(5_000);
    expect((await res).status).toBe(502);
    expect(upstream.count('updateBirthday')).toBe(1);
  });

  it('never applies a redeem twice when the connection drops after it was applied', async () => {
    const { clock, upstream, proxy } = setup();
    const a = await customerSession(proxy, A.id);
    upstream.fault = (op) => (op.name === 'redeem' ? 'drop' : undefined);
    const first = call(
      proxy,
      'POST',
      '/v2/rewards/redeem',
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'r1' },
    );
    await clock.advance(1_000);
    const failed = await first;
    expect(failed.status).toBeGreaterThanOrEqual(502);
    expect(failed.headers.get('content-type')).toBe('application/problem+json');
    expect(upstream.balance.get(A.id)).toBe(400);

    upstream.fault = undefined;
    const retry = call(
      proxy,
      'POST',
      '/v2/rewards/redeem',
      a.token,
      { ruleId: 1 },
      { 'idempotency-key': 'r1' },
    );
    await clock.advance(1_000);
    const res = await retry;
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { reward: { reward: { discountCode: string } } }).reward.reward
        .discountCode,
    ).toMatch(/^CODE-/);
    expect(upstream.count('redeem')).toBe(1);
    expect(upstream.balance.get(A.id)).toBe(400);
  });

  it('answers hostile and malformed requests with 4xx problem+json', async () => {
    const { proxy } = setup();
    const a = await customerSession(proxy, A.id);
    const cases: [string, RequestInit][] = [
      [
        '/v2/rewards/redeem',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
          body: '{"ruleId":',
        },
      ],
      [
        '/v2/rewards/redeem',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
          body: '[1,2]',
        },
      ],
      [
        '/v2/rewards/redeem',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'text/plain' },
          body: 'x',
        },
      ],
      [
        '/v2/rewards/redeem',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ruleId: 1.5 }),
        },
      ],
      [
        '/v2/rewards/redeem',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ x: 'y'.repeat(200_000) }),
        },
      ],
      ['/v2/rewards/redeem', { method: 'GET' }],
      ['/v2/reviews/getReviews?perPage=1000', { method: 'GET' }],
      ['/v2/nothing/here', { method: 'GET' }],
      [
        '/session',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '"str"' },
      ],
      ['/registry-share/abc', { method: 'GET' }],
      ['/v2/customers/getCustomer', { method: 'GET', headers: { authorization: 'Basic abc' } }],
    ];
    for (const [path, init] of cases) {
      const res = await proxy.app.request(path, init);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type'), path).toBe('application/problem+json');
    }
  });
});
