/** A clock the sandbox reads time from: injectable in tests, advanceable through the control API. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** A clock that follows `base` plus an offset that `advance` moves forward. */
export interface SandboxClock extends Clock {
  advance(seconds: number): void;
}

export function createSandboxClock(base: Clock = { now: () => Date.now() }): SandboxClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance(seconds: number) {
      offset += seconds * 1000;
    },
  };
}

/** A fixed clock for tests: it moves only when told. */
export function createManualClock(start = Date.parse('2026-11-01T12:00:00.000Z')): SandboxClock {
  let now = start;
  return {
    now: () => now,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/** `YYYY-MM-DD HH:mm:ss` in UTC (activity dates, spec 2.9). */
export function activityDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** ISO 8601 with milliseconds. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
