import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.js';
import { ManualClock } from '../clock.js';
import { MemoryStore } from '../state/memory.js';
import { type BudgetOptions, DEFAULT_BUDGET, type Priority, Scheduler } from './scheduler.js';

function scheduler(options: Partial<BudgetOptions> = {}) {
  const clock = new ManualClock();
  const s = new Scheduler(new MemoryStore(), clock, {
    ...DEFAULT_BUDGET,
    burst: 10,
    perSecond: 2,
    reserve: 4,
    maxWaitMs: 60_000,
    maxQueue: 100,
    ...options,
  });
  return { clock, s };
}

function take(s: Scheduler, priority: Priority, log: string[], label: string, who = '') {
  return s.acquire(priority, who).then(
    () => log.push(label),
    (e: unknown) => log.push(`${label}:${(e as ApiError).status}`),
  );
}

describe('the outbound GCRA scheduler', () => {
  it("answers everyone waiting with the store's 503 when the shared budget cannot be read, and serves again once it can", async () => {
    const clock = new ManualClock();
    const store = new MemoryStore();
    const s = new Scheduler(store, clock, { ...DEFAULT_BUDGET, burst: 1, perSecond: 1 });
    const outage = ApiError.of('upstream_unavailable', 'Redis is unreachable');
    const take = store.budgetTake.bind(store);
    let down = false;
    store.budgetTake = (...args) => (down ? Promise.reject(outage) : take(...args));
    await s.acquire('write');
    down = true;
    const waiting = [s.acquire('write'), s.acquire('own', 'a'), s.acquire('shared')].map((p) =>
      p.catch((e: unknown) => e),
    );
    await clock.advance(1_000);
    expect(await Promise.all(waiting)).toEqual([outage, outage, outage]);
    down = false;
    await clock.advance(1_000);
    await expect(s.acquire('write')).resolves.toBeUndefined();
  });

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

  it('serves callers round-robin within a priority: a heavy caller waits behind itself', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    for (let i = 0; i < 10; i++) void take(s, 'write', log, 'fill');
    await clock.advance(0);
    for (let i = 0; i < 5; i++) void take(s, 'own', log, `heavy${i}`, 'heavy');
    void take(s, 'own', log, 'light', 'light');
    void take(s, 'own', log, 'late', 'late');
    await clock.advance(10_000);
    expect(log.slice(10)).toEqual([
      'heavy0',
      'light',
      'late',
      'heavy1',
      'heavy2',
      'heavy3',
      'heavy4',
    ]);
  });

  it('keeps a share of read slots for shared reads while personal reads keep coming', async () => {
    const { clock, s } = scheduler({ sharedShare: 0.25 });
    const log: string[] = [];
    for (let i = 0; i < 10; i++) void take(s, 'write', log, 'fill');
    await clock.advance(0);
    for (let i = 0; i < 9; i++) void take(s, 'own', log, 'own', `customer${i}`);
    for (let i = 0; i < 3; i++) void take(s, 'shared', log, 'shared');
    await clock.advance(20_000);
    // One read slot in four goes to a shared read while own reads wait.
    expect(log.slice(10).join(' ')).toBe(
      'own own own shared own own own shared own own own shared',
    );
    // The last one simply comes next once no own read waits.
    expect(s.stats.sharedTurns).toBe(2);
  });

  it('admits a few uncached reads per caller, refuses the next with 429, and counts releases', () => {
    const { s } = scheduler({ readsPerCaller: 2 });
    const first = s.admit('ip:1');
    s.admit('ip:1');
    expect(() => s.admit('ip:1')).toThrow(expect.objectContaining({ status: 429 }));
    expect(s.admit('ip:2')).toBeTypeOf('function');
    first();
    first();
    expect(s.readsOf('ip:1')).toBe(1);
    expect(s.admit('ip:1')).toBeTypeOf('function');
    expect(s.stats.callerLimited).toBe(1);
  });
});
