// Builds a proxy over an in-process upstream for tests, and signs in shoppers.
import { proxyEndpoints, type SessionAnswer } from '../../src/api/index.js';
import { createProxy, type Proxy, type ProxyOptions } from '../app.js';
import { ManualClock, type Clock } from '../clock.js';
import { silentLogger } from '../log.js';
import { signCustomerProof } from '../session/proofs.js';
import type { FetchLike } from '../upstream/client.js';

export const JWT_SECRET = 'test-jwt-secret-test-jwt-secret-0123456789';
export const SIGNING_KEY = 'store-signing-key';
export const SHOPIFY_SECRET = 'shopify-app-secret';
export const SHOPIFY_SHOP = 'demo.myshopify.com';
/** The test app's client id: the `aud` of its extensions' session tokens. */
export const SHOPIFY_CLIENT_ID = 'test-app-client-id';

export function testProxy(
  upstream: FetchLike,
  {
    upstreamTimeoutMs = 200,
    ...overrides
  }: Partial<ProxyOptions> & { clock?: Clock; upstreamTimeoutMs?: number } = {},
): Proxy {
  return createProxy({
    upstream: {
      baseUrl: 'http://upstream.test',
      clientId: 'id',
      clientSecret: 'secret',
      fetch: upstream,
      retryBaseMs: 1,
      timeoutMs: upstreamTimeoutMs,
    },
    keys: {
      jwtSecret: JWT_SECRET,
      customerSigningKey: SIGNING_KEY,
      shopifyAppSecret: SHOPIFY_SECRET,
    },
    shopifyShop: SHOPIFY_SHOP,
    shopifyClientId: SHOPIFY_CLIENT_ID,
    log: silentLogger,
    // Shedding reacts to this machine's load: a test that measures it turns it on itself.
    admission: false,
    ...overrides,
  });
}

/** What `POST /session` answers (the contract's shape). */
export type Session = SessionAnswer;

/** `POST /session` with a JSON body; fails the test unless it answers 200 in the contract's shape. */
export async function session(
  proxy: Proxy,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Session> {
  const res = await proxy.app.request('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`session: ${res.status} ${await res.text()}`);
  return proxyEndpoints.session.response.parse(await res.json());
}

/** A signed-in customer's session. */
export function customerSession(
  proxy: Proxy,
  customerId: number | string,
  nowMs = proxy.deps.clock.now(),
): Promise<Session> {
  return session(proxy, signCustomerProof(SIGNING_KEY, customerId, Math.floor(nowMs / 1000)));
}

/** Calls the proxy with a bearer token. */
export function call(
  proxy: Proxy,
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    proxy.app.request(path, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );
}

export { ManualClock };
