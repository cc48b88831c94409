import type { Hono } from 'hono';
import type { z } from 'zod';
import {
  ApiError,
  decodeQuery,
  invalidRequest,
  operationList,
  type Operation,
  type OperationName,
  type Operations,
} from '../src/api/index.js';
import { requireScope, verifyBearer } from './auth.js';
import type { Clock } from './clock.js';
import type { SandboxContext } from './context.js';
import type { Db } from './db.js';
import { isPlainHttp, MethodNotAllowed, readJsonBody } from './http.js';

/** An operation handler: synchronous, given the validated request, answering the response shape. */
export type Handler<N extends OperationName> = (
  ctx: SandboxContext,
  input: z.output<Operations[N]['request']>,
) => z.input<Operations[N]['response']>;

export type Handlers = { [N in OperationName]?: Handler<N> };

export interface RouterDeps {
  db: Db;
  clock: Clock;
  handlers: Handlers;
  /** Builds the handler context for the calling client. */
  context(clientId: string, req: Request): SandboxContext;
  /** Seconds to wait when the client's bucket is full, else 0 (rate limiting off: always 0). */
  takeBudget(clientId: string): number;
  requireHttps: boolean;
  metrics: { count(name: string): void; throttled(): void };
}

/** Registers every operation of the table: auth, scope, budget, validation, handler, response check. */
export function registerOperations(app: Hono, deps: RouterDeps): void {
  for (const op of operationList) {
    app.on(op.method, op.path, async (c) => {
      deps.metrics.count(op.name);
      if (deps.requireHttps && isPlainHttp(c.req.raw)) {
        throw ApiError.of('https_required', 'this API is served over HTTPS only');
      }
      const isTokenRequest = op.group === 'oauth';
      let clientId = '';
      if (!isTokenRequest) {
        const token = verifyBearer(deps.db, deps.clock, c.req.header('authorization'));
        clientId = token.clientId;
        const wait = deps.takeBudget(clientId);
        if (wait > 0) {
          deps.metrics.throttled();
          throw ApiError.of(
            'rate_limited',
            'request budget exceeded (leaky bucket of 60, 3 per second)',
            {
              retryAfter: Math.max(1, Math.ceil(wait)),
            },
          );
        }
        requireScope(token, op.scope);
      }
      const raw =
        op.method === 'GET'
          ? decodeQuery(op, new URL(c.req.url).searchParams)
          : await readJsonBody(c);
      const parsed = op.request.safeParse(raw);
      if (!parsed.success)
        throw invalidRequest(parsed.error, op.method === 'GET' ? 'query' : 'body');
      const result = run(op, deps, deps.context(clientId, c.req.raw), parsed.data);
      return c.json(result as object, 200);
    });
  }
  // The right path with the wrong method is a 405 with the methods it allows, not a 404.
  const allowed = allowedMethods();
  app.all('/v2/*', (c) => {
    const allow = allowed.get(c.req.path);
    if (allow) throw new MethodNotAllowed(c.req.method, c.req.path, allow);
    throw ApiError.of('not_found', `no operation at ${c.req.path}`);
  });
}

/** The methods each operation path answers; Hono answers HEAD wherever GET is routed. */
function allowedMethods(): Map<string, readonly string[]> {
  const allowed = new Map<string, string[]>();
  for (const op of operationList) {
    const methods = allowed.get(op.path) ?? [];
    methods.push(...(op.method === 'GET' ? ['GET', 'HEAD'] : [op.method]));
    allowed.set(op.path, methods);
  }
  return allowed;
}

function run(op: Operation, deps: RouterDeps, ctx: SandboxContext, input: unknown): unknown {
  const handler = deps.handlers[op.name as OperationName] as
    ((ctx: SandboxContext, input: unknown) => unknown) | undefined;
  if (!handler) throw ApiError.of('not_implemented', `${op.id} ${op.name} is not implemented yet`);
  const result = ctx.db.transaction(() => handler(ctx, input))();
  // The answer must match the contract: a mismatch is a sandbox bug, reported as such.
  const checked = op.response.safeParse(result);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw ApiError.of(
      'internal_error',
      `${op.id} answered outside the contract at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return checked.data;
}
