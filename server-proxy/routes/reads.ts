// The read pipeline: a read's plan carried out in steps (bind, check owned ids, answer, respond),
// by the app's route (`serveRead`) and, at once, by the hot path (`serveReadNow`, hotRead.ts):
// the same plan and the same steps, the second taking only those it can take without waiting.
import type { Operation, OperationName } from '../../src/api/index.js';
import { type Prepared, prepare, readResponse } from '../answer.js';
import { keptNow, type LoadMode, type LoadTicket } from '../cache.js';
import type { ProxyDeps } from '../context.js';
import { jsonResponse } from '../http.js';
import { canonical } from '../idempotency.js';
import { readPlanOf } from '../plan/resolve.js';
import type { Caching, ReadPlan } from '../plan/types.js';
import { bindValid } from '../policy/bind.js';
import type { Caller } from '../policy/caller.js';
import { checkOwnership } from '../policy/ownership.js';
import type { RequestContext } from '../policy/rule.js';

/** The cache key of a read's prepared answer (the input holds the caller's identity if any). */
export const answerKey = (op: Operation, input: Record<string, unknown>): string =>
  `answer:${op.id}:${canonical(input)}`;

/** What of the request its answer depends on beyond the query: its validator, its CORS headers. */
export interface ReadRequest {
  ifNoneMatch: string | undefined;
  /** Asked for only when there is an answer (a pass of the hot path makes none). */
  cors(): Readonly<Record<string, string>>;
}

/** An answer redacted for its caller (a shared one keeps nobody's contacts), ready to send. */
function ready(
  plan: ReadPlan,
  caching: Caching,
  caller: Caller,
  body: unknown,
  now: number,
): Prepared {
  const self =
    caching.audience === 'personal' && caller.kind === 'customer' ? caller.customerId : undefined;
  return prepare(plan.redact(body, self), now);
}

/** The answer this instance holds fresh in memory, at once, or undefined. */
function heldAnswer(
  deps: ProxyDeps,
  plan: ReadPlan,
  caller: Caller,
  input: Record<string, unknown>,
): Prepared | undefined {
  if (!plan.readNow) return deps.cache.fresh<Prepared>(answerKey(plan.op, input));
  // Made per request, as the plan's reader makes it (`answerOf`).
  const body = plan.readNow(deps, caller, input);
  return body === undefined
    ? undefined
    : ready(plan, plan.caching[caller.kind], caller, body, deps.clock.now());
}

/**
 * The answer, ready to send (redacted once, when made): a shortcut's, the plan's own reader's
 * (ratings batched, wishlist hearts derived), or one upstream call's through the read cache,
 * shared or the caller's own as the plan says.
 */
async function answerOf(
  context: RequestContext,
  plan: ReadPlan,
  input: Record<string, unknown>,
): Promise<Prepared> {
  const { deps, caller } = context;
  const caching = plan.caching[caller.kind];
  const made = (body: unknown) => ready(plan, caching, caller, body, deps.clock.now());
  const known = await plan.shortcut?.(context, input);
  if (known !== undefined) return made(known);
  if (plan.read) return made(await plan.read(context, input));
  const load = async (mode: LoadMode, ticket: LoadTicket) =>
    made(
      await deps.upstream.callOperation(plan.op, input, {
        priority: caching.audience === 'personal' ? 'own' : 'shared',
        caller: context.who,
        ifRoom: mode === 'refresh',
        ticket,
      }),
    );
  const kept = keptNow(caching.kept, deps.events.live);
  const tags = caching.tags(caller, input);
  return deps.cache.read(answerKey(plan.op, input), tags, kept, load, caching.audience);
}

/**
 * The response: the caching headers the plan tells, a 304 for a tag the client holds, the CORS
 * headers. An answer older than the plan keeps it (the budget is tight, or the upstream failed)
 * is still answered, marked with its age so that a widget can say it is updating.
 */
function respond(deps: ProxyDeps, caching: Caching, answer: Prepared, request: ReadRequest) {
  const now = deps.clock.now();
  const age = now - answer.at;
  const cors = request.cors();
  const stale = age > keptNow(caching.kept, deps.events.live).freshMs;
  return readResponse(
    answer,
    request.ifNoneMatch,
    caching.told,
    now,
    stale ? { ...cors, 'x-loyalkit-stale': String(Math.floor(age / 1000)) } : cors,
  );
}

/** A read, carried out: an early answer, or bind, check owned ids, answer and respond. */
export async function serveRead(
  context: RequestContext,
  plan: ReadPlan,
  raw: Record<string, unknown>,
  request: ReadRequest,
): Promise<Response> {
  const early = plan.answer?.(context);
  if (early !== undefined) return jsonResponse(early, true);
  const { deps, caller } = context;
  const input = bindValid(plan, caller, raw);
  await checkOwnership(deps, plan.owned, caller, input);
  return respond(deps, plan.caching[caller.kind], await answerOf(context, plan, input), request);
}

/**
 * The same read's synchronous branch: where the plan allows it (`fromMemory`), the same steps
 * taken at once, or undefined at the first that cannot be (a refusal to word, an answer not held
 * in memory): `serveRead` then takes the request from the start.
 */
export function serveReadNow(
  deps: ProxyDeps,
  plan: ReadPlan,
  caller: Caller,
  raw: Record<string, unknown>,
  request: ReadRequest,
): Response | undefined {
  if (!plan.fromMemory) return undefined;
  let input: Record<string, unknown>;
  try {
    input = bindValid(plan, caller, raw);
  } catch {
    // A refusal (401, 400) is the pipeline's to make and to word.
    return undefined;
  }
  const answer = heldAnswer(deps, plan, caller, input);
  return answer && respond(deps, plan.caching[caller.kind], answer, request);
}

const VISITOR: Caller = { kind: 'anonymous' };

/**
 * A read as a visitor without a token makes it (the same plan, binding, cache and budget), for
 * the rules' checks and the proxy's own pages: its answer's body.
 */
export async function readAsVisitor(
  context: Omit<RequestContext, 'caller'>,
  name: OperationName,
  input: Record<string, unknown>,
): Promise<unknown> {
  const plan = readPlanOf(name);
  const answer = await answerOf(
    { ...context, caller: VISITOR },
    plan,
    bindValid(plan, VISITOR, input),
  );
  return JSON.parse(answer.json);
}
