import { ApiError } from '../../src/api/index.js';
import type { Clock } from '../clock.js';
import type { ProxyStore } from '../state/store.js';
import { FAIR_ONLY, Lanes, type Ticket, type Waiter } from './lanes.js';

export type { Ticket };

/** What a call is: a write (money first), a shopper's own read, or a read shared by everyone. */
export type Priority = 'write' | 'own' | 'shared';

export interface BudgetOptions {
  /** Bucket capacity the proxy allows itself (the store's is 60; keep a margin). */
  burst: number;
  /** Sustained calls per second (the store's leak is 3). */
  perSecond: number;
  /** Slots of the burst kept free for writes: reads stop short of them. */
  reserve: number;
  /**
   * Longest a read waits for a slot (ms): past it, it is answered at once (a 503 with
   * `Retry-After`, or the kept answer) rather than after a long queue.
   */
  readWaitMs: number;
  /** Longest a write waits for a slot before it fails with 503 (nothing was sent). */
  writeWaitMs: number;
  /**
   * Reads queued at most; a newcomer worth more than the last in line takes its place (that one is
   * answered 503 at once), otherwise the newcomer is. Default: what the leak serves in
   * `readWaitMs` (3 at 3 per second).
   */
  readQueue?: number;
  /** Writes queued at most before new ones fail at once with 503. */
  maxQueue: number;
  /** Uncached reads one caller may have in flight or queued; beyond them a 429. */
  readsPerCaller: number;
  /** Share of slots writes may take while reads wait too (0 to 1): money first, reads still move. */
  writeShare: number;
  /** Extra worth of a shared answer over a shopper's own: it serves every later page too. */
  sharedBonus: number;
  /** Largest worth counted: no call jumps more than this many lane-turns ahead. */
  maxBonus: number;
  /** A waiting read moves one lane-turn ahead per this many ms (aging: nobody starves). */
  agingMs: number;
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
  readWaitMs: 1_000,
  writeWaitMs: 10_000,
  maxQueue: 2_000,
  // A signed-in customer's product page on a cold cache asks for 15 reads as it loads (the
  // demo's, counted in Chromium; all at once over HTTP/2), and a reload while they are out for as
  // many again: a page of the widgets is never refused. The lanes keep callers fair within it.
  readsPerCaller: 32,
  writeShare: 0.75,
  // Half a turn: a shared answer goes before one shopper's own of the same worth and lane turn,
  // but not before a newcomer's (a random search term is "shared" and serves nobody after).
  sharedBonus: 0.5,
  maxBonus: 8,
  // A turn per second waited: within a read's second it orders, it does not undo fairness.
  agingMs: 1_000,
  refreshFree: 28,
};

/** The waiter a slot goes to, its queue, and whether it takes a write's burst tolerance. */
interface Turn {
  waiter: Waiter;
  from: Lanes;
  asWrite: boolean;
}

/** Counters for health, benchmarks and metrics. */
export interface SchedulerStats {
  granted: number;
  /** Calls that waited their whole deadline and were answered 503. */
  timedOut: number;
  /** Calls refused at once: a full write queue, or a read worth less than those in line. */
  rejected: number;
  /** Reads that gave their place in line to a newcomer worth more (answered 503 at once). */
  displaced: number;
  backoffs: number;
  maxQueued: number;
  /** Reads refused because their caller had `readsPerCaller` in flight or queued. */
  callerLimited: number;
  /** Slots given to a waiting read while writes waited too (the reads' share). */
  readTurns: number;
  /** Background refreshes given a slot at once (`tryAcquire`). */
  refreshes: number;
  /** Background refreshes dropped because the budget had no room for them. */
  refreshesDropped: number;
}

/** The queues at one moment, for `/metrics` and diagnosis. */
export interface SchedulerSnapshot {
  writesQueued: number;
  readsQueued: number;
  /** Lanes (callers) with calls waiting. */
  lanes: number;
  /** Callers with uncached reads in flight or queued. */
  readers: number;
}

/**
 * The outbound GCRA scheduler: every upstream call takes a slot here first. Writes go first (up
 * to `writeShare` of the slots while reads wait); among reads, the one that unblocks the most
 * shoppers (coalesced waiters, a shared answer) goes first, within a fair order across callers
 * that ages, so nobody starves. A read that cannot be served within `readWaitMs` is answered at
 * once with a 503 (the cache then serves any kept answer); an upstream 429 blocks the whole store.
 */
export class Scheduler {
  private readonly writes = new Lanes(FAIR_ONLY);
  private readonly reads: Lanes;
  /** Uncached reads in flight or queued, per caller. */
  private readonly reading = new Map<string, number>();
  /** Writes granted in a row while reads waited. */
  private writeStreak = 0;
  private readonly interval: number;
  private readonly readQueue: number;
  private pumping = false;
  private cancelTimer: (() => void) | undefined;
  private wakeAt = Infinity;
  readonly stats: SchedulerStats = {
    granted: 0,
    timedOut: 0,
    rejected: 0,
    displaced: 0,
    backoffs: 0,
    maxQueued: 0,
    callerLimited: 0,
    readTurns: 0,
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
    if (!(options.writeShare > 0 && options.writeShare <= 1))
      throw new Error('budget: writeShare must be within (0, 1]');
    this.interval = 1000 / options.perSecond;
    this.readQueue =
      options.readQueue ?? Math.max(1, Math.floor(options.readWaitMs / this.interval));
    this.reads = new Lanes({
      sharedBonus: options.sharedBonus,
      maxBonus: options.maxBonus,
      agingMs: options.agingMs,
    });
  }

  /**
   * How far into the burst a call may go: writes all of it; reads stop short of the reserve, less
   * short by half a slot per turn of worth (up to half the reserve). Instances sharing a budget
   * each order their own queue, but at the edge of the bucket the read that unblocks the most
   * shoppers conforms first, on whichever instance it waits.
   */
  private tolerance(write: boolean, bonus = 0): number {
    const { burst, reserve } = this.options;
    const slots = write ? burst : burst - reserve + Math.min(reserve / 2, bonus / 2);
    return Math.max(0, slots - 1) * this.interval;
  }

  /**
   * Waits for a slot in `who`'s lane. A read carries a `ticket` saying how many shoppers it
   * unblocks (it may grow while the read waits); it is refused at once (503) when the queue holds
   * reads worth more, and answered 503 when no slot comes within `readWaitMs`.
   */
  acquire(priority: Priority, who = '', ticket?: Ticket): Promise<void> {
    const now = this.clock.now();
    const write = priority === 'write';
    if (write && this.writes.size >= this.options.maxQueue) {
      this.stats.rejected += 1;
      return Promise.reject(this.busy(this.options.writeWaitMs));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = (write ? this.writes : this.reads).push({
        resolve,
        reject,
        lane: who,
        queuedAt: now,
        deadline: now + (write ? this.options.writeWaitMs : this.options.readWaitMs),
        ticket,
        shared: priority === 'shared',
      });
      // While the budget is spent (the pump waits for the leak), the line is as long as it may be.
      if (!write && this.cancelTimer !== undefined && this.reads.size > this.readQueue) {
        this.shedRead(this.reads.worst(now)!, waiter);
      }
      this.stats.maxQueued = Math.max(this.stats.maxQueued, this.queued);
      void this.pump();
    });
  }

  /** Answers 503 at once to a read that cannot be served in time (`newcomer`: the one just queued). */
  private shedRead(worst: Waiter, newcomer: Waiter | undefined): void {
    this.reads.remove(worst, false);
    if (newcomer === undefined || worst === newcomer) this.stats.rejected += 1;
    else this.stats.displaced += 1;
    worst.reject(this.busy(this.options.readWaitMs));
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

  /** The queues now (for `/metrics`). */
  snapshot(): SchedulerSnapshot {
    return {
      writesQueued: this.writes.size,
      readsQueued: this.reads.size,
      lanes: this.writes.laneCount + this.reads.laneCount,
      readers: this.reading.size,
    };
  }

  /**
   * Slots of the burst free now in the (shared) budget, for `/metrics`: a GCRA step asked with a
   * tolerance so far below zero that it never books, whose wait then says how far ahead the
   * budget's clock runs. Undefined when the budget's store cannot be read.
   */
  async freeSlots(): Promise<number | undefined> {
    const probe = 1e9;
    try {
      const wait = await this.store.budgetTake(this.clock.now(), this.interval, -probe);
      const ahead = Math.max(0, wait - probe);
      return Math.max(0, Math.floor(this.options.burst - ahead / this.interval));
    } catch {
      return undefined;
    }
  }

  /** Internals for diagnosis. */
  debug(): Record<string, unknown> {
    return {
      ...this.snapshot(),
      pumping: this.pumping,
      timer: this.cancelTimer !== undefined,
      wakeIn: this.wakeAt - this.clock.now(),
    };
  }

  /** Calls waiting now, writes and reads (the metrics' queue lengths). */
  queueLengths(): Record<'write' | 'read', number> {
    return { write: this.writes.size, read: this.reads.size };
  }

  /** Calls waiting now. */
  get queued(): number {
    return this.writes.size + this.reads.size;
  }

  /** An upstream 429 or Retry-After: nobody calls before `seconds` have passed. */
  async backoff(seconds: number): Promise<void> {
    this.stats.backoffs += 1;
    const now = this.clock.now();
    const until = now + Math.min(Math.max(seconds, 1), 120) * 1000;
    await this.store.budgetBlock(now, until, this.tolerance(true));
  }

  private busy(waitedMs: number): ApiError {
    return ApiError.of('upstream_unavailable', 'the store is busy; try again shortly', {
      retryAfter: Math.max(1, Math.ceil(waitedMs / 1000)),
    });
  }

  private expire(now: number): void {
    for (const [lanes, waitMs] of [
      [this.writes, this.options.writeWaitMs],
      [this.reads, this.options.readWaitMs],
    ] as const) {
      for (const waiter of lanes.expire(now)) {
        this.stats.timedOut += 1;
        waiter.reject(this.busy(waitMs));
      }
    }
  }

  /**
   * Whose turn it is, and with which burst tolerance: a write, unless writes have had their share
   * of the slots in a row while reads waited (then the best read, with a write's tolerance, so
   * that it is not stuck behind the reserve the writes keep full); else the best read.
   */
  private next(now: number): Turn | undefined {
    const write = this.writes.peek(now);
    const read = this.reads.peek(now);
    if (write && read) {
      const run = this.options.writeShare / (1 - this.options.writeShare);
      if (this.writeStreak >= run) return { waiter: read, from: this.reads, asWrite: true };
    }
    if (write) return { waiter: write, from: this.writes, asWrite: true };
    if (read) return { waiter: read, from: this.reads, asWrite: false };
    return undefined;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const now = this.clock.now();
        this.expire(now);
        const turn = this.next(now);
        if (!turn) return;
        const bonus = turn.from === this.reads ? this.reads.bonus(turn.waiter) : 0;
        const wait = await this.store.budgetTake(
          now,
          this.interval,
          this.tolerance(turn.asWrite, bonus),
        );
        if (wait > 0) {
          // The budget is spent: the reads beyond what the leak serves in time, those worth least,
          // are answered now rather than when their wait runs out.
          while (this.reads.size > this.readQueue) this.shedRead(this.reads.worst(now)!, undefined);
          const earliest = Math.min(this.writes.earliestDeadline(), this.reads.earliestDeadline());
          this.wake(Math.min(wait, Math.max(0, earliest - now)));
          return;
        }
        // The queues may have changed while the budget was read: the slot goes to whoever is first
        // now (the same one, unless a newcomer worth more came).
        const served = this.next(this.clock.now());
        if (!served) continue;
        this.stats.granted += 1;
        if (served.from === this.writes) {
          if (this.reads.size > 0) this.writeStreak += 1;
        } else {
          if (this.writes.size > 0) this.stats.readTurns += 1;
          this.writeStreak = 0;
        }
        served.from.remove(served.waiter, true);
        served.waiter.resolve();
      }
    } catch (error) {
      // The shared budget cannot be read (its store, Redis, is unreachable): nobody may call
      // now, and waiting would only turn the outage into timeouts. Everyone waiting gets the
      // store's 503; cached answers do not come here and are not affected.
      this.cancelTimer?.();
      this.cancelTimer = undefined;
      this.wakeAt = Infinity;
      for (const w of [...this.writes.drain(), ...this.reads.drain()]) w.reject(error);
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
    for (const w of [...this.writes.drain(), ...this.reads.drain()]) {
      w.reject(this.busy(this.options.readWaitMs));
    }
  }
}
