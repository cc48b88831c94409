import { type Context, Hono } from 'hono';
import {
  ApiError,
  decodeQuery,
  isOperationPath,
  operationList,
  type OperationName,
} from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { takeCorsHeaders } from '../cors.js';
import { authenticate, clientIp, type ProxyEnv, readJsonBody, requestHeader } from '../http.js';
import { planOf } from '../plan/resolve.js';
import { laneOf } from '../policy/caller.js';
import type { RequestContext } from '../policy/rule.js';
import type { OutputOf } from '../upstream/client.js';
import { readAsVisitor, serveRead } from './reads.js';
import { serveWrite } from './writes.js';

/** What the plans' hooks see of a request (authenticated by the middleware). */
function requestContext(deps: ProxyDeps, c: Context<ProxyEnv>): RequestContext {
  let who: string | undefined;
  const context: RequestContext = {
    deps,
    caller: c.var.caller,
    // Only uncached reads and writes need it: the address is not looked up on a cache hit.
    get who() {
      return (who ??= laneOf(context.caller, clientIp(c, deps)));
    },
    header: (name) => requestHeader(c, name),
    readAsVisitor: async (name, input) =>
      (await readAsVisitor(context, name as OperationName, input)) as OutputOf<typeof name>,
  };
  return context;
}

/**
 * Every storefront operation of the table at its path, carried out by its plan (reads.ts,
 * writes.ts); an operation without one (`server`) answers 403.
 */
export function storefrontRoutes(deps: ProxyDeps): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  const authenticated = authenticate(deps);
  for (const op of operationList) {
    const plan = planOf(op);
    if (plan === undefined) {
      app.on(op.method, op.path, () => {
        throw ApiError.of('forbidden', 'this operation is not available to a storefront');
      });
    } else if (plan.kind === 'read') {
      app.on(op.method, op.path, authenticated, (c) =>
        serveRead(requestContext(deps, c), plan, decodeQuery(op, new URL(c.req.url).searchParams), {
          ifNoneMatch: requestHeader(c, 'if-none-match'),
          cors: () => takeCorsHeaders(c.req.raw),
        }),
      );
    } else {
      app.on(op.method, op.path, authenticated, async (c) =>
        serveWrite(requestContext(deps, c), plan, await readJsonBody(c), {
          idempotencyKey: requestHeader(c, 'idempotency-key'),
          ip: clientIp(c, deps),
        }),
      );
    }
  }
  app.all('/v2/*', (c) => {
    const path = new URL(c.req.url).pathname;
    if (isOperationPath(path))
      throw ApiError.of('method_not_allowed', `${c.req.method} is not allowed here`);
    throw ApiError.of('not_found', 'no such operation');
  });
  return app;
}
