// The write pipeline: a write's plan carried out in steps (bind, limit, check owned ids and the
// plan's checks, then once per idempotency key: write, drop what it touched, redact).
import { ApiError } from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { noteEcho } from '../echo.js';
import { jsonResponse, problemResponse } from '../http.js';
import { idempotent, isKnownKey } from '../idempotency.js';
import { checkWriteLimits } from '../limits.js';
import type { WritePlan } from '../plan/types.js';
import { bindValid } from '../policy/bind.js';
import { type Caller, subjectOf } from '../policy/caller.js';
import { beforeGuestWrite } from '../policy/hearts.js';
import { checkOwnership } from '../policy/ownership.js';
import type { RequestContext } from '../policy/rule.js';
import { withLane } from '../upstream/lane.js';

/** What of the request a write depends on beyond its body. */
export interface WriteRequest {
  idempotencyKey: string | undefined;
  /** The client's address (limits per address, a visitor's scope). */
  ip: string;
}

/**
 * After a write: the tags the plan says it touched are dropped; the event its own change will
 * come back as is noted, so that it is not applied again (see `echo`). `ledger`: a guest's first
 * write, whose ledger now says what their lists hold (hearts.ts).
 */
async function afterWrite(
  deps: ProxyDeps,
  plan: WritePlan,
  caller: Caller,
  input: Record<string, unknown>,
  answer: unknown,
  ledger: boolean,
): Promise<void> {
  await Promise.all(plan.drops(caller, input, ledger).map((tag) => deps.cache.drop(tag)));
  const echo = plan.echo?.(answer);
  if (echo) await noteEcho(deps, echo);
}

/** A write, carried out; failures are thrown as `ApiError`s (the app's `onError` answers). */
export async function serveWrite(
  context: RequestContext,
  plan: WritePlan,
  raw: Record<string, unknown>,
  request: WriteRequest,
): Promise<Response> {
  const { deps, caller } = context;
  const self = caller.kind === 'customer' ? caller.customerId : undefined;
  const subject = subjectOf(caller, request.ip);
  const input = bindValid(plan, caller, raw);
  const scope = { subject, operation: plan.name, params: input };
  // A retry of a key already known is no new write: the limits count new writes only.
  if (!(await isKnownKey(deps, request.idempotencyKey, scope))) {
    await checkWriteLimits(deps, plan.limits, caller, request.ip, subject);
  }
  await checkOwnership(deps, plan.owned, caller, input);
  await plan.check?.(context, input);
  // Every upstream call of the write (a redeem makes three) waits in the caller's lane.
  const answer = await withLane(context.who, () =>
    idempotent(deps, request.idempotencyKey, scope, async (attempt) => {
      // A guest's first write: what it answers is all their lists hold (their hearts' ledger).
      const ledger =
        caller.kind === 'guest' && plan.guests
          ? await beforeGuestWrite(deps, caller, plan.guests)
          : undefined;
      const body = plan.write
        ? await plan.write(context, input, attempt)
        : await deps.upstream.callOperation(plan.op, input, { priority: 'write' });
      await afterWrite(deps, plan, caller, input, body, ledger !== undefined);
      await ledger?.record(body);
      await plan.written?.(context, input);
      return { status: 200, body: plan.redact(body, self) };
    }),
  );
  const replay = answer.replayed ? { 'idempotent-replayed': 'true' } : undefined;
  if (answer.status >= 400) {
    const res = problemResponse(ApiError.fromProblem(answer.status, answer.body));
    if (replay) res.headers.set('idempotent-replayed', 'true');
    return res;
  }
  return jsonResponse(answer.body, true, answer.status, replay);
}
