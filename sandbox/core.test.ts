import { afterEach, describe, expect, it } from 'vitest';
import { Problem } from '../src/api/index.js';
import { createManualClock } from './clock.js';
import { createTestSandbox, type TestSandbox } from './testing.js';

let sb: TestSandbox;
afterEach(() => sb?.close());

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return Problem.parse(await res.json());
}

describe('sandbox access (E2 and bearer tokens)', () => {
  it('issues a token for the right credentials and refuses the wrong ones', async () => {
    sb = createTestSandbox();
    const good = await sb.call(
      'getAccessToken',
      {
        clientId: 'demo-client',
        clientSecret: 'demo-secret',
        grantType: 'client_credentials',
        scope: 'read_customer',
      },
      { token: null },
    );
    expect(good.status).toBe(200);
    const body = (await good.json()) as { tokenType: string; expiresAt: string };
    expect(body.tokenType).toBe('Bearer');
    expect(Date.parse(body.expiresAt) - sb.clock.now()).toBe(3600_000);
    const bad = await sb.call(
      'getAccessToken',
      {
        clientId: 'demo-client',
        clientSecret: 'nope',
        grantType: 'client_credentials',
        scope: 'read_customer',
      },
      { token: null },
    );
    expect((await problem(bad)).code).toBe('unauthorized');
  });

  it('refuses unknown scopes', async () => {
    sb = createTestSandbox();
    const res = await sb.call(
      'getAccessToken',
      {
        clientId: 'demo-client',
        clientSecret: 'demo-secret',
        grantType: 'client_credentials',
        scope: 'read_everything',
      },
      { token: null },
    );
    expect(res.status).toBe(400);
  });

  it('answers 401 without a token, with an unknown one, and after it expires', async () => {
    sb = createTestSandbox();
    expect((await sb.call('getVipTiers', {}, { token: null })).status).toBe(401);
    const res = await sb.call('getVipTiers', {}, { token: 'forged' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    const token = await sb.token(['read_reward']);
    sb.clock.advance(3601);
    expect((await problem(await sb.call('getVipTiers', {}, { token }))).detail).toMatch(/expired/);
  });

  it('answers 403 insufficient_scope when the token lacks the scope', async () => {
    sb = createTestSandbox();
    const token = await sb.token(['read_review']);
    expect(
      (await problem(await sb.call('getCustomer', { customerIdentifier: '1' }, { token }))).code,
    ).toBe('insufficient_scope');
  });

  it('refuses plain HTTP when HTTPS is required, honouring X-Forwarded-Proto', async () => {
    sb = createTestSandbox({ requireHttps: true });
    const token = await sb.app.request('https://api.test/v2/oauth/getAccessToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: 'demo-client',
        clientSecret: 'demo-secret',
        grantType: 'client_credentials',
        scope: 'read_reward',
      }),
    });
    expect(token.status).toBe(200);
    const plain = await sb.app.request('http://api.test/v2/rewards/getVipTiers', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect((await problem(plain)).code).toBe('https_required');
  });
});

describe('sandbox request budget', () => {
  it('lets 60 requests through at once, then answers 429 with Retry-After, and leaks 3 per second', async () => {
    sb = createTestSandbox({ rateLimit: true, clock: createManualClock() });
    const token = await sb.token();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await sb.call('getCustomer', { customerIdentifier: 'none' }, { token })).status,
      );
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    const throttled = await sb.call('getCustomer', { customerIdentifier: 'none' }, { token });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect((await problem(throttled)).code).toBe('rate_limited');
    sb.clock.advance(1);
    const after = [];
    for (let i = 0; i < 4; i++)
      after.push((await sb.call('getCustomer', { customerIdentifier: 'none' }, { token })).status);
    expect(after.filter((s) => s === 429)).toHaveLength(1);
    const metrics = (await (await sb.admin('GET', '/metrics')).json()) as { throttled: number };
    expect(metrics.throttled).toBe(3);
  });
});

describe('sandbox errors are problem+json', () => {
  it('answers unknown paths with 404 and the wrong method with 405', async () => {
    sb = createTestSandbox();
    expect((await problem(await sb.app.request('/v2/nothing/here'))).status).toBe(404);
    expect((await problem(await sb.app.request('/elsewhere'))).status).toBe(404);
    expect((await problem(await sb.app.request('/v2/rewards/redeem'))).status).toBe(405);
  });

  it('names the allowed methods in an Allow header on every 405 (RFC 9110)', async () => {
    sb = createTestSandbox();
    const post = await sb.app.request('/v2/rewards/redeem', { method: 'GET' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('POST');
    const get = await sb.app.request('/v2/customers/getCustomer', { method: 'DELETE' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('GET, HEAD');
    expect((await problem(get)).detail).toContain('use GET or HEAD');
    const unknown = await sb.app.request('/v2/nothing/here', { method: 'PUT' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('allow')).toBeNull();
  });

  it('answers malformed JSON and non-object bodies with 400', async () => {
    sb = createTestSandbox();
    const auth = {
      authorization: `Bearer ${await sb.token()}`,
      'content-type': 'application/json',
    };
    for (const body of ['{"ruleId": ', '[1,2]', '"x"', 'null']) {
      const res = await sb.app.request('/v2/rewards/redeem', {
        method: 'POST',
        headers: auth,
        body,
      });
      expect((await problem(res)).code, body).toBe('invalid_request');
    }
  });

  it('lists each invalid field', async () => {
    sb = createTestSandbox();
    const res = await sb.call('getReviews', { perPage: 500, rate: 9 });
    const p = await problem(res);
    expect(p.status).toBe(400);
    expect(p.errors?.map((e) => e.path).sort()).toEqual(['query.perPage', 'query.rate']);
  });
});

describe('sandbox control API', () => {
  it('is 401 without the admin key', async () => {
    sb = createTestSandbox();
    for (const path of ['/sandbox/metrics', '/sandbox/settings']) {
      expect((await sb.app.request(path)).status).toBe(401);
    }
    expect(
      (
        await sb.app.request('/sandbox/reset', {
          method: 'POST',
          headers: { 'x-sandbox-admin-key': 'wrong' },
        })
      ).status,
    ).toBe(401);
  });

  it('advances the clock and changes settings', async () => {
    sb = createTestSandbox();
    const before = sb.clock.now();
    expect((await sb.admin('POST', '/clock', { advanceSeconds: 86400 })).status).toBe(200);
    expect(sb.clock.now() - before).toBe(86400_000);
    const settings = (await (
      await sb.admin('POST', '/settings', { guestReviews: false })
    ).json()) as { guestReviews: boolean };
    expect(settings.guestReviews).toBe(false);
    expect((await sb.admin('POST', '/settings', { guestReviews: 'no' })).status).toBe(400);
  });

  it('serves generated product images', async () => {
    sb = createTestSandbox();
    const res = await sb.app.request('/assets/products/wool-beanie.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await sb.app.request('/assets/other/x.svg')).status).toBe(404);
  });
});
