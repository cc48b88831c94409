import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify } from 'jose';

/** How far a signed-customer timestamp may be from now (seconds). */
export const CUSTOMER_PROOF_WINDOW = 300;
/** How far a Shopify App Proxy timestamp may be from now (seconds). */
export const SHOPIFY_PROOF_WINDOW = 90;

/**
 * Signs a customer for `POST /session` on the store's own server (headless and non-Shopify
 * stores): hex HMAC-SHA256 of `${customerId}:${timestamp}` keyed with the shared signing key.
 * Render `{customerId, timestamp, signature}` into the page for the widgets to send.
 */
export function signCustomerProof(
  key: string,
  customerId: string | number,
  timestamp: number = Math.floor(Date.now() / 1000),
): { customerId: string; timestamp: number; signature: string } {
  const id = String(customerId);
  const signature = createHmac('sha256', key).update(`${id}:${timestamp}`).digest('hex');
  return { customerId: id, timestamp, signature };
}

function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a.toLowerCase(), 'hex'), Buffer.from(b.toLowerCase(), 'hex'));
}

/** Checks a signed-customer proof; answers the customer id, or a reason it fails. */
export function verifyCustomerProof(
  key: string,
  proof: { customerId: unknown; timestamp: unknown; signature: unknown },
  nowMs: number,
): { ok: true; customerId: string } | { ok: false; reason: string } {
  const { customerId, timestamp, signature } = proof;
  const id =
    typeof customerId === 'number' && Number.isSafeInteger(customerId)
      ? String(customerId)
      : customerId;
  if (typeof id !== 'string' || !/^[A-Za-z0-9._@+-]{1,320}$/.test(id)) {
    return { ok: false, reason: 'customerId must be a string or an integer' };
  }
  const ts =
    typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : timestamp;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts))
    return { ok: false, reason: 'bad timestamp' };
  if (Math.abs(nowMs / 1000 - ts) > CUSTOMER_PROOF_WINDOW)
    return { ok: false, reason: 'stale proof' };
  if (typeof signature !== 'string') return { ok: false, reason: 'missing signature' };
  const expected = createHmac('sha256', key).update(`${id}:${ts}`).digest('hex');
  return safeEqualHex(signature, expected)
    ? { ok: true, customerId: id }
    : { ok: false, reason: 'bad signature' };
}

/** The parameters Shopify adds to an App Proxy request and signs. */
const SHOPIFY_RESERVED = ['logged_in_customer_id', 'path_prefix', 'shop', 'timestamp', 'signature'];
const RESERVED_PAIR = new RegExp(`(${SHOPIFY_RESERVED.join('|')})=`);

/**
 * Why a query cannot be trusted whatever its signature, or undefined. Shopify signs the pairs
 * concatenated with no separator and repeated values joined by commas, so the same signed text
 * has other readings: `logged_in_customer_id=1&logged_in_customer_id=` signs as `1,` (read as
 * 1), and a value holding `logged_in_customer_id=1path_prefix=` re-splits into another query.
 * A reserved key given twice, or any key or value holding a reserved key and `=`, is refused.
 */
function ambiguity(query: URLSearchParams): string | undefined {
  for (const key of SHOPIFY_RESERVED) {
    if (query.getAll(key).length > 1) return `${key} given more than once`;
  }
  for (const [key, value] of query) {
    if (RESERVED_PAIR.test(key) || RESERVED_PAIR.test(value))
      return 'a parameter holds a reserved parameter';
  }
  return undefined;
}

/**
 * Checks a Shopify App Proxy request as Shopify specifies: every query parameter but
 * `signature`, sorted by key, as `key=value` with repeated values joined by commas,
 * concatenated with no separator, HMAC-SHA256 hex with the app secret; timestamp within 90 s;
 * no query that could be read two ways (`ambiguity`). Answers the logged-in customer id (null
 * for a signed-out visitor) and the shop, or a reason it fails.
 */
export function verifyShopifyProxy(
  secret: string,
  query: URLSearchParams,
  nowMs: number,
): { ok: true; customerId: string | null; shop: string } | { ok: false; reason: string } {
  const signature = query.get('signature');
  if (!signature) return { ok: false, reason: 'missing signature' };
  const ambiguous = ambiguity(query);
  if (ambiguous) return { ok: false, reason: ambiguous };
  const grouped = new Map<string, string[]>();
  for (const [key, value] of query) {
    if (key === 'signature') continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  const message = [...grouped.keys()]
    .sort()
    .map((key) => `${key}=${grouped.get(key)!.join(',')}`)
    .join('');
  const expected = createHmac('sha256', secret).update(message).digest('hex');
  if (!safeEqualHex(signature, expected)) return { ok: false, reason: 'bad signature' };
  const ts = Number(query.get('timestamp'));
  if (!Number.isSafeInteger(ts) || Math.abs(nowMs / 1000 - ts) > SHOPIFY_PROOF_WINDOW) {
    return { ok: false, reason: 'stale proof' };
  }
  const shop = query.get('shop') ?? '';
  const customer = query.get('logged_in_customer_id') ?? '';
  if (customer !== '' && !/^\d{1,20}$/.test(customer))
    return { ok: false, reason: 'bad customer id' };
  return { ok: true, customerId: customer === '' ? null : customer, shop };
}

/** How far a Shopify session token's `exp` and `nbf` may be off (seconds), as Shopify's own libraries allow. */
export const SHOPIFY_TOKEN_LEEWAY = 10;
/** What a Shopify session token's `sub` is for a signed-in customer; the number is their id. */
const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/(\d{1,20})$/;

/** What `verifyShopifySessionToken` checks a token against: the app and the one shop it serves. */
export interface ShopifyTokenKeys {
  /** The app's client secret (Shopify signs the tokens with it, HS256). */
  secret: string;
  /** The app's client id: the token's `aud`. */
  clientId: string;
  /** The shop (`name.myshopify.com`): the token's `dest`, with or without `https://`. */
  shop: string;
}

/**
 * Checks a session token a customer-account or checkout UI extension got from
 * `shopify.sessionToken.get()`: a compact JWS signed HS256 (pinned: no `none`, no other HMAC, no
 * key pair) with the app's secret, `aud` the app's client id, `dest` the shop, `exp` required and
 * `nbf` reached, each within `SHOPIFY_TOKEN_LEEWAY`. Its `sub`, when there is one, must be a
 * customer's GID and answers that customer's id; a token without `sub` is a guest's (a buyer who
 * is not signed in). Answers a reason on any flaw.
 */
export async function verifyShopifySessionToken(
  keys: ShopifyTokenKeys,
  token: string,
  nowMs: number,
): Promise<{ ok: true; customerId: string | null } | { ok: false; reason: string }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(keys.secret), {
      algorithms: ['HS256'],
      audience: keys.clientId,
      clockTolerance: SHOPIFY_TOKEN_LEEWAY,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'dest'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired token' };
    if (error instanceof errors.JWTClaimValidationFailed)
      return { ok: false, reason: `bad ${error.claim} claim` };
    return { ok: false, reason: 'bad token' };
  }
  const dest = typeof payload.dest === 'string' ? payload.dest.replace(/^https:\/\//, '') : '';
  if (dest !== keys.shop) return { ok: false, reason: 'another shop' };
  if (payload.sub === undefined) return { ok: true, customerId: null };
  const customer = typeof payload.sub === 'string' ? CUSTOMER_GID.exec(payload.sub) : null;
  // A staff member's admin token carries a user id: it is nobody's customer proof.
  if (!customer) return { ok: false, reason: 'sub is not a customer' };
  return { ok: true, customerId: customer[1]! };
}
