import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError, SCOPES, type Scope } from '../src/api/index.js';
import type { Clock } from './clock.js';
import type { Db } from './db.js';

/** Lifetime of an access token. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export interface GrantedToken {
  clientId: string;
  scopes: Set<string>;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** E2: client credentials for an access token carrying the requested scopes. */
export function issueAccessToken(
  db: Db,
  clock: Clock,
  credentials: Credentials,
  body: { clientId: string; clientSecret: string; scope: string },
): { accessToken: string; tokenType: 'Bearer'; expiresAt: string } {
  if (
    body.clientId !== credentials.clientId ||
    !sameSecret(body.clientSecret, credentials.clientSecret)
  ) {
    throw ApiError.of('unauthorized', 'unknown client or wrong secret');
  }
  const requested = body.scope.split(/\s+/).filter(Boolean);
  const unknown = requested.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw ApiError.of('invalid_request', `unknown scope: ${unknown.join(', ')}`, {
      errors: [{ path: 'body.scope', message: `unknown scope ${unknown.join(', ')}` }],
    });
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = clock.now() + ACCESS_TOKEN_TTL_SECONDS * 1000;
  db.prepare('DELETE FROM access_tokens WHERE expires_at < ?').run(clock.now());
  db.prepare(
    'INSERT INTO access_tokens (token, client_id, scopes, expires_at) VALUES (?, ?, ?, ?)',
  ).run(token, body.clientId, requested.join(' '), expiresAt);
  return { accessToken: token, tokenType: 'Bearer', expiresAt: new Date(expiresAt).toISOString() };
}

/** Checks `Authorization: Bearer`; 401 when absent, unknown or expired. */
export function verifyBearer(db: Db, clock: Clock, header: string | undefined): GrantedToken {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw ApiError.of('unauthorized', 'send Authorization: Bearer <accessToken>');
  const row = db
    .prepare('SELECT client_id, scopes, expires_at FROM access_tokens WHERE token = ?')
    .get(match[1]) as { client_id: string; scopes: string; expires_at: number } | undefined;
  if (!row) throw ApiError.of('unauthorized', 'unknown access token');
  if (row.expires_at <= clock.now())
    throw ApiError.of('unauthorized', 'the access token has expired');
  return { clientId: row.client_id, scopes: new Set(row.scopes.split(' ').filter(Boolean)) };
}

/** 403 `insufficient_scope` when the token lacks the operation's scope. */
export function requireScope(token: GrantedToken, scope: Scope | null): void {
  if (scope && !token.scopes.has(scope)) {
    throw ApiError.of('insufficient_scope', `this operation needs the ${scope} scope`);
  }
}
