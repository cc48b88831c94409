import { createHash, randomUUID } from 'node:crypto';
import { ApiError, isDefiniteAnswer, problemBody } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { type Heartbeat, heartbeat } from './state/lease.js';
import type { IdemRecord } from './state/store.js';

/** A stored answer: what the browser got the first time. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * The outcome of a write is unknown (a timeout, a dropped connection, a failure after the
 * upstream applied it): the record keeps what the attempt saved and a retry reconciles. The
 * shopper's answer is never a definite one (`isDefiniteAnswer`), so the browser keeps its key.
 */
export class UncertainOutcome extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.error = isDefiniteAnswer(error.status, error.code)
      ? ApiError.of('upstream_error', `the outcome is not known yet (${error.message})`)
      : error;
  }
}

/** One attempt at a write, as `run` sees it. */
export interface WriteAttempt {
  /** Unique per attempt: owns the idempotency record and any lock the write takes. */
  readonly id: string;
  /** The request's idempotency scope (stable across retries of one key), or the attempt id. */
  readonly key: string;
  /** What a dead earlier attempt under this key saved with `save`, if any. */
  readonly previous: unknown;
  /**
   * Saves what a retry needs to reconcile, durably, before the write leaves the proxy. Fails
   * (and so stops the write) when this attempt no longer owns the key.
   */
  save(data: unknown): Promise<void>;
}

/** Replays last a day. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** A stable fingerprint of the request parameters (keys sorted). */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('base64url');
}

/** JSON with object keys sorted, so equal parameters give equal strings. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A write running in this process under a key, with the fingerprint of its parameters. */
interface Running {
  print: string;
  task: Promise<Answer>;
}

const local = new WeakMap<ProxyDeps, Map<string, Running>>();

function conflict(): ApiError {
  return ApiError.of('conflict', 'this Idempotency-Key was used with other parameters');
}

function inProgress(leaseUntil: number, now: number): ApiError {
  return ApiError.of(
    'request_in_progress',
    'a request with this Idempotency-Key is still in progress; retry it with the same key',
    { retryAfter: Math.max(1, Math.ceil((leaseUntil - now) / 1000)) },
  );
}

function lost(): ApiError {
  return ApiError.of('request_in_progress', 'another attempt took over this Idempotency-Key', {
    retryAfter: 1,
  });
}

/** The record key of an `Idempotency-Key`, scoped to its caller and operation. */
const recordKey = (scope: { subject: string; operation: string }, header: string) =>
  `idem:${scope.subject}:${scope.operation}:${header}`;

/**
 * Whether this caller's key names a write already recorded or running (a retry, to learn what
 * became of it, or another body, a conflict): not a new write, so not counted against the write
 * limits. A widget asking again after a timeout must get its answer, not a 429 that holds it
 * for the rest of the minute while its points may be spent.
 */
export async function isKnownKey(
  deps: ProxyDeps,
  header: string | undefined,
  scope: { subject: string; operation: string },
): Promise<boolean> {
  if (header === undefined || !KEY.test(header)) return false;
  const key = recordKey(scope, header);
  if (local.get(deps)?.has(key)) return true;
  return (await deps.store.idemGet(key, deps.clock.now())) !== undefined;
}

/**
 * Runs a write under an `Idempotency-Key`, scoped to the caller: the first definite answer
 * (success or refusal, `isDefiniteAnswer`) is replayed for 24 h to the same caller; the same
 * key with other parameters is a 409 `conflict`, even while the first is running; concurrent
 * duplicates wait for the first and get its answer. An answer that is not definite (a timeout,
 * a 5xx, a reconciliation still looking) is never stored as final: the record stays pending
 * with what the attempt saved, and the next retry reconciles. The key is
 * recorded as pending before `run` starts, held by a lease this attempt renews; a retry that
 * finds the lease of a dead attempt run out takes the key over and gets what that attempt
 * saved, so that it can find out what happened instead of applying twice. A live attempt
 * elsewhere answers 409 `request_in_progress` with `Retry-After`. Without a key the write
 * simply runs.
 */
export async function idempotent(
  deps: ProxyDeps,
  header: string | undefined,
  scope: { subject: string; operation: string; params: unknown },
  run: (attempt: WriteAttempt) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const id = randomUUID();
  if (header === undefined) {
    const attempt: WriteAttempt = { id, key: id, previous: undefined, save: async () => {} };
    return { ...(await run(attempt)), replayed: false };
  }
  if (!KEY.test(header))
    throw ApiError.of('invalid_request', 'Idempotency-Key must be 1-255 visible ASCII characters');
  const key = recordKey(scope, header);
  const print = fingerprint(scope.params);
  const { store, clock, settings } = deps;
  const inflight = local.get(deps) ?? new Map<string, Running>();
  local.set(deps, inflight);
  const join = async (running: Running) => {
    if (running.print !== print) throw conflict();
    return { ...(await running.task), replayed: true };
  };
  const running = inflight.get(key);
  if (running) return join(running);

  const now = clock.now();
  let current: IdemRecord & { state: 'pending' } = {
    state: 'pending',
    fingerprint: print,
    owner: scope.subject,
    attempt: id,
    leaseUntil: now + settings.leaseMs,
  };
  const claim = await store.idemClaim(key, current, IDEMPOTENCY_TTL_MS, now);
  if (claim.state === 'existing') {
    const record = claim.record;
    if (record.fingerprint !== print || record.owner !== scope.subject) throw conflict();
    if (record.state === 'done')
      return { status: record.status, body: record.body, replayed: true };
    const again = inflight.get(key);
    if (again) return join(again);
    if (record.leaseUntil > now) throw inProgress(record.leaseUntil, now);
    // The attempt that held the key is gone (crashed, or gave up unsure): take it over.
    current = { ...current, ...(record.data !== undefined && { data: record.data }) };
    if (!(await store.idemUpdate(key, record.attempt, current, IDEMPOTENCY_TTL_MS, now)))
      throw lost();
  }
  const previous = current.data;

  // Every write of the record goes through here, in order, so a renewal never undoes a save.
  let writes: Promise<unknown> = Promise.resolve();
  const write = (record: IdemRecord): Promise<boolean> => {
    const next = writes.then(() =>
      store.idemUpdate(key, id, record, IDEMPOTENCY_TTL_MS, clock.now()),
    );
    writes = next.catch(() => undefined);
    return next;
  };
  const lease: Heartbeat = heartbeat(clock, settings.leaseMs, async () => {
    current = { ...current, leaseUntil: clock.now() + settings.leaseMs };
    return write(current);
  });

  const attempt: WriteAttempt = {
    id,
    key,
    previous,
    async save(data) {
      current = { ...current, data };
      if (!(await write(current))) throw lost();
    },
  };
  const settle = (answer: Answer, contentType: string) =>
    write({ state: 'done', fingerprint: print, owner: scope.subject, ...answer, contentType });

  const task = (async (): Promise<Answer> => {
    try {
      const answer = await run(attempt);
      lease.stop();
      await settle(answer, 'json');
      await deps.probe('completed', scope.operation);
      return answer;
    } catch (error) {
      lease.stop();
      if (error instanceof ApiError && isDefiniteAnswer(error.status, error.code)) {
        await settle({ status: error.status, body: problemBody(error) }, 'problem');
        throw error;
      }
      if (current.data !== undefined) {
        // The write may have happened: keep the record and its data, lease over at once, so
        // that the shopper's retry reconciles right away instead of applying twice.
        await write({ ...current, leaseUntil: clock.now() });
      } else {
        await store.idemRelease(key, id);
      }
      throw error instanceof UncertainOutcome ? error.error : error;
    } finally {
      inflight.delete(key);
    }
  })();
  inflight.set(key, { print, task });
  return { ...(await task), replayed: false };
}
