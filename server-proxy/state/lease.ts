import type { Clock } from '../clock.js';

/** A running renewal; `stop` ends it. */
export interface Heartbeat {
  stop(): void;
  /** False once a renewal found the lease lost. */
  readonly held: boolean;
}

/**
 * Renews a lease every third of its length while the work runs, so that a live attempt keeps
 * what it holds and a dead one loses it within one lease. `renew` answers false when the lease
 * was lost (another attempt took over); renewals then stop.
 */
export function heartbeat(clock: Clock, leaseMs: number, renew: () => Promise<boolean>): Heartbeat {
  let cancel: (() => void) | undefined;
  const state = { held: true, stopped: false };
  const schedule = () => {
    cancel = clock.setTimer(() => {
      if (state.stopped) return;
      renew().then(
        (ok) => {
          if (!ok) state.held = false;
          else if (!state.stopped) schedule();
        },
        () => schedule(),
      );
    }, leaseMs / 3);
  };
  schedule();
  return {
    stop() {
      state.stopped = true;
      cancel?.();
    },
    get held() {
      return state.held;
    },
  };
}
