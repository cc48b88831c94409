import { type Context, Hono } from 'hono';
import {
  ApiError,
  decodeQuery,
  invalidRequest,
  isOperationPath,
  type Operation,
  operation,
  operationList,
} from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import {
  authenticate,
  clientIp,
  jsonResponse,
  type ProxyEnv,
  problemResponse,
  readJsonBody,
} from '../http.js';
import { idempotent } from '../idempotency.js';
import { checkWriteLimits } from '../limits.js';
import { bindRequest } from '../policy/bind.js';
import { type Caller, subjectOf } from '../policy/caller.js';
import { checkOwnership, freshGuestFlag } from '../policy/ownership.js';
import type { RequestContext, ResolvedRule } from '../policy/rule.js';
import { ruleOf } from '../policy/rules.js';
import type { OutputOf } from '../upstream/client.js';
import { afterWrite, executeRead, isPersonal } from './reads.js';

const VISITOR: Caller = { kind: 'anonymous' };

/** The request bound to the caller by the policy and the rule, then validated (else 400). */
function bind(
  op: Operation,
  rule: ResolvedRule,
  caller: Caller,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = op.request.safeParse(bindRequest(op, rule.force, caller, raw));
  if (!parsed.success) throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
  return parsed.data;
}

/** What the rules' hooks see of a request. */
function requestContext(deps: ProxyDeps, c: Context<ProxyEnv>, caller: Caller): RequestContext {
  const context: RequestContext = {
    deps,
    caller,
    header: (name) => c.req.header(name),
    async readAsVisitor(name, input) {
      const op: Operation = operation(name);
      const rule = ruleOf(op);
      const visitor = { ...context, caller: VISITOR };
      const body = await executeRead(visitor, op, rule, bind(op, rule, VISITOR, input));
      return body as OutputOf<typeof name>;
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
  const self = caller.kind === 'customer' ? caller.customerId : undefined;
  if (op.method === 'GET') {
    await checkOwnership(deps, rule.owned ?? [], caller, input);
    const body = await executeRead(context, op, rule, input);
    return jsonResponse(rule.redact(body, self), isPersonal(op, caller));
  }

  const ip = clientIp(c, deps);
  const subject = subjectOf(caller, ip);
  await checkWriteLimits(deps, rule.limits ?? [], caller, ip, subject);
  await checkOwnership(deps, rule.owned ?? [], caller, input);
  await rule.check?.(context, input);
  const answer = await idempotent(
    deps,
    c.req.header('idempotency-key'),
    { subject, operation: op.name, params: input },
    async (attempt) => {
      if (caller.kind === 'guest' && op.group === 'wishlists') {
        await deps.store.flagDelete(freshGuestFlag(caller.sessionToken));
      }
      const body = rule.write
        ? await rule.write(context, input, attempt)
        : await deps.upstream.callOperation(op, input, { priority: 'write' });
      await afterWrite(deps, op, rule, caller, input);
      await rule.written?.(context, input);
      return { status: 200, body: rule.redact(body, self) };
    },
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
