import { createHash } from 'node:crypto';
import { ApiError } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import type { IdemRecord } from './state/store.js';

/** A stored answer: what the browser got the first time. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The outcome of a write is unknown (timeout, dropped connection): keep what helps a retry. */
export class UncertainOutcome extends Error {
  constructor(
    readonly error: ApiError,
    readonly data: unknown,
  ) {
    super(error.message);
  }
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

const local = new WeakMap<ProxyDeps, Map<string, Promise<Answer>>>();

/**
 * Runs a write under an `Idempotency-Key`, scoped to the caller: the first answer (success or a
 * definite refusal) is replayed for 24 h to the same caller; the same key with other
 * parameters is a 409; concurrent duplicates wait for the first and get its answer. Without a
 * key the write simply runs. `run` gets the data a previous attempt with an unknown outcome
 * left behind, so that it can find out what happened instead of applying twice.
 */
export async function idempotent(
  deps: ProxyDeps,
  header: string | undefined,
  scope: { subject: string; operation: string; params: unknown },
  run: (previous: unknown) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (header === undefined) return { ...(await run(undefined)), replayed: false };
  if (!KEY.test(header))
    throw ApiError.of('invalid_request', 'Idempotency-Key must be 1-255 visible ASCII characters');
  const key = `idem:${scope.subject}:${scope.operation}:${header}`;
  const print = fingerprint(scope.params);
  const inflight = local.get(deps) ?? new Map<string, Promise<Answer>>();
  local.set(deps, inflight);

  const now = deps.clock.now();
  const pending: IdemRecord = { state: 'pending', fingerprint: print, owner: scope.subject };
  const claim = await deps.store.idemClaim(key, pending, IDEMPOTENCY_TTL_MS, now);
  let previous: unknown;
  if (claim.state === 'existing') {
    const record = claim.record;
    if (record.fingerprint !== print || record.owner !== scope.subject) {
      throw ApiError.of('conflict', 'this Idempotency-Key was used with other parameters');
    }
    if (record.state === 'done')
      return { status: record.status, body: record.body, replayed: true };
    const running = inflight.get(key);
    if (running) return { ...(await running), replayed: true };
    if (record.data === undefined) {
      throw ApiError.of('conflict', 'a request with this Idempotency-Key is still in progress');
    }
    // An earlier attempt ended with an unknown outcome: this one takes over with its data.
    previous = record.data;
    await deps.store.idemComplete(key, pending, IDEMPOTENCY_TTL_MS, now);
  }

  const attempt = (async (): Promise<Answer> => {
    try {
      const answer = await run(previous);
      await deps.store.idemComplete(
        key,
        {
          state: 'done',
          fingerprint: print,
          owner: scope.subject,
          status: answer.status,
          body: answer.body,
          contentType: 'json',
        },
        IDEMPOTENCY_TTL_MS,
        deps.clock.now(),
      );
      return answer;
    } catch (error) {
      if (error instanceof UncertainOutcome) {
        await deps.store.idemComplete(
          key,
          { state: 'pending', fingerprint: print, owner: scope.subject, data: error.data },
          IDEMPOTENCY_TTL_MS,
          deps.clock.now(),
        );
        throw error.error;
      }
      if (error instanceof ApiError && error.status < 500) {
        const answer = { status: error.status, body: error.toProblem() };
        await deps.store.idemComplete(
          key,
          {
            state: 'done',
            fingerprint: print,
            owner: scope.subject,
            ...answer,
            contentType: 'problem',
          },
          IDEMPOTENCY_TTL_MS,
          deps.clock.now(),
        );
        throw error;
      }
      await deps.store.idemRelease(key);
      throw error;
    } finally {
      inflight.delete(key);
    }
  })();
  inflight.set(key, attempt);
  return { ...(await attempt), replayed: false };
}
