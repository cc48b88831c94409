// The example store's own sign-in: a customer id in an HMAC-signed cookie. A real store has its
// session already (Shopify's Customer Account API in Hydrogen, its auth elsewhere); what matters
// is the step after it: the server signs the signed-in customer for the proxy (`customerProof`).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { loyaltyStack } from './stack';

/** The session cookie's name. */
export const SESSION_COOKIE = 'store_session';
/** How long a sign-in lasts (seconds). */
export const SESSION_MAX_AGE = 7 * 24 * 3600;

const holder = globalThis as { __storeSessionSecret?: string };
const secret = () =>
  (holder.__storeSessionSecret ??=
    process.env.STORE_SESSION_SECRET ?? randomBytes(32).toString('hex'));

function mac(payload: string): string {
  return createHmac('sha256', secret()).update(payload).digest('base64url');
}

/** The cookie value that signs `customerId` in until it expires. */
export function sessionCookieValue(customerId: string, now = Date.now()): string {
  const payload = `${customerId}.${Math.floor(now / 1000) + SESSION_MAX_AGE}`;
  return `${payload}.${mac(payload)}`;
}

/** The signed-in customer's id from the cookie, or null (none, forged or expired). */
export function customerIdFromCookie(value: string | undefined, now = Date.now()): string | null {
  const match = /^([A-Za-z0-9._@+-]{1,320})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(`${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now ? id : null;
}

/**
 * The signed-customer proof the widgets send to the proxy's `POST /session`, made on the server
 * for the customer the store's session names (valid 5 minutes: the widgets open their session
 * when the page loads, then renew it with the proxy's token).
 */
export async function customerProof(customerId: string) {
  const { proxyPackage, signingKey } = await loyaltyStack();
  return proxyPackage.signCustomerProof(signingKey, customerId);
}

/** The store's customer with this e-mail (here the sandbox's demo customers), or null. */
export async function customerIdByEmail(email: string): Promise<string | null> {
  if (!/^[^\s@]{1,64}@[^\s@]{1,255}$/.test(email)) return null;
  try {
    const { proxy } = await loyaltyStack();
    const profile = await proxy.client.getCustomer({ customerIdentifier: email });
    return String(profile.customerId);
  } catch {
    return null;
  }
}
