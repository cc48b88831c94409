import { ApiError } from '../../src/api/index.js';
import { type Clock, sleep } from '../clock.js';
import { heartbeat } from './lease.js';
import type { ProxyStore } from './store.js';

/** What a lock needs: the store that holds it, time, and how long a holder's claim lasts. */
export interface LockDeps {
  store: ProxyStore;
  clock: Clock;
  settings: { leaseMs: number };
}

const queues = new WeakMap<ProxyStore, Map<string, Promise<unknown>>>();

/**
 * Runs `fn` while holding the store lock `key` for `owner`. Waiters of this process queue in
 * order (no polling among themselves); the store lock, taken with a TTL of one lease and
 * renewed while `fn` runs, keeps other processes out and frees itself if this one dies.
 * Waiting longer than two leases is a 503: the redeem did not start and may be retried.
 */
export async function withLock<T>(
  deps: LockDeps,
  key: string,
  owner: string,
  fn: () => Promise<T>,
): Promise<T> {
  const local = queues.get(deps.store) ?? new Map<string, Promise<unknown>>();
  queues.set(deps.store, local);
  const before = local.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => holding(deps, key, owner, fn));
  const tail = mine.catch(() => undefined);
  local.set(key, tail);
  void tail.then(() => {
    if (local.get(key) === tail) local.delete(key);
  });
  return mine;
}

async function holding<T>(
  deps: LockDeps,
  key: string,
  owner: string,
  fn: () => Promise<T>,
): Promise<T> {
  const { store, clock, settings } = deps;
  const deadline = clock.now() + 2 * settings.leaseMs;
  for (let pause = 20; !(await store.lockAcquire(key, owner, settings.leaseMs, clock.now()));) {
    if (clock.now() >= deadline) {
      throw ApiError.of('upstream_unavailable', 'another redeem of this customer is running', {
        retryAfter: Math.ceil(settings.leaseMs / 1000),
      });
    }
    await sleep(clock, pause);
    pause = Math.min(pause * 2, 250);
  }
  const renewal = heartbeat(clock, settings.leaseMs, () =>
    store.lockRenew(key, owner, settings.leaseMs, clock.now()),
  );
  try {
    return await fn();
  } finally {
    renewal.stop();
    await store.lockRelease(key, owner);
  }
}
