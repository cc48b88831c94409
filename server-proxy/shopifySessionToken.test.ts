// `POST /session` with the session token of a Shopify customer-account or checkout extension:
// the tokens are made here as Shopify makes them (jose, or by hand for the hostile ones), never
// with the proxy's own code.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import {
  call,
  ManualClock,
  SHOPIFY_CLIENT_ID,
  SHOPIFY_SECRET,
  SHOPIFY_SHOP,
  testProxy,
} from './test-helpers/proxy.js';

const NOW = Date.UTC(2026, 5, 1, 12);
const nowS = Math.floor(NOW / 1000);
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims Shopify puts in a checkout or customer-account session token (5 minutes). */
function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    iss: `https://${SHOPIFY_SHOP}`,
    dest: SHOPIFY_SHOP,
    aud: SHOPIFY_CLIENT_ID,
    sub: `gid://shopify/Customer/${A.id}`,
    exp: nowS + 300,
    nbf: nowS,
    iat: nowS,
    jti: '5b1f3c9e-0000-4000-8000-000000000001',
    ...overrides,
  };
}

/** A token signed with the app's secret (or another), HS256 as Shopify signs them. */
function sign(payload = claims(), secret = SHOPIFY_SECRET): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** A token with any header, its HMAC computed by hand (to try algorithms jose would refuse to make). */
function handSigned(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const signed = `${b64url(header)}.${b64url(payload)}`;
  const algorithm = header.alg === 'HS512' ? 'sha512' : 'sha256';
  return `${signed}.${createHmac(algorithm, SHOPIFY_SECRET).update(signed).digest('base64url')}`;
}

function proxy(overrides: Parameters<typeof testProxy>[1] = {}) {
  return testProxy(createFakeUpstream().fetch, { clock: new ManualClock(NOW), ...overrides });
}

async function open(p: ReturnType<typeof proxy>, shopifySessionToken: string) {
  const res = await call(p, 'POST', '/session', undefined, { shopifySessionToken });
  return { status: res.status, res, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /session with a Shopify session token', () => {
  it('signs in the customer the token names, bound to their own data', async () => {
    const p = proxy();
    const { status, body } = await open(p, await sign());
    expect(status).toBe(200);
    expect(body.customer).toEqual({ id: String(A.id) });
    const me = await call(p, 'GET', '/v2/customers/getCustomer', body.token as string);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { customerId: number }).customerId).toBe(A.id);
  });

  it('takes the shop with or without https:// in dest, as checkout and accounts write it', async () => {
    const p = proxy();
    for (const dest of [SHOPIFY_SHOP, `https://${SHOPIFY_SHOP}`]) {
      expect((await open(p, await sign(claims({ dest })))).body.customer, dest).toEqual({
        id: String(A.id),
      });
    }
  });

  it('makes a token without sub a guest, who is refused a customer operation', async () => {
    const p = proxy();
    const { sub: _sub, ...anonymous } = claims();
    const { status, body } = await open(p, await sign(anonymous));
    expect(status).toBe(200);
    expect(body.customer).toBeNull();
    const me = await call(p, 'GET', '/v2/customers/getCustomer', body.token as string);
    expect(me.status).toBe(401);
    expect(me.headers.get('content-type')).toBe('application/problem+json');
  });

  it('accepts a token a few seconds past exp or before nbf (clock skew), and not more', async () => {
    const p = proxy();
    expect((await open(p, await sign(claims({ exp: nowS - 5 })))).status).toBe(200);
    expect((await open(p, await sign(claims({ nbf: nowS + 5 })))).status).toBe(200);
    expect((await open(p, await sign(claims({ exp: nowS - 11 })))).status).toBe(401);
    expect((await open(p, await sign(claims({ nbf: nowS + 11 })))).status).toBe(401);
  });

  it('refuses forged, tampered, foreign and malformed tokens with 401, never a guest session', async () => {
    const p = proxy();
    const good = await sign();
    const [h, , s] = good.split('.') as [string, string, string];
    const { exp: _exp, ...noExp } = claims();
    const { dest: _dest, ...noDest } = claims();
    const { publicKey: _pub, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const hostile = {
      forged: await sign(claims(), 'not-the-app-secret'),
      tampered: `${h}.${b64url(claims({ sub: 'gid://shopify/Customer/1002' }))}.${s}`,
      expired: await sign(claims({ exp: nowS - 3600, nbf: nowS - 3900, iat: nowS - 3900 })),
      otherShop: await sign(claims({ dest: 'other.myshopify.com' })),
      otherShopLookalike: await sign(claims({ dest: `${SHOPIFY_SHOP}.evil.example` })),
      otherApp: await sign(claims({ aud: 'another-app-client-id' })),
      noExp: await sign(noExp),
      noDest: await sign(noDest),
      staffUser: await sign(claims({ sub: '42' })),
      otherGid: await sign(claims({ sub: `gid://shopify/StaffMember/${A.id}` })),
      algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.`,
      hs512: handSigned({ alg: 'HS512', typ: 'JWT' }, claims()),
      rs256: await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey),
      rs256HeaderHmacBody: handSigned({ alg: 'RS256', typ: 'JWT' }, claims()),
      crit: handSigned({ alg: 'HS256', crit: ['exp'] }, claims()),
    };
    for (const [name, token] of Object.entries(hostile)) {
      const { status, res } = await open(p, token);
      expect(status, name).toBe(401);
      expect(res.headers.get('content-type'), name).toBe('application/problem+json');
    }
    // The proxy's own HMAC check of the same claims passes: only each flaw above refused them.
    expect((await open(p, handSigned({ alg: 'HS256', typ: 'JWT' }, claims()))).status).toBe(200);
  });

  it('refuses session tokens where the app is not configured for them', async () => {
    const noClientId = proxy({ shopifyClientId: undefined });
    expect((await open(noClientId, await sign())).status).toBe(401);
    const noShop = proxy({ shopifyShop: undefined });
    expect((await open(noShop, await sign())).status).toBe(401);
  });

  it('takes one proof at a time, and a token that is not a JWT is a 400 naming the field', async () => {
    const p = proxy();
    const both = await call(p, 'POST', '/session', undefined, {
      shopifySessionToken: await sign(),
      customerId: A.id,
    });
    expect(both.status).toBe(400);
    const garbage = await call(p, 'POST', '/session', undefined, { shopifySessionToken: 'x y' });
    expect(garbage.status).toBe(400);
    const problem = (await garbage.json()) as { errors: { path: string }[] };
    expect(problem.errors.map((e) => e.path)).toEqual(['body.shopifySessionToken']);
  });
});

describe('CORS for Shopify UI extensions', () => {
  const preflight = (p: ReturnType<typeof proxy>, origin: string) =>
    p.app.request('/session', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('admits the origin Shopify runs extensions on, once session tokens are configured', async () => {
    const p = proxy();
    const res = await preflight(p, 'https://extensions.shopifycdn.com');
    expect(res.headers.get('access-control-allow-origin')).toBe(
      'https://extensions.shopifycdn.com',
    );
    const answer = await p.app.request('/session', {
      method: 'POST',
      headers: {
        origin: 'https://extensions.shopifycdn.com',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ shopifySessionToken: await sign() }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(
      'https://extensions.shopifycdn.com',
    );
  });

  it('admits no other origin, and none without session tokens configured', async () => {
    expect(
      (await preflight(proxy(), 'https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const without = proxy({ shopifyClientId: undefined });
    expect(
      (await preflight(without, 'https://extensions.shopifycdn.com')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    const custom = proxy({ shopifyExtensionOrigins: ['https://next.shopifycdn.com'] });
    expect(
      (await preflight(custom, 'https://next.shopifycdn.com')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('https://next.shopifycdn.com');
  });
});
