import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { ISSUER, TokenIssuer } from './session/jwt.js';
import { signCustomerProof } from './session/proofs.js';
import { A, GUEST_B, createFakeUpstream } from './test-helpers/fake-upstream.js';
import {
  JWT_SECRET,
  SHOPIFY_SECRET,
  SHOPIFY_SHOP,
  SIGNING_KEY,
  call,
  session,
  testProxy,
} from './test-helpers/proxy.js';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Shopify's App Proxy signature, computed here independently of the proxy's code. */
function shopifySign(params: [string, string][], secret = SHOPIFY_SECRET): string {
  const grouped: Record<string, string[]> = {};
  for (const [k, v] of params) (grouped[k] ??= []).push(v);
  const message = Object.keys(grouped)
    .sort()
    .map((k) => `${k}=${grouped[k]!.join(',')}`)
    .join('');
  return createHmac('sha256', secret).update(message).digest('hex');
}

function shopifyQuery(params: [string, string][], signature = shopifySign(params)): string {
  const qs = new URLSearchParams(params);
  qs.append('signature', signature);
  return qs.toString();
}

describe('POST /session', () => {
  it('mints a guest token without calling the upstream', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const s = await session(proxy);
    expect(upstream.calls).toHaveLength(0);
    expect(s.customer).toBeNull();
    // 128 random bits, the minute it was minted, a MAC: the token says it owns nothing yet.
    expect(s.sessionToken).toMatch(/^[0-9a-f]{32}-[0-9a-z]+-[0-9a-f]{20}$/);
    const header = decodeProtectedHeader(s.token);
    expect(header.alg).toBe('HS256');
    expect(header.kid).toBeTruthy();
    const claims = decodeJwt(s.token);
    expect(claims).toMatchObject({
      iss: 'loyalkit-proxy',
      aud: 'loyalkit-storefront',
      sub: `guest:${s.sessionToken}`,
      sid: s.sessionToken,
    });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(3600);
    expect(Date.parse(s.expiresAt)).toBe(claims.exp! * 1000);
  });

  it('keeps the guest sessionToken the browser presents', async () => {
    const proxy = testProxy(createFakeUpstream().fetch);
    const s = await session(proxy, { sessionToken: GUEST_B });
    expect(s.sessionToken).toBe(GUEST_B);
    expect(decodeJwt(s.token).sub).toBe(`guest:${GUEST_B}`);
  });

  it('signs in a customer from a signed proof, with a string or a number id', async () => {
    const proxy = testProxy(createFakeUpstream().fetch);
    const ts = Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', SIGNING_KEY).update(`${A.id}:${ts}`).digest('hex');
    const s = await session(proxy, { customerId: A.id, timestamp: ts, signature: sig });
    expect(s.customer).toEqual({ id: String(A.id) });
    expect(decodeJwt(s.token).sub).toBe(`customer:${A.id}`);
    const s2 = await session(proxy, { customerId: String(A.id), timestamp: ts, signature: sig });
    expect(s2.customer).toEqual({ id: String(A.id) });
  });

  it('refuses a bad or stale customer proof with 401, never a guest session', async () => {
    // A clock that stands still: a second passing under load cannot move a case over the edge.
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    const proxy = testProxy(createFakeUpstream().fetch, { clock });
    const ts = Math.floor(clock.now() / 1000);
    const sign = (id: string, t: number) =>
      createHmac('sha256', SIGNING_KEY).update(`${id}:${t}`).digest('hex');
    const cases = [
      { customerId: A.id, timestamp: ts, signature: sign('1002', ts) },
      { customerId: A.id, timestamp: ts - 301, signature: sign(String(A.id), ts - 301) },
      { customerId: A.id, timestamp: ts + 301, signature: sign(String(A.id), ts + 301) },
      { customerId: A.id, timestamp: ts, signature: 'zz' },
      { customerId: A.id, timestamp: ts },
    ];
    for (const body of cases) {
      const res = await call(proxy, 'POST', '/session', undefined, body);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('refuses a proof of the wrong shape with 400 naming the field, never a guest session', async () => {
    const proxy = testProxy(createFakeUpstream().fetch);
    const ts = Math.floor(Date.now() / 1000);
    const res = await call(proxy, 'POST', '/session', undefined, {
      customerId: { $ne: 1 },
      timestamp: ts,
      signature: 'ab',
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { path: string }[] };
    expect(problem.errors.map((e) => e.path)).toEqual(['body.customerId']);
  });

  it('verifies a Shopify App Proxy signature (repeated values joined by commas)', async () => {
    const proxy = testProxy(createFakeUpstream().fetch);
    const ts = String(Math.floor(Date.now() / 1000));
    const params: [string, string][] = [
      ['shop', 'demo.myshopify.com'],
      ['logged_in_customer_id', String(A.id)],
      ['path_prefix', '/apps/loyalty'],
      ['timestamp', ts],
      ['extra', '1'],
      ['extra', '2'],
    ];
    const ok = await call(proxy, 'POST', `/session?${shopifyQuery(params)}`, undefined);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { customer: unknown }).customer).toEqual({ id: String(A.id) });

    const signedOut = params.map(
      ([k, v]) => [k, k === 'logged_in_customer_id' ? '' : v] as [string, string],
    );
    const guest = await call(proxy, 'POST', `/session?${shopifyQuery(signedOut)}`, undefined);
    expect(((await guest.json()) as { customer: unknown }).customer).toBeNull();

    const tampered = new URLSearchParams(shopifyQuery(params));
    tampered.set('logged_in_customer_id', '1002');
    expect((await call(proxy, 'POST', `/session?${tampered}`, undefined)).status).toBe(401);

    const stale = params.map(
      ([k, v]) => [k, k === 'timestamp' ? String(Number(ts) - 91) : v] as [string, string],
    );
    expect((await call(proxy, 'POST', `/session?${shopifyQuery(stale)}`, undefined)).status).toBe(
      401,
    );
    expect(
      (
        await call(
          proxy,
          'POST',
          `/session?${shopifyQuery(params, shopifySign(params, 'other'))}`,
          undefined,
        )
      ).status,
    ).toBe(401);
  });

  it('refuses a Shopify query that could be read two ways, or comes from another shop', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    const proxy = testProxy(createFakeUpstream().fetch, { clock });
    const ts = String(Math.floor(clock.now() / 1000));
    const base: [string, string][] = [
      ['shop', SHOPIFY_SHOP],
      ['path_prefix', '/apps/loyalty'],
      ['timestamp', ts],
    ];
    const status = async (params: [string, string][], options = proxy) =>
      (await call(options, 'POST', `/session?${shopifyQuery(params)}`, undefined)).status;
    // Each is signed with the right secret: only its shape makes it untrustworthy.
    const cases: [string, string][][] = [
      // signs as "1," and would be read as 1
      [...base, ['logged_in_customer_id', '1'], ['logged_in_customer_id', '']],
      [...base, ['shop', 'other.myshopify.com']],
      // a value that re-splits into `logged_in_customer_id=1001` with another signature text
      [...base, ['logged_in_customer_id', ''], ['a', `x logged_in_customer_id=${A.id}`]],
      [...base, ['logged_in_customer_id', ''], [`x path_prefix=/p`, '1']],
      [...base, ['logged_in_customer_id', ''], ['q', 'timestamp=1']],
    ];
    for (const params of cases) expect(await status(params)).toBe(401);
    expect(await status([...base, ['logged_in_customer_id', String(A.id)]])).toBe(200);
    // A value may still hold a reserved word without `=`, or `=` after another word.
    expect(await status([...base, ['logged_in_customer_id', ''], ['q', 'shop talk a=b']])).toBe(
      200,
    );

    const otherShop = testProxy(createFakeUpstream().fetch, {
      clock,
      shopifyShop: 'other.myshopify.com',
    });
    expect(await status([...base, ['logged_in_customer_id', String(A.id)]], otherShop)).toBe(401);
    const noShop = testProxy(createFakeUpstream().fetch, { clock, shopifyShop: undefined });
    expect(await status([...base, ['logged_in_customer_id', String(A.id)]], noShop)).toBe(401);
  });

  it('makes a bare POST /session (no body, no type) a guest session', async () => {
    const proxy = testProxy(createFakeUpstream().fetch);
    for (const init of [{}, { body: '' }, { body: '  ' }]) {
      const res = await proxy.app.request('/session', { method: 'POST', ...init });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { customer: unknown }).customer).toBeNull();
    }
    const text = await proxy.app.request('/session', { method: 'POST', body: 'hello' });
    expect(text.status).toBe(415);
  });

  it('takes the bearer scheme in any case', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const s = await session(proxy, signCustomerProof(SIGNING_KEY, A.id));
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await proxy.app.request('/v2/customers/getCustomer', {
        headers: { authorization: `${scheme} ${s.token}` },
      });
      expect(res.status).toBe(200);
      // A refresh with the lowercase scheme keeps the customer signed in.
      const refreshed = await proxy.app.request('/session', {
        method: 'POST',
        headers: { authorization: `${scheme} ${s.token}` },
      });
      expect(((await refreshed.json()) as { customer: unknown }).customer).toEqual({
        id: String(A.id),
      });
    }
  });

  it('allows demo customers only in sandbox mode', async () => {
    const upstream = createFakeUpstream();
    const production = testProxy(upstream.fetch);
    expect(
      (await call(production, 'POST', '/session', undefined, { demoCustomer: A.email })).status,
    ).toBe(403);
    const sandbox = testProxy(upstream.fetch, { sandboxMode: true });
    const s = await session(sandbox, { demoCustomer: A.email });
    expect(s.customer).toEqual({ id: String(A.id) });
  });

  it('moves a guest wishlist to the customer once, and not for a guest who never wrote', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const ts = Math.floor(Date.now() / 1000);
    const proof = {
      customerId: A.id,
      timestamp: ts,
      signature: createHmac('sha256', SIGNING_KEY).update(`${A.id}:${ts}`).digest('hex'),
    };
    const s = await session(proxy, { ...proof, sessionToken: GUEST_B });
    expect(s.sessionToken).toBe(GUEST_B);
    expect(upstream.count('attachSessionToken')).toBe(1);
    expect(upstream.calls.at(-1)!.input).toEqual({
      customerIdentifier: String(A.id),
      sessionToken: GUEST_B,
    });
    await session(proxy, { ...proof, sessionToken: GUEST_B });
    expect(upstream.count('attachSessionToken')).toBe(1);

    const fresh = await session(proxy);
    await session(proxy, proof, { authorization: `Bearer ${fresh.token}` });
    expect(upstream.count('attachSessionToken')).toBe(1);
  });

  it('refuses tampered, alg none, expired, wrong-audience and unknown-key tokens with 401', async () => {
    const clock = new ManualClock(Date.now());
    const proxy = testProxy(createFakeUpstream().fetch, { clock });
    const good = await session(proxy);
    const [h, _p, s] = good.token.split('.') as [string, string, string];
    const claims = decodeJwt(good.token);
    const issuer = new TokenIssuer(JWT_SECRET, 'loyalkit-storefront');
    const identity = {
      kind: 'customer' as const,
      customerId: String(A.id),
      sessionToken: good.sessionToken,
    };
    const tokens = {
      tampered: `${h}.${b64url({ ...claims, sub: `customer:${A.id}` })}.${s}`,
      algNone: `${b64url({ alg: 'none', typ: 'JWT', kid: issuer.kid })}.${b64url({ ...claims, sub: `customer:${A.id}` })}.`,
      expired: (await issuer.mint(identity, clock.now() - 2 * 3_600_000)).token,
      wrongAudience: (
        await new TokenIssuer(JWT_SECRET, 'another-store').mint(identity, clock.now())
      ).token,
      otherKey: (
        await new TokenIssuer('x'.repeat(40), 'loyalkit-storefront').mint(identity, clock.now())
      ).token,
      garbage: 'not-a-jwt-at-all',
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await call(proxy, 'GET', '/v2/customers/getCustomer', token);
      expect(res.status, name).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await call(proxy, 'GET', '/v2/rewards/getVipTiers', good.token)).status).toBe(200);
    await clock.advance(3610_000);
    expect((await call(proxy, 'GET', '/v2/rewards/getVipTiers', good.token)).status).toBe(401);
  });

  it('remembers a verified token only as that exact text, and only until it expires', async () => {
    const issuer = new TokenIssuer(JWT_SECRET, 'loyalkit-storefront');
    const now = Date.now();
    const identity = { kind: 'guest' as const, sessionToken: 'a'.repeat(32) };
    const { token } = await issuer.mint(identity, now);
    expect((await issuer.verify(token, now)).subject).toBe(`guest:${'a'.repeat(32)}`);
    // Once remembered, a copy with another payload or signature is still verified in full.
    const [h, p, s] = token.split('.') as [string, string, string];
    const other = b64url({ ...decodeJwt(token), sub: 'customer:1' });
    await expect(issuer.verify(`${h}.${other}.${s}`, now)).rejects.toMatchObject({ status: 401 });
    await expect(issuer.verify(`${h}.${p}.${s.slice(0, -2)}AA`, now)).rejects.toMatchObject({
      status: 401,
    });
    expect((await issuer.verify(token, now + 1000)).subject).toBe(`guest:${'a'.repeat(32)}`);
    await expect(issuer.verify(token, now + 3_606_000)).rejects.toMatchObject({ status: 401 });
  });

  it('mints standard HS256 tokens that jose verifies, and verifies the ones jose signs', async () => {
    const issuer = new TokenIssuer(JWT_SECRET, 'loyalkit-storefront');
    const now = Date.now();
    const identity = { kind: 'guest' as const, sessionToken: 'b'.repeat(32) };
    const { token } = await issuer.mint(identity, now);
    const key = new TextEncoder().encode(JWT_SECRET);
    const checked = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: 'loyalkit-storefront',
      currentDate: new Date(now),
    });
    expect(checked.protectedHeader).toEqual({ alg: 'HS256', kid: issuer.kid, typ: 'JWT' });
    expect(checked.payload).toMatchObject({ sub: `guest:${'b'.repeat(32)}`, sid: 'b'.repeat(32) });
    const iat = Math.floor(now / 1000);
    const signed = await new SignJWT({ sid: 'c'.repeat(32), sat: iat })
      .setProtectedHeader({ alg: 'HS256', kid: issuer.kid })
      .setIssuer(ISSUER)
      .setAudience(['another', 'loyalkit-storefront'])
      .setSubject(`guest:${'c'.repeat(32)}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(key);
    expect((await issuer.verify(signed, now)).subject).toBe(`guest:${'c'.repeat(32)}`);
  });

  it('refuses a signed token whose header or claims break the rules', async () => {
    const issuer = new TokenIssuer(JWT_SECRET, 'loyalkit-storefront');
    const now = Date.now();
    const iat = Math.floor(now / 1000);
    const sign = (header: Record<string, unknown>, claims: Record<string, unknown>) => {
      const signed = `${b64url({ alg: 'HS256', kid: issuer.kid, ...header })}.${b64url(claims)}`;
      return `${signed}.${createHmac('sha256', JWT_SECRET).update(signed).digest('base64url')}`;
    };
    const good = {
      sid: 'd'.repeat(32),
      sat: iat,
      iss: ISSUER,
      aud: 'loyalkit-storefront',
      sub: `guest:${'d'.repeat(32)}`,
      iat,
      exp: iat + 600,
    };
    expect((await issuer.verify(sign({}, good), now)).subject).toBe(good.sub);
    const { exp: _exp, ...noExp } = good;
    const { iat: _iat, ...noIat } = good;
    const refused = {
      hs512: sign({ alg: 'HS512' }, good),
      crit: sign({ crit: ['exp'] }, good),
      unencoded: sign({ b64: false }, good),
      otherKid: sign({ kid: 'somethingelse' }, good),
      otherIssuer: sign({}, { ...good, iss: 'someone-else' }),
      noExp: sign({}, noExp),
      noIat: sign({}, noIat),
      stringExp: sign({}, { ...good, exp: String(good.exp) }),
      issuedInTheFuture: sign({}, { ...good, iat: iat + 120, exp: iat + 700 }),
      notYetValid: sign({}, { ...good, nbf: iat + 120 }),
      tooOld: sign({}, { ...good, iat: iat - 3_700, exp: iat + 600 }),
      notAnObject: `${b64url({ alg: 'HS256', kid: issuer.kid })}.${b64url([1])}.x`,
      fourParts: `${sign({}, good)}.x`,
    };
    for (const [name, token] of Object.entries(refused)) {
      await expect(issuer.verify(token, now), name).rejects.toMatchObject({ status: 401 });
    }
  });
});
