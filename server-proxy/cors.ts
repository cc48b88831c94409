// CORS for the storefront API, as Hono's `cors` answers it, but without touching `c.res` before
// the handler runs: Hono's middleware sets its headers on a response it makes up front, so the
// handler's answer is rebuilt through its body stream, and again for `Vary` afterwards. Under
// @hono/node-server that turned each cached read's ready bytes into two full web Responses with
// ReadableStreams (the largest cost of the hot path). Here the preflight is answered whole, and
// other answers get their headers set on the handler's own response, or, on the hot path, are
// built with them: a handler that takes them with `takeCorsHeaders` puts them in its answer's
// plain header record, so @hono/node-server writes it without building a `Headers` object.
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from './http.js';

/** The CORS headers of requests in flight whose handler has not taken them yet. */
const pending = new WeakMap<Request, Record<string, string>>();

/**
 * The CORS headers the answer to `request` must carry (`Vary: Origin` included), for a handler
 * that builds its answer with them; the middleware then leaves that answer as it is. Empty where
 * no CORS middleware runs.
 */
export function takeCorsHeaders(request: Request): Record<string, string> {
  const headers = pending.get(request) ?? {};
  pending.delete(request);
  return headers;
}

/** What the browser may send and read across origins. */
export interface CorsOptions {
  /** Whether `origin` (exactly as the browser sends it) may call. */
  allowOrigin: (origin: string) => boolean;
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

/**
 * The CORS headers of an answer (not a preflight's) to a request from `origin` (the `Origin`
 * header, if any): `Vary: Origin`, the exposed headers, and the origin itself when allowed.
 */
export function corsAnswerHeaders(
  options: CorsOptions,
): (origin: string | undefined) => Record<string, string> {
  const expose = options.exposeHeaders.join(',');
  return (origin) => {
    const headers: Record<string, string> = {
      vary: 'Origin',
      'access-control-expose-headers': expose,
    };
    if (origin !== undefined && options.allowOrigin(origin)) {
      headers['access-control-allow-origin'] = origin;
    }
    return headers;
  };
}

/** Middleware: answers preflights and adds the CORS headers to every other answer. */
export function cors(options: CorsOptions): MiddlewareHandler {
  const expose = options.exposeHeaders.join(',');
  const methods = options.allowMethods.join(',');
  const allowHeaders = options.allowHeaders.join(',');
  const answerHeaders = corsAnswerHeaders(options);
  return async (c, next) => {
    const origin = requestHeader(c, 'origin');
    if (c.req.method === 'OPTIONS') {
      const allowed = origin !== undefined && options.allowOrigin(origin) ? origin : undefined;
      const headers = new Headers({
        'access-control-expose-headers': expose,
        'access-control-max-age': String(options.maxAge),
        'access-control-allow-methods': methods,
        'access-control-allow-headers': allowHeaders,
        vary: 'Origin, Access-Control-Request-Headers',
      });
      if (allowed) headers.set('access-control-allow-origin', allowed);
      return new Response(null, { status: 204, headers });
    }
    const cors = answerHeaders(origin);
    // The request as it came: the body limit replaces `c.req.raw` with a copy around its body
    // stream, so after `next()` it no longer names the entry (and every POST lost its headers).
    const request = c.req.raw;
    pending.set(request, cors);
    await next();
    // Taken by the handler: already in its answer.
    if (!pending.delete(request)) return;
    const allowed = cors['access-control-allow-origin'];
    let headers = c.res.headers;
    try {
      headers.append('vary', 'Origin');
    } catch {
      // An answer with immutable headers (one passed on from fetch): copied once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.append('vary', 'Origin');
    }
    if (allowed) headers.set('access-control-allow-origin', allowed);
    headers.set('access-control-expose-headers', expose);
  };
}
