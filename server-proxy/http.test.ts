import { describe, expect, it } from 'vitest';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { call, customerSession, session, testProxy } from './test-helpers/proxy.js';

describe('the edge of the proxy', () => {
  it('answers /healthz without an upstream call', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const res = await proxy.app.request('/healthz');
    expect(res.status).toBe(200);
    // A store in this process is always there (Redis's reachability: instances.chaos.test.ts).
    expect(((await res.json()) as { state: string }).state).toBe('ok');
    expect(upstream.calls).toHaveLength(0);
  });

  it('allows only listed origins', async () => {
    const proxy = testProxy(createFakeUpstream().fetch, {
      allowedOrigins: ['https://shop.example'],
    });
    const preflight = (origin: string) =>
      proxy.app.request('/v2/rewards/redeem', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,idempotency-key',
        },
      });
    const ok = await preflight('https://shop.example');
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    );
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives every answer its CORS headers: the origin only where listed, Vary always', async () => {
    const proxy = testProxy(createFakeUpstream().fetch, {
      allowedOrigins: ['https://shop.example'],
    });
    const guest = await session(proxy);
    const read = (origin: string, more: Record<string, string> = {}) =>
      proxy.app.request('/v2/rewards/getVipTiers?locale=en', {
        headers: { origin, authorization: `Bearer ${guest.token}`, ...more },
      });
    const ok = await read('https://shop.example');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(ok.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(ok.headers.get('vary')).toContain('Origin');
    expect(ok.headers.get('content-type')).toBe('application/json');
    expect(await ok.json()).toBeTypeOf('object');
    // The cached answer again, as a 304 to its ETag: the same headers, no body.
    const again = await read('https://shop.example', { 'if-none-match': ok.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(await again.text()).toBe('');
    const evil = await read('https://evil.example');
    expect(evil.status).toBe(200);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('vary')).toContain('Origin');
    // A problem answer carries them too, so the widget can read its status and message.
    const refused = await proxy.app.request('/v2/rewards/getVipTiers?locale=en', {
      headers: { origin: 'https://shop.example', authorization: 'Bearer nonsense' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    // A write with a body too (the body limit wraps the request on its way in).
    const write = await proxy.app.request('/session', {
      method: 'POST',
      headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(200);
    expect(write.headers.get('access-control-allow-origin')).toBe('https://shop.example');
  });

  it('caps request bodies with 413 problem+json', async () => {
    const proxy = testProxy(createFakeUpstream().fetch, { bodyLimitBytes: 1_000 });
    const a = await customerSession(proxy, A.id);
    const res = await call(proxy, 'POST', '/v2/reviews/createReview', a.token, {
      productId: 1,
      rate: 5,
      body: 'x'.repeat(2_000),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('limits guest reviews per session, never a customer browsing', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const guest = await session(proxy);
    const review = {
      productId: 1,
      rate: 5,
      body: 'Great',
      guestName: 'G',
      guestEmail: 'g@example.com',
    };
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await call(proxy, 'POST', '/v2/reviews/createReview', guest.token, review)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const a = await customerSession(proxy, A.id);
    for (let i = 0; i < 50; i++)
      expect((await call(proxy, 'GET', '/v2/customers/getCustomer', a.token)).status).toBe(200);
  });

  it('refuses review images from hosts the store did not allow', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch, { allowedImageHosts: ['cdn.shop.example'] });
    const a = await customerSession(proxy, A.id);
    const bad = await call(proxy, 'POST', '/v2/reviews/createReview', a.token, {
      productId: 1,
      rate: 5,
      body: 'x',
      imageUrls: ['https://evil.example/a.png'],
    });
    expect(bad.status).toBe(400);
    const good = await call(proxy, 'POST', '/v2/reviews/createReview', a.token, {
      productId: 1,
      rate: 5,
      body: 'x',
      imageUrls: ['https://cdn.shop.example/a.png'],
    });
    expect(good.status).toBe(200);
    expect(upstream.count('createReview')).toBe(1);
  });

  it('logs without tokens or secrets', async () => {
    const lines: string[] = [];
    const proxy = testProxy(createFakeUpstream().fetch, {
      log: (e) => lines.push(JSON.stringify(e)),
    });
    const a = await customerSession(proxy, A.id);
    await call(proxy, 'GET', `/v2/customers/getCustomer?customerIdentifier=${A.email}`, a.token);
    await call(proxy, 'GET', '/registry-share/secret-share-token-value-1234567890', undefined);
    const all = lines.join('\n');
    expect(all).toContain('/v2/customers/getCustomer');
    expect(all).not.toContain(a.token.slice(-20));
    expect(all).not.toContain(A.email);
    expect(all).not.toContain('secret-share-token');
  });
});
