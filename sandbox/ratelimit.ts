import type { Clock } from './clock.js';

/** Leaky bucket of spec section 8, as a GCRA: capacity 60, leaking 3 requests per second. */
export interface LeakyBucketOptions {
  capacity: number;
  leakPerSecond: number;
}

export const API_BUCKET: LeakyBucketOptions = { capacity: 60, leakPerSecond: 3 };

/** A bucket per key (API client). `take` answers 0 when allowed, else seconds to wait. */
export function createLeakyBucket(clock: Clock, options: LeakyBucketOptions = API_BUCKET) {
  const interval = 1000 / options.leakPerSecond;
  const tolerance = interval * (options.capacity - 1);
  const tat = new Map<string, number>();
  return {
    take(key: string): number {
      const now = clock.now();
      const current = Math.max(tat.get(key) ?? now, now);
      if (current - now > tolerance) return (current - now - tolerance) / 1000;
      tat.set(key, current + interval);
      return 0;
    },
    /** Requests the key could still make at once. */
    available(key: string): number {
      const now = clock.now();
      const current = Math.max(tat.get(key) ?? now, now);
      return Math.floor((tolerance - (current - now)) / interval) + 1;
    },
    reset(): void {
      tat.clear();
    },
  };
}
export type LeakyBucket = ReturnType<typeof createLeakyBucket>;
