// The proxy's hot path: a storefront read whose answer this instance already holds fresh in
// memory, for a caller whose token verifies (at once, remembered), is answered before the app's
// middleware chain, at once (no promise). Hono's async chain, its context, and the promise
// @hono/node-server then awaits (with a close listener per request) cost several times what
// the answer itself costs. Every check of the pipeline is made here the same way, by the same
// functions: the token (the issuer's synchronous check), the policy's binding and the
// request's validation, the CORS headers, the cache key, the caching headers and the 304. Any
// request it cannot answer that way (a write, a token that does not verify, a bad query, a read
// with its own handling, an entry not fresh or not in memory) goes to the app unchanged: so every
// refusal and every upstream call is still the pipeline's.
import type { IncomingMessage } from 'node:http';
import { decodeQuery, type Operation, operationList } from '../src/api/index.js';
import { type Prepared, prepare } from './answer.js';
import type { ProxyDeps } from './context.js';
import { bearerToken } from './http.js';
import { bindValid } from './policy/bind.js';
import type { Caller } from './policy/caller.js';
import type { ResolvedRule } from './policy/rule.js';
import { ruleOf } from './policy/rules.js';
import { answerRead } from './routes/answerRead.js';
import { answerKey, isPersonal } from './routes/reads.js';

const ANONYMOUS: Caller = { kind: 'anonymous' };

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
  // Reads with their own handling keep the pipeline: an early answer, a shortcut, ids to check
  // against the caller's lists, or their own reader (batched ratings, derived wishlist info)
  // unless it can also answer at once from memory (`readNow`).
  const routes = new Map<string, { op: Operation; rule: ResolvedRule }>();
  for (const op of operationList) {
    if (op.method !== 'GET' || op.policy === 'server') continue;
    const rule = ruleOf(op);
    if (rule.answer || rule.shortcut || (rule.owned?.length ?? 0) > 0) continue;
    if (rule.read && !rule.readNow) continue;
    routes.set(op.path, { op, rule });
  }
  const stats = { answered: 0, passed: 0 };

  const answer = (request: Request, env: unknown): Response | undefined => {
    if (request.method !== 'GET') return undefined;
    const url = request.url;
    const path = pathOf(url);
    const route = path === undefined ? undefined : routes.get(path);
    if (route === undefined) return undefined;
    const started = deps.clock.now();
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const header = (name: string) => headerOf(request, incoming, name);

    const authorization = header('authorization');
    let caller = ANONYMOUS;
    if (authorization !== undefined) {
      const token = bearerToken(authorization);
      if (token === undefined) return pass(stats);
      try {
        // Verified at once (node:crypto's HMAC) and remembered; a refusal is the pipeline's.
        caller = deps.issuer.verifyNow(token, started).identity;
      } catch {
        return pass(stats);
      }
    }
    const { op, rule } = route;
    let input: Record<string, unknown>;
    try {
      const raw = url.includes('?') ? decodeQuery(op, new URL(url).searchParams) : {};
      input = bindValid(op, rule, caller, raw);
    } catch {
      // A refusal (401, 400) is the pipeline's to make and to word.
      return pass(stats);
    }
    let prepared: Prepared | undefined;
    if (rule.readNow) {
      // Made per request, as the pipeline's reader makes it (executeRead in routes/reads.ts).
      const body = rule.readNow(deps, caller, input);
      if (body === undefined) return pass(stats);
      const self =
        isPersonal(op, caller) && caller.kind === 'customer' ? caller.customerId : undefined;
      prepared = prepare(rule.redact(body, self), started);
    } else {
      prepared = deps.cache.fresh<Prepared>(answerKey(op, input));
      if (prepared === undefined) return pass(stats);
    }

    const response = answerRead(
      deps,
      { op, rule, caller, input },
      prepared,
      header('if-none-match'),
      corsHeaders(header('origin')),
    );
    stats.answered += 1;
    // The app's request line, the same fields (at debug: a production log skips it).
    deps.log({
      level: 'debug',
      msg: 'request',
      method: 'GET',
      route: op.path,
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
