import { createHmac, randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context.js';
import { requireCustomer } from '../platform.js';

/** Lifetime of a storefront JWT (spec 5.8). */
export const STOREFRONT_TOKEN_TTL_SECONDS = 3600;
const KEY_SETTING = 'storefrontJwtKey';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The sandbox's HS256 signing key, made once and kept in the database. */
export function storefrontKey(ctx: SandboxContext): Buffer {
  const row = ctx.db.prepare('SELECT value FROM settings WHERE key = ?').get(KEY_SETTING) as
    { value: string } | undefined;
  if (row) return Buffer.from(JSON.parse(row.value) as string, 'base64');
  const key = randomBytes(32);
  ctx.db
    .prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
    .run(KEY_SETTING, JSON.stringify(key.toString('base64')));
  return key;
}

/**
 * E3a: an HS256 JWT valid 1 hour, `sub` = `customer:<id>` (404 for an unknown customer) or
 * `guest:<sessionToken>`, `sid` = the session token when one is given.
 */
export function createStorefrontToken(
  ctx: SandboxContext,
  input: { customerIdentifier?: string | undefined; sessionToken?: string | undefined },
): string {
  const customer =
    input.customerIdentifier === undefined
      ? undefined
      : requireCustomer(ctx.db, input.customerIdentifier);
  const iat = Math.floor(ctx.clock.now() / 1000);
  const claims = {
    iss: 'loyalty-sandbox',
    aud: ctx.clientId || 'sandbox',
    sub: customer ? `customer:${customer.id}` : `guest:${input.sessionToken ?? ''}`,
    ...(input.sessionToken !== undefined && { sid: input.sessionToken }),
    iat,
    exp: iat + STOREFRONT_TOKEN_TTL_SECONDS,
  };
  const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'sandbox-1' }))}.${b64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', storefrontKey(ctx))
    .update(signingInput)
    .digest('base64url');
  return `${signingInput}.${signature}`;
}
