import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ApiError, PROBLEM_CONTENT_TYPE, problemBody } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { type Caller } from './policy/caller.js';

/** A problem+json answer for an error; anything that is not an `ApiError` is a 500. */
export function problemResponse(error: unknown): Response {
  const apiError =
    error instanceof ApiError ? error : ApiError.of('internal_error', 'unexpected error');
  const headers: Record<string, string> = {
    'content-type': PROBLEM_CONTENT_TYPE,
    'cache-control': 'no-store',
  };
  if (apiError.status === 401) headers['www-authenticate'] = 'Bearer';
  if (apiError.retryAfter !== undefined)
    headers['retry-after'] = String(Math.ceil(apiError.retryAfter));
  return new Response(JSON.stringify(problemBody(apiError)), { status: apiError.status, headers });
}

/** A JSON answer; personal answers are never stored by browsers or shared caches. */
export function jsonResponse(
  body: unknown,
  personal: boolean,
  status = 200,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': personal ? 'no-store' : 'public, max-age=15',
      ...extra,
    },
  });
}

/**
 * A request header, from Node's own parsed headers under @hono/node-server: asking its web
 * `Request` for any header builds a whole `Headers` object from the raw ones, on every request
 * (a large part of a cached read's cost). Elsewhere (tests, other runtimes) the `Request`'s.
 * Node keeps the first of repeated `Authorization` headers and joins other repeats with ", ".
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming === undefined) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** What the proxy's middleware puts on a request (`c.var`). */
export type ProxyEnv = { Variables: { caller: Caller } };

/**
 * The caller of an `Authorization` header: nobody without one, 401 for anything not a valid
 * storefront token. The scheme is case-insensitive (RFC 9110).
 */
export async function callerOf(header: string | undefined, deps: ProxyDeps): Promise<Caller> {
  if (header === undefined) return { kind: 'anonymous' };
  const token = bearerToken(header);
  if (token === undefined)
    throw ApiError.of('unauthorized', 'expected "Authorization: Bearer <storefront token>"');
  const verified = await deps.issuer.verify(token, deps.clock.now());
  return verified.identity;
}

const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * `callerOf`, at once (the hot path): the caller when the header is absent or its token verifies
 * now (remembered, or checked by node:crypto's HMAC); undefined when `callerOf` must refuse it.
 */
export function callerNow(
  header: string | undefined,
  deps: ProxyDeps,
  now: number,
): Caller | undefined {
  if (header === undefined) return ANONYMOUS;
  const token = bearerToken(header);
  if (token === undefined) return undefined;
  try {
    return deps.issuer.verifyNow(token, now).identity;
  } catch {
    return undefined;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined for any other value. */
export function bearerToken(header: string): string | undefined {
  // The scheme is case-insensitive (RFC 9110 section 11.1): `bearer` is as good as `Bearer`.
  return /^bearer +([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(header.trim())?.[1];
}

/** Middleware: authenticates the request and puts its caller on `c.var.caller`. */
export function authenticate(deps: ProxyDeps): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    c.set('caller', await callerOf(requestHeader(c, 'authorization'), deps));
    await next();
  };
}

/** The client's address: the socket's, or the last `X-Forwarded-For` hop behind a trusted balancer. */
export function clientIp(c: Context, deps: ProxyDeps): string {
  if (deps.settings.trustForwarded) {
    const hops = (requestHeader(c, 'x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const last = hops[hops.length - 1];
    if (last && last.length <= 64) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The JSON object of a POST body: 415 for another type, 400 for bad JSON or a non-object. */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type)) {
    throw ApiError.of('unsupported_media_type', 'send the body as application/json');
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw ApiError.of('invalid_request', 'the body could not be read');
  }
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw ApiError.of('invalid_request', 'the body is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw ApiError.of('invalid_request', 'the body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
