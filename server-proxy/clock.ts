/** Time as the proxy sees it; tests inject a manual clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` after `ms`; answers a function that cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

/** The wall clock with real timers (unref'd, so a pending timer never keeps Node alive). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const handle = setTimeout(fn, Math.max(0, ms));
    (handle as { unref?: () => void }).unref?.();
    return () => clearTimeout(handle);
  },
};

/** A clock that moves only when told to: `advance(ms)` fires the timers that come due. */
export class ManualClock implements Clock {
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private seq = 0;

  constructor(private time = Date.UTC(2026, 0, 1)) {}

  now(): number {
    return this.time;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const id = ++this.seq;
    this.timers.push({ at: this.time + Math.max(0, ms), fn, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }

  /** Moves time forward, firing due timers in order and letting promises settle between them. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await flush();
      const next = this.timers
        .filter((t) => t.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = Math.max(this.time, next.at);
      next.fn();
    }
    this.time = end;
    await flush();
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.length;
  }
}

/** Lets promise chains (and in-process requests) settle: several macrotask turns. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Resolves after `ms` on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimer(resolve, ms));
}
