import { ApiError } from '../../src/api/index.js';
import type { Clock } from '../clock.js';
import type { ProxyStore } from '../state/store.js';

/** Who waits first: writes, then a customer's own reads, then shared reads. */
export type Priority = 'write' | 'own' | 'shared';
const ORDER: readonly Priority[] = ['write', 'own', 'shared'];

export interface BudgetOptions {
  /** Bucket capacity the proxy allows itself (the store's is 60; keep a margin). */
  burst: number;
  /** Sustained calls per second (the store's leak is 3). */
  perSecond: number;
  /** Slots of the burst kept free for writes and own reads: shared reads stop short of them. */
  reserve: number;
  /** Longest a call waits in the queue before it fails with 503. */
  maxWaitMs: number;
  /** Longest queue per priority before new calls fail at once with 503. */
  maxQueue: number;
}

export const DEFAULT_BUDGET: BudgetOptions = {
  burst: 56,
  perSecond: 3,
  reserve: 12,
  maxWaitMs: 20_000,
  maxQueue: 2_000,
};

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
  deadline: number;
}

/** Counters for health and benchmarks. */
export interface SchedulerStats {
  granted: number;
  timedOut: number;
  rejected: number;
  backoffs: number;
  maxQueued: number;
}

/**
 * The outbound GCRA scheduler: every upstream call takes a slot here first. It queues rather
 * than fails, serves priorities in order, and an upstream 429 blocks the whole store.
 */
export class Scheduler {
  private readonly queues: Record<Priority, Waiter[]> = { write: [], own: [], shared: [] };
  private readonly interval: number;
  private pumping = false;
  private cancelTimer: (() => void) | undefined;
  private wakeAt = Infinity;
  readonly stats: SchedulerStats = {
    granted: 0,
    timedOut: 0,
    rejected: 0,
    backoffs: 0,
    maxQueued: 0,
  };

  constructor(
    private readonly store: ProxyStore,
    private readonly clock: Clock,
    readonly options: BudgetOptions = DEFAULT_BUDGET,
  ) {
    if (!(options.perSecond > 0) || !(options.burst >= 1)) {
      throw new Error('budget: perSecond must be > 0 and burst >= 1');
    }
    this.interval = 1000 / options.perSecond;
  }

  private tolerance(priority: Priority): number {
    const slots =
      priority === 'shared' ? this.options.burst - this.options.reserve : this.options.burst;
    const own = priority === 'own' ? Math.floor(this.options.reserve / 3) : 0;
    return Math.max(0, slots - 1 - own) * this.interval;
  }

  /** Waits for a slot; rejects with 503 when the queue is too long or the wait too long. */
  acquire(priority: Priority): Promise<void> {
    const queue = this.queues[priority];
    if (queue.length >= this.options.maxQueue) {
      this.stats.rejected += 1;
      return Promise.reject(this.busy());
    }
    return new Promise<void>((resolve, reject) => {
      queue.push({ resolve, reject, deadline: this.clock.now() + this.options.maxWaitMs });
      this.stats.maxQueued = Math.max(this.stats.maxQueued, this.queued);
      void this.pump();
    });
  }

  /** Internals for diagnosis. */
  debug(): Record<string, unknown> {
    return {
      write: this.queues.write.length,
      own: this.queues.own.length,
      shared: this.queues.shared.length,
      pumping: this.pumping,
      timer: this.cancelTimer !== undefined,
      wakeIn: this.wakeAt - this.clock.now(),
    };
  }

  /** Calls waiting now. */
  get queued(): number {
    return this.queues.write.length + this.queues.own.length + this.queues.shared.length;
  }

  /** An upstream 429 or Retry-After: nobody calls before `seconds` have passed. */
  async backoff(seconds: number): Promise<void> {
    this.stats.backoffs += 1;
    const now = this.clock.now();
    const until = now + Math.min(Math.max(seconds, 1), 120) * 1000;
    await this.store.budgetBlock(now, until, this.tolerance('write'));
  }

  private busy(): ApiError {
    return ApiError.of('upstream_unavailable', 'the store is busy; try again shortly', {
      retryAfter: Math.ceil(this.options.maxWaitMs / 1000),
    });
  }

  private expire(now: number): void {
    for (const priority of ORDER) {
      const queue = this.queues[priority];
      while (queue.length > 0 && queue[0]!.deadline <= now) {
        this.stats.timedOut += 1;
        queue.shift()!.reject(this.busy());
      }
    }
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const now = this.clock.now();
        this.expire(now);
        const priority = ORDER.find((p) => this.queues[p].length > 0);
        if (!priority) return;
        const wait = await this.store.budgetTake(now, this.interval, this.tolerance(priority));
        if (wait > 0) {
          const earliest = Math.min(...ORDER.flatMap((p) => this.queues[p].map((w) => w.deadline)));
          this.wake(Math.min(wait, Math.max(0, earliest - now)));
          return;
        }
        this.stats.granted += 1;
        this.queues[priority].shift()!.resolve();
      }
    } finally {
      this.pumping = false;
    }
  }

  private wake(ms: number): void {
    const at = this.clock.now() + ms;
    if (this.cancelTimer && this.wakeAt <= at) return;
    this.cancelTimer?.();
    this.wakeAt = at;
    this.cancelTimer = this.clock.setTimer(() => {
      this.cancelTimer = undefined;
      this.wakeAt = Infinity;
      void this.pump();
    }, ms);
  }

  /** Rejects everything waiting and stops the timer. */
  close(): void {
    this.cancelTimer?.();
    for (const priority of ORDER) {
      for (const w of this.queues[priority].splice(0)) w.reject(this.busy());
    }
  }
}
