// The scheduler's queues: start-time fair queuing across lanes (one lane per caller: a verified
// customer or an address), so that a lane with many calls waiting waits behind itself and a
// newcomer goes ahead of it; within that, a read is worth the shoppers it unblocks.

/** What a queued call is worth now: how many shoppers its answer unblocks (coalesced waiters). */
export interface Ticket {
  readonly worth: number;
}

/** One call waiting for a budget slot. */
export interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
  /** Its caller's lane. */
  lane: string;
  /** When it was queued, and when it is answered 503 if still waiting. */
  queuedAt: number;
  deadline: number;
  /** Its virtual start tag (start-time fair queuing): the lane's turn it waits for. */
  start: number;
  ticket: Ticket | undefined;
  /** A shared answer (it also serves every later page), as opposed to one shopper's own. */
  shared: boolean;
}

/** How the read queue weighs worth and waiting against the fair order (see `Lanes.key`). */
export interface Weights {
  /** Extra worth of a shared answer over a shopper's own (it serves later pages too). */
  sharedBonus: number;
  /** Largest worth counted, so that nothing jumps the fair order by more than this. */
  maxBonus: number;
  /** A waiter moves one lane-turn ahead per this many ms waited (aging: no starvation). */
  agingMs: number;
}

/** Fair order only: what writes use (every write is worth one, and none ages ahead). */
export const FAIR_ONLY: Weights = { sharedBonus: 0, maxBonus: 0, agingMs: Infinity };

/**
 * One class of waiters (writes, or reads) in lanes. Start-time fair queuing: a waiter's start tag
 * is the latest of the class's virtual time (the start tag last served), the finish of its lane's
 * last served call and the tag after its lane's last waiter, so a lane that keeps many calls
 * queued has tags far ahead, and a newcomer's tag is now. A call that leaves unserved (refused,
 * timed out) spends none of its lane's turns. The waiter served next has the lowest key: its
 * start tag, less its worth bonus (capped), less one per `agingMs` waited. Waiters of one lane
 * keep their order.
 */
export class Lanes {
  private readonly lanes = new Map<string, Waiter[]>();
  /** Finish tag of each lane's last served call, kept while it is ahead of the virtual time. */
  private readonly finish = new Map<string, number>();
  private virtual = 0;
  size = 0;

  constructor(private readonly weights: Weights) {}

  /** Queues a waiter in its lane; its start tag is set here. */
  push(waiter: Omit<Waiter, 'start'>): Waiter {
    const lane = this.lanes.get(waiter.lane);
    const after = lane ? lane[lane.length - 1]!.start + 1 : 0;
    const start = Math.max(this.virtual, this.finish.get(waiter.lane) ?? 0, after);
    const queued: Waiter = { ...waiter, start };
    if (lane) lane.push(queued);
    else this.lanes.set(waiter.lane, [queued]);
    this.size += 1;
    return queued;
  }

  /** How many turns a waiter's worth puts it ahead (capped at `maxBonus`). */
  bonus(waiter: Waiter): number {
    const { sharedBonus, maxBonus } = this.weights;
    const worth = Math.max(1, waiter.ticket?.worth ?? 1) - 1 + (waiter.shared ? sharedBonus : 0);
    return Math.min(maxBonus, worth);
  }

  /** The order key of a waiter at `now`: lower goes first. */
  key(waiter: Waiter, now: number): number {
    const { agingMs } = this.weights;
    const aged = agingMs === Infinity ? 0 : (now - waiter.queuedAt) / agingMs;
    return waiter.start - this.bonus(waiter) - aged;
  }

  /** The head of the lane whose head has the lowest key (the earliest queued on a tie). */
  peek(now: number): Waiter | undefined {
    let best: Waiter | undefined;
    let bestKey = Infinity;
    for (const lane of this.lanes.values()) {
      const head = lane[0]!;
      const key = this.key(head, now);
      if (key < bestKey || (key === bestKey && head.queuedAt < best!.queuedAt)) {
        best = head;
        bestKey = key;
      }
    }
    return best;
  }

  /** The waiter with the highest key of all, the latest on a tie (the first to give up its place). */
  worst(now: number): Waiter | undefined {
    let worst: Waiter | undefined;
    let worstKey = -Infinity;
    for (const lane of this.lanes.values()) {
      for (const waiter of lane) {
        const key = this.key(waiter, now);
        if (key > worstKey || (key === worstKey && waiter.queuedAt >= worst!.queuedAt)) {
          worst = waiter;
          worstKey = key;
        }
      }
    }
    return worst;
  }

  /** Takes `waiter` out: served (the virtual time moves to its tag) or not. */
  remove(waiter: Waiter, served: boolean): void {
    const lane = this.lanes.get(waiter.lane);
    const at = lane?.indexOf(waiter) ?? -1;
    if (!lane || at < 0) return;
    lane.splice(at, 1);
    this.size -= 1;
    if (lane.length === 0) this.lanes.delete(waiter.lane);
    if (served) {
      this.virtual = Math.max(this.virtual, waiter.start);
      this.finish.set(waiter.lane, Math.max(this.finish.get(waiter.lane) ?? 0, waiter.start + 1));
    }
    this.forgetIdle();
  }

  /** Takes out every waiter whose deadline has passed. */
  expire(now: number): Waiter[] {
    const expired: Waiter[] = [];
    for (const lane of this.lanes.values()) {
      for (const waiter of lane) if (waiter.deadline <= now) expired.push(waiter);
    }
    for (const waiter of expired) this.remove(waiter, false);
    return expired;
  }

  earliestDeadline(): number {
    let earliest = Infinity;
    for (const lane of this.lanes.values()) {
      for (const waiter of lane) earliest = Math.min(earliest, waiter.deadline);
    }
    return earliest;
  }

  /** How many lanes have calls waiting. */
  get laneCount(): number {
    return this.lanes.size;
  }

  drain(): Waiter[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.finish.clear();
    this.size = 0;
    return all;
  }

  /** Idle lanes whose last turn the virtual time has passed are forgotten (memory stays bounded). */
  private forgetIdle(): void {
    if (this.finish.size <= this.lanes.size + 64) return;
    for (const [lane, tag] of this.finish) {
      if (!this.lanes.has(lane) && tag <= this.virtual) this.finish.delete(lane);
    }
  }
}
