import type { Operation, OperationName } from '../../src/api/index.js';
import { type Prepared, readResponse, type SharedCaching } from '../answer.js';
import type { ProxyDeps } from '../context.js';
import type { Caller } from '../policy/caller.js';
import type { ResolvedRule } from '../policy/rule.js';
import { personalFreshness } from '../readModel.js';
import { isPersonal, planOf } from './reads.js';

/** A read once bound: its operation and rule, who asks, and the validated request. */
export interface BoundRead {
  op: Operation;
  rule: ResolvedRule;
  caller: Caller;
  input: Record<string, unknown>;
}

/**
 * How a read's answer may be kept by browsers and shared caches: not at all when it is personal;
 * otherwise per the read's plan, varying on `Authorization` only where a signed-in customer
 * would get another answer (`public+me`: their progress).
 */
export function sharedCaching({ op, rule, caller, input }: BoundRead): SharedCaching | undefined {
  if (isPersonal(op, caller)) return undefined;
  const vary = op.policy === 'public+me' ? ['Authorization'] : [];
  return { freshness: planOf(op, rule, input).freshness, vary };
}

/**
 * The answer to a read from its prepared bytes, the same from the pipeline and the hot path
 * (hotRead.ts): its caching headers, a 304 for a tag the client holds, the CORS headers. A
 * shopper's own data older than its window (the budget is tight, or the upstream failed) is
 * still answered, marked with its age so that a widget can say it is updating.
 */
export function answerRead(
  deps: ProxyDeps,
  read: BoundRead,
  answer: Prepared,
  ifNoneMatch: string | undefined,
  cors: Readonly<Record<string, string>>,
): Response {
  const now = deps.clock.now();
  const age = now - answer.at;
  const stale =
    isPersonal(read.op, read.caller) &&
    age > personalFreshness(deps, read.op.name as OperationName).freshMs;
  return readResponse(
    answer,
    ifNoneMatch,
    sharedCaching(read),
    now,
    stale ? { ...cors, 'x-loyalkit-stale': String(Math.floor(age / 1000)) } : cors,
  );
}
