// CORS for the storefront API, as Hono's `cors` answers it, but without touching `c.res` before
// the handler runs: Hono's middleware sets its headers on a response it makes up front, so the
// handler's answer is rebuilt through its body stream, and again for `Vary` afterwards. Under
// @hono/node-server that turned each cached read's ready bytes into two full web Responses with
// ReadableStreams (the largest cost of the hot path). Here the preflight is answered whole, and
// other answers get their headers set on the handler's own response.
import type { MiddlewareHandler } from 'hono';

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

/** Middleware: answers preflights and adds the CORS headers to every other answer. */
export function cors(options: CorsOptions): MiddlewareHandler {
  const expose = options.exposeHeaders.join(',');
  const methods = options.allowMethods.join(',');
  const allowHeaders = options.allowHeaders.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && options.allowOrigin(origin) ? origin : undefined;
    if (c.req.method === 'OPTIONS') {
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
    await next();
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
