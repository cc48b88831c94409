import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
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

/** A fresh 128-bit guest session token (hex). */
export function newSessionToken(): string {
  return randomBytes(16).toString('hex');
}

/** How many verified tokens are remembered; the oldest is forgotten first. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Mints and verifies storefront JWTs (HS256 pinned, `kid` derived from the key). */
export class TokenIssuer {
  private readonly key: Uint8Array<ArrayBuffer>;
  /** The key imported once: importing it per call cost a thread-pool round trip each time. */
  private cryptoKey: Promise<CryptoKey> | undefined;
  /**
   * Tokens already verified, by their exact text, until they expire: a shopper's widgets send the
   * same token many times, and a hit costs no crypto at all. Any change to a token is a miss.
   */
  private readonly verified = new Map<string, VerifiedToken>();
  readonly kid: string;

  constructor(
    secret: string,
    readonly audience: string,
    private readonly ttlSeconds = MAX_TOKEN_SECONDS,
  ) {
    if (secret.length < 32) throw new Error('the JWT secret must be at least 32 characters');
    if (ttlSeconds <= 0 || ttlSeconds > MAX_TOKEN_SECONDS) {
      throw new Error(`token lifetime must be 1..${MAX_TOKEN_SECONDS} seconds`);
    }
    this.key = new TextEncoder().encode(secret);
    this.kid = createHash('sha256').update(secret).digest('hex').slice(0, 12);
  }

  /** A signed token for the identity, valid `ttlSeconds` from `nowMs`. */
  async mint(
    identity: Identity,
    nowMs: number,
    sessionStart = nowMs,
  ): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(nowMs / 1000);
    const exp = iat + this.ttlSeconds;
    const sub = identityKey(identity);
    const token = await new SignJWT({
      sid: identity.sessionToken,
      sat: Math.floor(sessionStart / 1000),
    })
      .setProtectedHeader({ alg: ALG, kid: this.kid, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(this.audience)
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.signingKey());
    return { token, expiresAt: exp * 1000 };
  }

  private signingKey(): Promise<CryptoKey> {
    return (this.cryptoKey ??= crypto.subtle.importKey(
      'raw',
      this.key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  }

  /**
   * A token this issuer has already verified and that has not expired since, at once (the hot
   * path); undefined means `verify` must look at it.
   */
  known(token: string, nowMs: number): VerifiedToken | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    // The same expiry rule as jose's (`exp` with the clock tolerance), checked on every hit.
    if (nowMs < known.expiresAt + CLOCK_TOLERANCE_S * 1000) return known;
    this.verified.delete(token);
    return undefined;
  }

  /** Verifies a token; any flaw (signature, alg, kid, iss, aud, exp, claims) is a 401. */
  async verify(token: string, nowMs: number): Promise<VerifiedToken> {
    const known = this.known(token, nowMs);
    if (known) return known;
    const fresh = await this.verifyFully(token, nowMs);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, fresh);
    return fresh;
  }

  private async verifyFully(token: string, nowMs: number): Promise<VerifiedToken> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await this.signingKey(), {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: this.audience,
        requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
        currentDate: new Date(nowMs),
        maxTokenAge: MAX_TOKEN_SECONDS + 60,
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      if (protectedHeader.kid !== this.kid) throw unauthorized('unknown key id');
      const sub = payload.sub ?? '';
      const sid = typeof payload.sid === 'string' ? payload.sid : '';
      const identity = identityOf(sub, sid);
      if (!identity) throw unauthorized('malformed subject');
      const sat = typeof payload.sat === 'number' ? payload.sat * 1000 : (payload.iat ?? 0) * 1000;
      return { identity, subject: sub, expiresAt: (payload.exp ?? 0) * 1000, sessionStart: sat };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const why = error instanceof joseErrors.JWTExpired ? 'token expired' : 'invalid token';
      throw unauthorized(why);
    }
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
