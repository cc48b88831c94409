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
  /** Uncached reads one caller may have in flight or queued; beyond them a 429. */
  readsPerCaller: number;
  /** Share of read slots kept for shared reads while personal reads also wait (0 to 1). */
  sharedShare: number;
  /**
   * Slots of the burst that must be free for a background refresh (`tryAcquire`) to go; with
   * fewer free it is dropped, not queued: a kept answer is served meanwhile.
   */
  refreshFree: number;
}

export const DEFAULT_BUDGET: BudgetOptions = {
  burst: 56,
  perSecond: 3,
  reserve: 12,
  maxWaitMs: 20_000,
  maxQueue: 2_000,
  readsPerCaller: 4,
  sharedShare: 0.25,
  refreshFree: 28,
};

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
  deadline: number;
}

/**
 * One priority's queue, fair across callers: a lane per caller, served round-robin, so a caller
 * with many calls waiting waits behind itself while a newcomer waits for one call of each lane
 * ahead at most. Each lane is first-come-first-served (so its head has its earliest deadline).
 */
class FairQueue {
  private readonly lanes = new Map<string, Waiter[]>();
  size = 0;

  push(who: string, waiter: Waiter): void {
    const lane = this.lanes.get(who);
    if (lane) lane.push(waiter);
    else this.lanes.set(who, [waiter]);
    this.size += 1;
  }

  /** The head of the first lane; that lane then goes to the back. */
  shift(): Waiter | undefined {
    const first = this.lanes.entries().next();
    if (first.done) return undefined;
    const [who, lane] = first.value;
    const waiter = lane.shift()!;
    this.lanes.delete(who);
    if (lane.length > 0) this.lanes.set(who, lane);
    this.size -= 1;
    return waiter;
  }

  /** Takes out every waiter whose deadline has passed. */
  expire(now: number): Waiter[] {
    const expired: Waiter[] = [];
    for (const [who, lane] of this.lanes) {
      while (lane.length > 0 && lane[0]!.deadline <= now) expired.push(lane.shift()!);
      if (lane.length === 0) this.lanes.delete(who);
    }
    this.size -= expired.length;
    return expired;
  }

  earliestDeadline(): number {
    let earliest = Infinity;
    for (const lane of this.lanes.values()) earliest = Math.min(earliest, lane[0]!.deadline);
    return earliest;
  }

  drain(): Waiter[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.size = 0;
    return all;
  }
}

/** Counters for health and benchmarks. */
export interface SchedulerStats {
  granted: number;
  timedOut: number;
  rejected: number;
  backoffs: number;
  maxQueued: number;
  /** Reads refused because their caller had `readsPerCaller` in flight or queued. */
  callerLimited: number;
  /** Slots given to shared reads ahead of waiting personal reads (their minimum share). */
  sharedTurns: number;
  /** Background refreshes given a slot at once (`tryAcquire`). */
  refreshes: number;
  /** Background refreshes dropped because the budget had no room for them. */
  refreshesDropped: number;
}

/**
 * The outbound GCRA scheduler: every upstream call takes a slot here first. It queues rather
 * than fails, serves priorities in order (writes, own reads, shared reads) with a minimum share
 * of read slots kept for shared reads, is fair across callers within a priority, bounds each
 * caller's uncached reads, and an upstream 429 blocks the whole store.
 */
export class Scheduler {
  private readonly queues: Record<Priority, FairQueue> = {
    write: new FairQueue(),
    own: new FairQueue(),
    shared: new FairQueue(),
  };
  /** Uncached reads in flight or queued, per caller. */
  private readonly reading = new Map<string, number>();
  /** Personal reads granted in a row while shared reads waited. */
  private ownStreak = 0;
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
    callerLimited: 0,
    sharedTurns: 0,
    refreshes: 0,
    refreshesDropped: 0,
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

  /**
   * Waits for a slot, in `who`'s lane of the priority (callers are served round-robin); rejects
   * with 503 when the queue is too long or the wait too long.
   */
  acquire(priority: Priority, who = ''): Promise<void> {
    const queue = this.queues[priority];
    if (queue.size >= this.options.maxQueue) {
      this.stats.rejected += 1;
      return Promise.reject(this.busy());
    }
    return new Promise<void>((resolve, reject) => {
      queue.push(who, { resolve, reject, deadline: this.clock.now() + this.options.maxWaitMs });
      this.stats.maxQueued = Math.max(this.stats.maxQueued, this.queued);
      void this.pump();
    });
  }

  /**
   * A slot now for a background refresh, or none: answers false at once (nothing is queued)
   * while anyone waits or fewer than `refreshFree` slots of the burst are free, so refreshes
   * only ever spend room that nobody waiting needs. An unreachable budget store answers false.
   */
  async tryAcquire(): Promise<boolean> {
    if (this.queued > 0) {
      this.stats.refreshesDropped += 1;
      return false;
    }
    const free = Math.max(0, this.options.burst - this.options.refreshFree - 1) * this.interval;
    let wait: number;
    try {
      wait = await this.store.budgetTake(this.clock.now(), this.interval, free);
    } catch {
      wait = Infinity;
    }
    if (wait > 0) {
      this.stats.refreshesDropped += 1;
      return false;
    }
    this.stats.granted += 1;
    this.stats.refreshes += 1;
    return true;
  }

  /**
   * Counts one uncached read of caller `who` until the answer's release is called; a caller
   * with `readsPerCaller` already in flight or queued gets a 429 instead, so that no caller can
   * fill the queue in front of everyone.
   */
  admit(who: string): () => void {
    const count = this.reading.get(who) ?? 0;
    if (count >= this.options.readsPerCaller) {
      this.stats.callerLimited += 1;
      throw ApiError.of('rate_limited', 'too many reads at once from this shopper; wait a moment', {
        retryAfter: Math.max(1, Math.ceil(this.queued / this.options.perSecond)),
      });
    }
    this.reading.set(who, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.reading.get(who) ?? 1) - 1;
      if (left > 0) this.reading.set(who, left);
      else this.reading.delete(who);
    };
  }

  /** Uncached reads of `who` in flight or queued now. */
  readsOf(who: string): number {
    return this.reading.get(who) ?? 0;
  }

  /** Whether the budget is tight: calls are waiting for a slot now. */
  get tight(): boolean {
    return this.queued > 0;
  }

  /** Internals for diagnosis. */
  debug(): Record<string, unknown> {
    return {
      write: this.queues.write.size,
      own: this.queues.own.size,
      shared: this.queues.shared.size,
      readers: this.reading.size,
      pumping: this.pumping,
      timer: this.cancelTimer !== undefined,
      wakeIn: this.wakeAt - this.clock.now(),
    };
  }

  /** Calls waiting now, per priority (the metrics' queue lengths). */
  queueLengths(): Record<Priority, number> {
    return {
      write: this.queues.write.size,
      own: this.queues.own.size,
      shared: this.queues.shared.size,
    };
  }

  /** Calls waiting now. */
  get queued(): number {
    return this.queues.write.size + this.queues.own.size + this.queues.shared.size;
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
      for (const waiter of this.queues[priority].expire(now)) {
        this.stats.timedOut += 1;
        waiter.reject(this.busy());
      }
    }
  }

  /**
   * Whose turn it is, and with which priority's burst tolerance: writes first; then own reads,
   * except that while shared reads wait too they get every `1/sharedShare`-th read slot, taking
   * an own read's place (and tolerance), so that personal reads never starve them.
   */
  private next(): { queue: Priority; as: Priority } | undefined {
    if (this.queues.write.size > 0) return { queue: 'write', as: 'write' };
    const own = this.queues.own.size > 0;
    const shared = this.queues.shared.size > 0;
    if (own && shared && this.options.sharedShare > 0) {
      const every = Math.max(1, Math.round(1 / this.options.sharedShare));
      if (this.ownStreak >= every - 1) return { queue: 'shared', as: 'own' };
    }
    if (own) return { queue: 'own', as: 'own' };
    if (shared) return { queue: 'shared', as: 'shared' };
    return undefined;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const now = this.clock.now();
        this.expire(now);
        const turn = this.next();
        if (!turn) return;
        const wait = await this.store.budgetTake(now, this.interval, this.tolerance(turn.as));
        if (wait > 0) {
          const earliest = Math.min(...ORDER.map((p) => this.queues[p].earliestDeadline()));
          this.wake(Math.min(wait, Math.max(0, earliest - now)));
          return;
        }
        this.stats.granted += 1;
        if (turn.queue === 'own' && this.queues.shared.size > 0) this.ownStreak += 1;
        if (turn.queue === 'shared') {
          if (turn.as === 'own') this.stats.sharedTurns += 1;
          this.ownStreak = 0;
        }
        this.queues[turn.queue].shift()!.resolve();
      }
    } catch (error) {
      // The shared budget cannot be read (its store, Redis, is unreachable): nobody may call
      // now, and waiting would only turn the outage into timeouts. Everyone waiting gets the
      // store's 503; cached answers do not come here and are not affected.
      this.cancelTimer?.();
      this.cancelTimer = undefined;
      this.wakeAt = Infinity;
      for (const priority of ORDER) {
        for (const w of this.queues[priority].drain()) w.reject(error);
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
      for (const w of this.queues[priority].drain()) w.reject(this.busy());
    }
  }
}
