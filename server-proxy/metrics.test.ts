import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from './state/memory.js';
import { createFakeUpstream } from './test-helpers/fake-upstream.js';
import { call, session, testProxy } from './test-helpers/proxy.js';
import { type Stack, sandboxStack } from './test-helpers/sandbox.js';
import type { Proxy } from './app.js';

const TOKEN = 'scrape-token-0123456789';

/** One sample of the exposition text: `name{labels} value`, with labels written as in it. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function scrape(proxy: Proxy, token = TOKEN): Promise<string> {
  const res = await proxy.app.request('/metrics', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

describe('GET /metrics', () => {
  let stack: Stack | undefined;
  afterEach(() => stack?.close());

  it('counts requests by route and status, hot answers included, with upstream calls and cache lookups', async () => {
    stack = sandboxStack({ metricsToken: TOKEN });
    const reviews = '/v2/reviews/getReviews?productId=1';
    expect((await call(stack.proxy, 'GET', reviews, undefined)).status).toBe(200);
    expect((await call(stack.proxy, 'GET', reviews, undefined)).status).toBe(200);
    expect(
      (await call(stack.proxy, 'GET', '/v2/reviews/getReviews?rate=9', undefined)).status,
    ).toBe(400);

    const text = await scrape(stack.proxy);
    const route = 'route="/v2/reviews/getReviews"';
    expect(
      sample(text, 'loyalkit_proxy_http_requests_total', `method="GET",${route},status="200"`),
    ).toBe(2);
    expect(
      sample(text, 'loyalkit_proxy_http_requests_total', `method="GET",${route},status="400"`),
    ).toBe(1);
    // The second read came from memory, ahead of the middleware: counted all the same.
    expect(sample(text, 'loyalkit_proxy_hot_reads_total', 'result="answered"')).toBe(1);
    expect(
      sample(text, 'loyalkit_proxy_cache_lookups_total', 'result="miss"'),
    ).toBeGreaterThanOrEqual(1);
    // E2 for the token, then E18 once: the second read cost the upstream nothing.
    expect(sample(text, 'loyalkit_proxy_upstream_calls_total')).toBe(2);
    expect(sample(text, 'loyalkit_proxy_upstream_token_calls_total')).toBe(1);
    expect(sample(text, 'loyalkit_proxy_queue_length', 'priority="write"')).toBe(0);
    expect(sample(text, 'loyalkit_proxy_shed_requests_total', 'reason="queue_full"')).toBe(0);
    expect(sample(text, 'loyalkit_proxy_shed_requests_total', 'reason="overloaded"')).toBe(0);
    expect(sample(text, 'loyalkit_proxy_shed_share')).toBe(0);
    expect(sample(text, 'loyalkit_proxy_state_store_up')).toBe(1);
    // Two calls booked out of a burst of 56: about 54 slots left (they refill at 3 per second).
    const tokens = sample(text, 'loyalkit_proxy_budget_tokens')!;
    expect(tokens).toBeGreaterThan(53);
    expect(tokens).toBeLessThan(56);
  });

  it('counts redeem outcomes: redeemed, replayed, and the problem code of a refusal', async () => {
    stack = sandboxStack({ metricsToken: TOKEN });
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const ben = await session(stack.proxy, { demoCustomer: 'ben@demo.test' });
    const rules = (await (
      await call(stack.proxy, 'GET', '/v2/rewards/getSpendingRules', ana.token)
    ).json()) as { rules: { id: number; pointsPrice: number; isFlexible: boolean }[] };
    const { pointsBalance } = (await (
      await call(stack.proxy, 'GET', '/v2/customers/getCustomer', ben.token)
    ).json()) as { pointsBalance: number };
    const fixed = rules.rules.filter((r) => !r.isFlexible);
    const cheap = fixed.reduce((a, b) => (a.pointsPrice <= b.pointsPrice ? a : b));
    const dear = fixed.find((r) => r.pointsPrice > pointsBalance)!;

    const redeem = (token: string, ruleId: number, key: string) =>
      call(
        stack!.proxy,
        'POST',
        '/v2/rewards/redeem',
        token,
        { ruleId },
        { 'idempotency-key': key },
      );
    expect((await redeem(ana.token, cheap.id, 'metrics-1')).status).toBe(200);
    expect((await redeem(ana.token, cheap.id, 'metrics-1')).status).toBe(200);
    expect((await redeem(ben.token, dear.id, 'metrics-2')).status).toBe(422);

    const text = await scrape(stack.proxy);
    expect(sample(text, 'loyalkit_proxy_redeems_total', 'outcome="redeemed"')).toBe(1);
    expect(sample(text, 'loyalkit_proxy_redeems_total', 'outcome="replayed"')).toBe(1);
    expect(sample(text, 'loyalkit_proxy_redeems_total', 'outcome="insufficient_points"')).toBe(1);
    // What happened upstream: one redeem answered, one refused; the replay never left the proxy.
    const upstream = 'loyalkit_proxy_redeem_upstream_outcomes_total';
    expect(sample(text, upstream, 'outcome="answered"')).toBe(1);
    expect(sample(text, upstream, 'outcome="refused"')).toBe(1);
    expect(sample(text, upstream, 'outcome="pending"')).toBe(0);
  });

  it('counts an upstream 429 and the whole-store pause it causes', async () => {
    const upstream = createFakeUpstream();
    let refused = false;
    upstream.fault = (op) => {
      if (op.name !== 'getVipTiers' || refused) return undefined;
      refused = true;
      return new Response(null, { status: 429, headers: { 'retry-after': '1' } });
    };
    // A small reserve, so the read waits out the 1 s pause only (not the writes' head start), and
    // a read may wait longer than that pause for its slot (it would be answered 503 at 1 s).
    const proxy = testProxy(upstream.fetch, {
      metricsToken: TOKEN,
      budget: { reserve: 0, readWaitMs: 3_000 },
    });
    expect((await call(proxy, 'GET', '/v2/rewards/getVipTiers', undefined)).status).toBe(200);
    const text = await scrape(proxy);
    expect(sample(text, 'loyalkit_proxy_upstream_429_total')).toBe(1);
    expect(sample(text, 'loyalkit_proxy_budget_backoffs_total')).toBe(1);
    proxy.close();
  });

  it('asks for the token, and answers 404 outside sandbox mode when none is configured', async () => {
    const guarded = testProxy(createFakeUpstream().fetch, { metricsToken: TOKEN });
    expect((await guarded.app.request('/metrics')).status).toBe(401);
    expect((await guarded.app.request('/metrics')).headers.get('www-authenticate')).toContain(
      'Bearer',
    );
    const wrong = await guarded.app.request('/metrics', {
      headers: { authorization: 'Bearer scrape-token-0123456780' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('loyalkit_proxy_');

    const production = testProxy(createFakeUpstream().fetch);
    expect((await production.app.request('/metrics')).status).toBe(404);
    stack = sandboxStack();
    expect((await stack.proxy.app.request('/metrics')).status).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('is ready once the upstream gave a token and the state store answers', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const res = await proxy.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { upstream: 'ok', state: 'ok' } });
    // The token is kept: asking again costs the upstream nothing.
    await proxy.app.request('/readyz');
    expect(upstream.calls.filter((c) => c.op.name === 'getAccessToken')).toHaveLength(1);
  });

  it('is not ready while the upstream refuses the credentials', async () => {
    const upstream = createFakeUpstream();
    upstream.fault = (op) =>
      op.name === 'getAccessToken' ? new Response(null, { status: 401 }) : undefined;
    const res = await testProxy(upstream.fetch).app.request('/readyz');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; checks: { upstream: string } };
    expect(body.status).toBe('not_ready');
    expect(body.checks.upstream).toMatch(/credentials/);
  });

  it('is not ready while the shared state store is unreachable, though /healthz stays 200', async () => {
    class AwayStore extends MemoryStore {
      readonly connected = false;
    }
    const proxy = testProxy(createFakeUpstream().fetch, { store: new AwayStore() });
    const res = await proxy.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: { state: string } }).checks.state).toBe('unreachable');
    expect((await proxy.app.request('/healthz')).status).toBe(200);
  });
});
