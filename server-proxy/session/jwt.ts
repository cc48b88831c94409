import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../src/api/index.js';
import { identityKey, type Identity } from '../policy/caller.js';

// Who a token speaks for is the policy's notion (caller.ts); re-exported for the token's users.
export type { Identity } from '../policy/caller.js';

/** A verified storefront token. */
export interface VerifiedToken {
  identity: Identity;
  /** `customer:<id>` or `guest:<sessionToken>`: the caller's key for limits and idempotency. */
  subject: string;
  expiresAt: number;
  /** When the shopper proved who they are (ms); refreshes keep it. */
  sessionStart: number;
}

export const ISSUER = 'loyalkit-proxy';
const ALG = 'HS256';
/** E3a's contract: a storefront token lives at most one hour. */
export const MAX_TOKEN_SECONDS = 3600;
const CLOCK_TOLERANCE_S = 5;

/** How many verified tokens are remembered; the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Mints and verifies storefront JWTs (HS256 pinned, `kid` derived from the key). The HMAC is
 * node:crypto's, computed at once: WebCrypto's (jose's) queues every sign and verify on the
 * thread pool, and a returning shopper's first call on each instance waited behind that queue
 * (a tenth of an instance's busy time under the multi-instance bench). The tokens are plain
 * compact JWS, as jose makes and checks them (the tests check both ways).
 */
export class TokenIssuer {
  private readonly key: Buffer;
  /**
   * Tokens already verified, by their exact text, until they expire: a shopper's widgets send the
   * same token many times, and a hit costs no crypto at all. Any change to a token is a miss.
   */
  private readonly verified = new Map<string, VerifiedToken>();
  readonly kid: string;
  /** The protected header of every token, encoded once. */
  private readonly header: string;

  constructor(
    secret: string,
    readonly audience: string,
    private readonly ttlSeconds = MAX_TOKEN_SECONDS,
  ) {
    if (secret.length < 32) throw new Error('the JWT secret must be at least 32 characters');
    if (ttlSeconds <= 0 || ttlSeconds > MAX_TOKEN_SECONDS) {
      throw new Error(`token lifetime must be 1..${MAX_TOKEN_SECONDS} seconds`);
    }
    this.key = Buffer.from(secret, 'utf8');
    this.kid = createHash('sha256').update(secret).digest('hex').slice(0, 12);
    this.header = base64url({ alg: ALG, kid: this.kid, typ: 'JWT' });
  }

  /** A signed token for the identity, valid `ttlSeconds` from `nowMs`. */
  mint(
    identity: Identity,
    nowMs: number,
    sessionStart = nowMs,
  ): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(nowMs / 1000);
    const exp = iat + this.ttlSeconds;
    const payload = base64url({
      sid: identity.sessionToken,
      sat: Math.floor(sessionStart / 1000),
      iss: ISSUER,
      aud: this.audience,
      sub: identityKey(identity),
      iat,
      exp,
    });
    const signed = `${this.header}.${payload}`;
    return Promise.resolve({ token: `${signed}.${this.mac(signed)}`, expiresAt: exp * 1000 });
  }

  private mac(signed: string): string {
    return createHmac('sha256', this.key).update(signed).digest('base64url');
  }

  /**
   * A token this issuer has already verified and that has not expired since, at once (the hot
   * path); undefined means `verify` must look at it.
   */
  known(token: string, nowMs: number): VerifiedToken | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    // The same expiry rule as a full check (`exp` with the clock tolerance), on every hit.
    if (nowMs < known.expiresAt + CLOCK_TOLERANCE_S * 1000) return known;
    this.verified.delete(token);
    return undefined;
  }

  /** Verifies a token; any flaw (signature, alg, kid, iss, aud, exp, claims) is a 401. */
  verify(token: string, nowMs: number): Promise<VerifiedToken> {
    try {
      return Promise.resolve(this.verifyNow(token, nowMs));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** `verify`, at once: the verified token, or throws the 401. */
  verifyNow(token: string, nowMs: number): VerifiedToken {
    const known = this.known(token, nowMs);
    if (known) return known;
    const fresh = this.verifyFully(token, nowMs);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, fresh);
    return fresh;
  }

  /**
   * The checks jose's `jwtVerify` made with the options this issuer gave it: a compact JWS whose
   * protected header pins HS256 (no `crit`, no unencoded payload) and this key's `kid`, a
   * signature compared in constant time, then the claims: `iss`, `aud`, `sub`, `iat`, `exp`
   * present and typed, not expired, not issued in the future nor longer ago than a token lives,
   * `nbf` (if any) reached, each with the clock tolerance.
   */
  private verifyFully(token: string, nowMs: number): VerifiedToken {
    const parts = token.split('.');
    if (parts.length !== 3) throw unauthorized('invalid token');
    const [h, p, s] = parts as [string, string, string];
    const header = decodeSegment(h);
    if (!header || header.alg !== ALG || 'crit' in header || header.b64 === false) {
      throw unauthorized('invalid token');
    }
    const expected = Buffer.from(this.mac(`${h}.${p}`));
    const given = Buffer.from(s);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('invalid token');
    }
    if (header.kid !== this.kid) throw unauthorized('unknown key id');
    const payload = decodeSegment(p);
    if (!payload) throw unauthorized('invalid token');
    const { iss, aud, sub, iat, exp, nbf } = payload;
    const now = Math.floor(nowMs / 1000);
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (
      iss !== ISSUER ||
      !audiences.includes(this.audience) ||
      typeof sub !== 'string' ||
      !isTime(iat) ||
      !isTime(exp) ||
      (nbf !== undefined && (!isTime(nbf) || nbf > now + CLOCK_TOLERANCE_S)) ||
      iat > now + CLOCK_TOLERANCE_S
    ) {
      throw unauthorized('invalid token');
    }
    if (exp <= now - CLOCK_TOLERANCE_S || now - iat - CLOCK_TOLERANCE_S > MAX_TOKEN_AGE_S) {
      throw unauthorized('token expired');
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : '';
    const identity = identityOf(sub, sid);
    if (!identity) throw unauthorized('malformed subject');
    const sat = typeof payload.sat === 'number' ? payload.sat * 1000 : iat * 1000;
    return { identity, subject: sub, expiresAt: exp * 1000, sessionStart: sat };
  }
}

/** A token's age limit past its `iat` (a token lives at most an hour; a minute's grace). */
const MAX_TOKEN_AGE_S = MAX_TOKEN_SECONDS + 60;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWS segment's JSON object, or undefined when it is not base64url of one. */
function decodeSegment(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function identityOf(sub: string, sid: string): Identity | undefined {
  if (!/^[0-9a-f]{32}$/.test(sid) && !/^[A-Za-z0-9_-]{8,200}$/.test(sid)) return undefined;
  const [kind, ...rest] = sub.split(':');
  const value = rest.join(':');
  if (kind === 'customer' && /^[A-Za-z0-9._@+-]{1,320}$/.test(value)) {
    return { kind: 'customer', customerId: value, sessionToken: sid };
  }
  if (kind === 'guest' && value === sid) return { kind: 'guest', sessionToken: sid };
  return undefined;
}

/** A 401 with the bearer challenge detail. */
export function unauthorized(detail: string): ApiError {
  return ApiError.of('unauthorized', detail);
}
