import { AsyncLocalStorage } from 'node:async_hooks';

// The scheduler's lane of the storefront request a call is made for, carried through whatever
// the request's handler calls (a redeem's E15, E11 and E15 again) without threading it through
// every signature: a call that names no caller waits in its request's lane, not in one shared
// lane where one address's writes would queue ahead of everyone's.
const scope = new AsyncLocalStorage<string>();

/** Runs `fn` with `lane` as the lane of every upstream call it makes that names no caller. */
export function withLane<T>(lane: string, fn: () => Promise<T>): Promise<T> {
  return scope.run(lane, fn);
}

/** The lane of the request being handled, if any. */
export function currentLane(): string | undefined {
  return scope.getStore();
}
