import { type Context, Hono } from 'hono';
import {
  ApiError,
  decodeQuery,
  isOperationPath,
  type Operation,
  operation,
  operationList,
  type OperationName,
} from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import {
  authenticate,
  clientIp,
  jsonResponse,
  type ProxyEnv,
  problemResponse,
  readJsonBody,
  requestHeader,
} from '../http.js';
import { idempotent } from '../idempotency.js';
import { takeCorsHeaders } from '../cors.js';
import { checkWriteLimits } from '../limits.js';
import { bindValid as bind } from '../policy/bind.js';
import { type Caller, laneOf, subjectOf } from '../policy/caller.js';
import { beforeGuestWrite } from '../policy/hearts.js';
import { checkOwnership } from '../policy/ownership.js';
import type { RequestContext, ResolvedRule } from '../policy/rule.js';
import { ruleOf } from '../policy/rules.js';
import type { OutputOf } from '../upstream/client.js';
import { answerRead } from './answerRead.js';
import { withLane } from '../upstream/lane.js';
import { afterWrite, executeRead } from './reads.js';

const VISITOR: Caller = { kind: 'anonymous' };

/** What the rules' hooks see of a request. */
function requestContext(deps: ProxyDeps, c: Context<ProxyEnv>, caller: Caller): RequestContext {
  let who: string | undefined;
  const context: RequestContext = {
    deps,
    caller,
    // Only uncached reads and writes need it: the address is not looked up on a cache hit.
    get who() {
      return (who ??= laneOf(caller, clientIp(c, deps)));
    },
    header: (name) => requestHeader(c, name),
    async readAsVisitor(name, input) {
      const op: Operation = operation(name);
      const rule = ruleOf(op);
      const visitor = { ...context, caller: VISITOR };
      const answer = await executeRead(visitor, op, rule, bind(op, rule, VISITOR, input));
      return JSON.parse(answer.json) as OutputOf<typeof name>;
    },
  };
  return context;
}

/**
 * One storefront request, straight through: (authenticated by the middleware) bind, limit,
 * check ownership and the rule's checks, call or read through the cache, redact, answer.
 * Failures are thrown as `ApiError`s; the app's `onError` answers them.
 */
async function handle(
  deps: ProxyDeps,
  c: Context<ProxyEnv>,
  op: Operation,
  rule: ResolvedRule,
): Promise<Response> {
  const caller = c.var.caller;
  const context = requestContext(deps, c, caller);
  const raw =
    op.method === 'GET' ? decodeQuery(op, new URL(c.req.url).searchParams) : await readJsonBody(c);
  const early = rule.answer?.(context);
  if (early !== undefined) return jsonResponse(early, true);

  const input = bind(op, rule, caller, raw);
  if (op.method === 'GET') {
    await checkOwnership(deps, rule.owned ?? [], caller, input);
    const answer = await executeRead(context, op, rule, input);
    return answerRead(
      deps,
      { op, rule, caller, input },
      answer,
      requestHeader(c, 'if-none-match'),
      takeCorsHeaders(c.req.raw),
    );
  }

  const self = caller.kind === 'customer' ? caller.customerId : undefined;
  const ip = clientIp(c, deps);
  const subject = subjectOf(caller, ip);
  await checkWriteLimits(deps, op.name as OperationName, rule.limits ?? [], caller, ip, subject);
  await checkOwnership(deps, rule.owned ?? [], caller, input);
  await rule.check?.(context, input);
  // Every upstream call of the write (a redeem makes three) waits in the caller's lane.
  const answer = await withLane(context.who, () =>
    idempotent(
      deps,
      requestHeader(c, 'idempotency-key'),
      { subject, operation: op.name, params: input },
      async (attempt) => {
        // A guest's first write: what it answers is all their lists hold (their hearts' ledger).
        const ledger =
          caller.kind === 'guest' && op.group === 'wishlists'
            ? await beforeGuestWrite(deps, caller)
            : undefined;
        const body = rule.write
          ? await rule.write(context, input, attempt)
          : await deps.upstream.callOperation(op, input, { priority: 'write' });
        await afterWrite(deps, op, rule, caller, input, body, ledger !== undefined);
        await ledger?.record(op.name as OperationName, body);
        await rule.written?.(context, input);
        return { status: 200, body: rule.redact(body, self) };
      },
    ),
  );
  const replay = answer.replayed ? { 'idempotent-replayed': 'true' } : undefined;
  if (answer.status >= 400) {
    const res = problemResponse(ApiError.fromProblem(answer.status, answer.body));
    if (replay) res.headers.set('idempotent-replayed', 'true');
    return res;
  }
  return jsonResponse(answer.body, true, answer.status, replay);
}

/** Every storefront operation of the table at its path; `server` operations answer 403. */
export function storefrontRoutes(deps: ProxyDeps): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  const authenticated = authenticate(deps);
  for (const op of operationList) {
    if (op.policy === 'server') {
      app.on(op.method, op.path, () => {
        throw ApiError.of('forbidden', 'this operation is not available to a storefront');
      });
      continue;
    }
    const rule = ruleOf(op);
    app.on(op.method, op.path, authenticated, (c) => handle(deps, c, op, rule));
  }
  app.all('/v2/*', (c) => {
    const path = new URL(c.req.url).pathname;
    if (isOperationPath(path))
      throw ApiError.of('method_not_allowed', `${c.req.method} is not allowed here`);
    throw ApiError.of('not_found', 'no such operation');
  });
  return app;
}
