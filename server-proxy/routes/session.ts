import { type Context, Hono } from 'hono';
import {
  ApiError,
  invalidRequest,
  proxyEndpoints,
  type SessionAnswer,
  type SessionRequest,
} from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { clientIp, jsonResponse, problemResponse, readJsonBody } from '../http.js';
import { checkSessionLimit } from '../limits.js';
import { identityKey, ownerTag } from '../policy/caller.js';
import { mintGuestToken, ownsNothing } from '../policy/guests.js';
import { type Identity, type VerifiedToken } from '../session/jwt.js';
import {
  verifyCustomerProof,
  verifyShopifyProxy,
  verifyShopifySessionToken,
} from '../session/proofs.js';

/** How long a signed-in session may be refreshed with its own token before a new proof. */
const MAX_SESSION_MS = 12 * 3_600_000;
const GUEST_FLAG_MS = 7 * 24 * 3_600_000;
const endpoint = proxyEndpoints.session;

async function bearerToken(c: Context, deps: ProxyDeps): Promise<VerifiedToken | undefined> {
  const match = /^bearer +(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '');
  if (!match) return undefined;
  // A stale or foreign token on /session is simply ignored: the proofs decide.
  return deps.issuer.verify(match[1]!, deps.clock.now()).catch(() => undefined);
}

/** The customer the request proves, null for a guest, or throws 401/403. */
async function provenCustomer(
  c: Context,
  deps: ProxyDeps,
  body: SessionRequest,
  bearer: VerifiedToken | undefined,
): Promise<{ customerId: string | null; sessionStart?: number }> {
  const now = deps.clock.now();
  const query = new URL(c.req.url).searchParams;
  if (query.has('signature')) {
    const { shopifyAppSecret: secret, shopifyShop: shop } = deps.settings;
    // One app secret signs for every shop that installed the app: the shop must be this one.
    if (!secret || !shop)
      throw ApiError.of('unauthorized', 'Shopify App Proxy sign-in is not configured');
    const result = verifyShopifyProxy(secret, query, now);
    if (!result.ok) throw ApiError.of('unauthorized', `Shopify proof refused: ${result.reason}`);
    if (result.shop !== shop)
      throw ApiError.of('unauthorized', 'Shopify proof refused: another shop');
    return { customerId: result.customerId };
  }
  if (body.shopifySessionToken !== undefined) {
    if (body.customerId !== undefined || body.signature !== undefined || body.demoCustomer)
      throw ApiError.of('invalid_request', 'send one proof: a Shopify session token or another');
    const {
      shopifyAppSecret: secret,
      shopifyClientId: clientId,
      shopifyShop: shop,
    } = deps.settings;
    // The app's secret signs tokens for every shop that installed it: aud and dest pin them here.
    if (!secret || !clientId || !shop)
      throw ApiError.of('unauthorized', 'Shopify session tokens are not configured');
    const result = await verifyShopifySessionToken(
      { secret, clientId, shop },
      body.shopifySessionToken,
      now,
    );
    if (!result.ok)
      throw ApiError.of('unauthorized', `Shopify session token refused: ${result.reason}`);
    return { customerId: result.customerId };
  }
  if (body.customerId !== undefined || body.signature !== undefined) {
    const key = deps.settings.customerSigningKey;
    if (!key) throw ApiError.of('unauthorized', 'signed-customer sign-in is not configured');
    const result = verifyCustomerProof(
      key,
      { customerId: body.customerId, timestamp: body.timestamp, signature: body.signature },
      now,
    );
    if (!result.ok) throw ApiError.of('unauthorized', `customer proof refused: ${result.reason}`);
    return { customerId: result.customerId };
  }
  if (body.demoCustomer !== undefined) {
    if (!deps.settings.sandboxMode)
      throw ApiError.of('forbidden', 'demo customers exist only with the embedded sandbox');
    const profile = await deps.upstream.call('getCustomer', {
      customerIdentifier: body.demoCustomer,
    });
    return { customerId: String(profile.customerId) };
  }
  if (bearer?.identity.kind === 'customer' && now - bearer.sessionStart < MAX_SESSION_MS) {
    // Refresh: a valid customer token proves the customer until the session's maximum age.
    return { customerId: bearer.identity.customerId, sessionStart: bearer.sessionStart };
  }
  return { customerId: null };
}

/** The guest sessionToken the browser presents (body or guest bearer), if any. */
function presentedSessionToken(
  body: SessionRequest,
  bearer: VerifiedToken | undefined,
): string | undefined {
  return body.sessionToken ?? bearer?.identity.sessionToken;
}

/** Moves a guest's wishlist to the customer (E3b), once per guest session. */
async function attachGuest(
  deps: ProxyDeps,
  customerId: string,
  sessionToken: string,
): Promise<void> {
  const now = deps.clock.now();
  const flag = `attached:${sessionToken}`;
  if (await deps.store.flagHas(flag, now)) return;
  if (await ownsNothing(deps, sessionToken)) {
    // The guest never wrote anything: there is nothing to move.
    await deps.store.flagSet(flag, GUEST_FLAG_MS, now);
    return;
  }
  try {
    await deps.upstream.call('attachSessionToken', {
      customerIdentifier: customerId,
      sessionToken,
    });
    await deps.store.flagSet(flag, GUEST_FLAG_MS, now);
    // The lists moved: neither owner's cached lists (nor wishlist state) are true any more.
    await Promise.all(
      [
        identityKey({ kind: 'guest', sessionToken }),
        identityKey({ kind: 'customer', customerId }),
      ].map((owner) => deps.cache.drop(ownerTag(owner))),
    );
  } catch (error) {
    deps.log({
      level: 'warn',
      msg: 'guest wishlist not attached',
      error: error instanceof ApiError ? error.code : 'error',
    });
  }
}

/**
 * The JSON body of `POST /session`. A bare call (an empty body, whatever type the client gave
 * it, since some add `text/plain` on their own) is a plain guest request; a body that is
 * there must be JSON.
 */
async function sessionBody(c: Context): Promise<Record<string, unknown>> {
  if (c.req.raw.body === null || (await c.req.text()).trim() === '') return {};
  return readJsonBody(c);
}

/** `POST /session`: a storefront token for a proven customer or a guest. */
export function sessionRoutes(deps: ProxyDeps): Hono {
  const app = new Hono();
  app.post(endpoint.path, async (c) => {
    try {
      await checkSessionLimit(deps, clientIp(c, deps));
      const parsed = endpoint.body.safeParse(await sessionBody(c));
      if (!parsed.success) throw invalidRequest(parsed.error, 'body');
      const body = parsed.data;
      const bearer = await bearerToken(c, deps);
      const proven = await provenCustomer(c, deps, body, bearer);
      const presented = presentedSessionToken(body, bearer);
      const now = deps.clock.now();
      let sessionToken = presented;
      // A new guest session stores nothing: its token says it was minted here, and when.
      sessionToken ??= mintGuestToken(deps, now);
      let identity: Identity;
      if (proven.customerId !== null) {
        identity = { kind: 'customer', customerId: proven.customerId, sessionToken };
        if (presented && bearer?.identity.kind !== 'customer')
          await attachGuest(deps, proven.customerId, presented);
      } else {
        identity = { kind: 'guest', sessionToken };
      }
      const { token, expiresAt } = await deps.issuer.mint(
        identity,
        now,
        proven.sessionStart ?? now,
      );
      deps.log({ level: 'info', msg: 'session', kind: identity.kind });
      const answer: SessionAnswer = {
        token,
        expiresAt: new Date(expiresAt).toISOString(),
        customer: identity.kind === 'customer' ? { id: identity.customerId } : null,
        sessionToken,
      };
      return jsonResponse(answer, true);
    } catch (error) {
      return problemResponse(error);
    }
  });
  return app;
}
