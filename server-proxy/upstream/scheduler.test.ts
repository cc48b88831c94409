import { describe, expect, it } from 'vitest';
import { type ApiError } from '../../src/api/index.js';
import { ManualClock } from '../clock.js';
import { MemoryStore } from '../state/memory.js';
import { type BudgetOptions, type Priority, Scheduler } from './scheduler.js';

function scheduler(options: Partial<BudgetOptions> = {}) {
  const clock = new ManualClock();
  const s = new Scheduler(new MemoryStore(), clock, {
    burst: 10,
    perSecond: 2,
    reserve: 4,
    maxWaitMs: 60_000,
    maxQueue: 100,
    ...options,
  });
  return { clock, s };
}

function take(s: Scheduler, priority: Priority, log: string[], label: string) {
  return s.acquire(priority).then(
    () => log.push(label),
    (e: unknown) => log.push(`${label}:${(e as ApiError).status}`),
  );
}

describe('the outbound GCRA scheduler', () => {
  it('lets a burst through at once, then paces at the leak rate', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    for (let i = 0; i < 14; i++) void take(s, 'write', log, `w${i}`);
    await clock.advance(0);
    expect(log).toHaveLength(10);
    await clock.advance(499);
    expect(log).toHaveLength(10);
    await clock.advance(1);
    expect(log).toHaveLength(11);
    await clock.advance(1500);
    expect(log).toHaveLength(14);
  });

  it('serves writes, then own reads, then shared reads', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    for (let i = 0; i < 10; i++) void take(s, 'write', log, 'fill');
    await clock.advance(0);
    void take(s, 'shared', log, 'shared');
    void take(s, 'own', log, 'own');
    void take(s, 'write', log, 'write');
    await clock.advance(10_000);
    expect(log.slice(10)).toEqual(['write', 'own', 'shared']);
  });

  it('keeps the reserve of the burst away from shared reads', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    for (let i = 0; i < 10; i++) void take(s, 'shared', log, 'shared');
    await clock.advance(0);
    expect(log).toHaveLength(6);
    void take(s, 'write', log, 'write');
    await clock.advance(0);
    expect(log.at(-1)).toBe('write');
  });

  it('stops everyone after an upstream 429 until Retry-After has passed', async () => {
    const { clock, s } = scheduler();
    await s.backoff(5);
    const log: string[] = [];
    void take(s, 'write', log, 'write');
    await clock.advance(4_999);
    expect(log).toEqual([]);
    await clock.advance(1);
    expect(log).toEqual(['write']);
  });

  it('fails with 503 rather than wait forever', async () => {
    const { clock, s } = scheduler({ maxWaitMs: 1_000 });
    await s.backoff(30);
    const log: string[] = [];
    void take(s, 'own', log, 'own');
    await clock.advance(1_000);
    expect(log).toEqual(['own:503']);
  });
});
