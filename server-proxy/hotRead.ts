// The proxy's hot path: a storefront read whose answer this instance already holds fresh in
// memory, for a caller whose token verifies (at once, remembered), is answered before the app's
// middleware chain, at once (no promise). Hono's async chain, its context, and the promise
// @hono/node-server then awaits (with a close listener per request) cost several times what
// the answer itself costs. It is the read pipeline's synchronous branch (`serveReadNow` in
// routes/reads.ts): the same plan, the same steps (the token's check, the binding and
// validation, the cache key, the caching headers and the 304), each taken only when it can be at
// once. Any request it cannot answer that way (a write, a token that does not verify, a bad
// query, a read whose plan needs the pipeline's awaits, an entry not fresh or not in memory) goes
// to the app unchanged: so every refusal and every upstream call is still the pipeline's.
import type { IncomingMessage } from 'node:http';
import { decodeQuery } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { callerNow } from './http.js';
import { PLANS } from './plan/resolve.js';
import type { ReadPlan } from './plan/types.js';
import { serveReadNow } from './routes/reads.js';

/** The hot path of a proxy (see the file's comment). */
export interface HotReads {
  /** The answer to `request` when it is a read answered from memory; undefined: ask the app. */
  answer(request: Request, env: unknown): Response | undefined;
  /** How many requests it answered, and how many reads at its paths it left to the app. */
  readonly stats: { answered: number; passed: number };
}

/**
 * The path of a request URL as Hono routes it, or undefined when it holds an escape (Hono
 * decodes those; such a request is left to it).
 */
function pathOf(url: string): string | undefined {
  const start = url.indexOf('/', url.indexOf(':') + 4);
  let i = start;
  for (; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 37 /* % */) return undefined;
    if (code === 63 /* ? */ || code === 35 /* # */) break;
  }
  return url.slice(start, i);
}

/**
 * The hot path over `deps`. `corsHeaders` gives the CORS headers of an answer to an origin, the
 * same function the app's CORS middleware uses.
 */
export function hotReads(
  deps: ProxyDeps,
  corsHeaders: (origin: string | undefined) => Record<string, string>,
): HotReads {
  // The reads whose plan lets an answer come from memory, by path.
  const routes = new Map<string, ReadPlan>();
  for (const plan of Object.values(PLANS)) {
    if (plan?.kind === 'read' && plan.fromMemory) routes.set(plan.op.path, plan);
  }
  const stats = { answered: 0, passed: 0 };

  const answer = (request: Request, env: unknown): Response | undefined => {
    if (request.method !== 'GET') return undefined;
    const url = request.url;
    const path = pathOf(url);
    const plan = path === undefined ? undefined : routes.get(path);
    if (plan === undefined) return undefined;
    const started = deps.clock.now();
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const header = (name: string) => headerOf(request, incoming, name);
    const caller = callerNow(header('authorization'), deps, started);
    if (caller === undefined) return pass(stats);
    let raw: Record<string, unknown> = {};
    try {
      if (url.includes('?')) raw = decodeQuery(plan.op, new URL(url).searchParams);
    } catch {
      return pass(stats);
    }
    const response = serveReadNow(deps, plan, caller, raw, {
      ifNoneMatch: header('if-none-match'),
      cors: () => corsHeaders(header('origin')),
    });
    if (response === undefined) return pass(stats);
    stats.answered += 1;
    // The app's request line, the same fields (at debug: a production log skips it).
    deps.log({
      level: 'debug',
      msg: 'request',
      method: 'GET',
      route: plan.op.path,
      status: response.status,
      ms: deps.clock.now() - started,
    });
    return response;
  };
  return { answer, stats };
}

/** A request header: Node's own parsed one under @hono/node-server (as `requestHeader` reads it). */
function headerOf(
  request: Request,
  incoming: IncomingMessage | undefined,
  name: string,
): string | undefined {
  if (incoming === undefined) return request.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function pass(stats: { passed: number }): undefined {
  stats.passed += 1;
  return undefined;
}
