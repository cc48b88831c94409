import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/index.js';
import { ManualClock } from '../clock.js';
import { MemoryStore } from '../state/memory.js';
import {
  type BudgetOptions,
  DEFAULT_BUDGET,
  type Priority,
  Scheduler,
  type Ticket,
} from './scheduler.js';

// 2 calls per second (a slot every 500 ms), a burst of 10, reads stop 4 short of it.
function scheduler(options: Partial<BudgetOptions> = {}) {
  const clock = new ManualClock();
  const s = new Scheduler(new MemoryStore(), clock, {
    ...DEFAULT_BUDGET,
    burst: 10,
    perSecond: 2,
    reserve: 4,
    readWaitMs: 60_000,
    writeWaitMs: 60_000,
    readQueue: 100,
    maxQueue: 100,
    ...options,
  });
  return { clock, s };
}

function take(
  s: Scheduler,
  priority: Priority,
  log: string[],
  label: string,
  who = '',
  ticket?: Ticket,
) {
  return s.acquire(priority, who, ticket).then(
    () => log.push(label),
    (e: unknown) => log.push(`${label}:${(e as ApiError).status}`),
  );
}

/** Spends the whole burst, so that every later call waits for the leak. */
async function spendBurst(clock: ManualClock, s: Scheduler, log: string[]) {
  for (let i = 0; i < 10; i++) void take(s, 'write', log, 'fill', 'filler');
  await clock.advance(0);
  log.length = 0;
}

describe('the outbound GCRA scheduler', () => {
  it("answers everyone waiting with the store's 503 when the shared budget cannot be read, and serves again once it can", async () => {
    const clock = new ManualClock();
    const store = new MemoryStore();
    const s = new Scheduler(store, clock, { ...DEFAULT_BUDGET, burst: 1, perSecond: 2 });
    const outage = ApiError.of('upstream_unavailable', 'Redis is unreachable');
    const take = store.budgetTake.bind(store);
    let down = false;
    store.budgetTake = (...args) => (down ? Promise.reject(outage) : take(...args));
    await s.acquire('write');
    down = true;
    const waiting = [s.acquire('write'), s.acquire('own', 'a'), s.acquire('shared')].map((p) =>
      p.catch((e: unknown) => e),
    );
    await clock.advance(500);
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

  it('serves writes first: a write queued after reads goes before them', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    await spendBurst(clock, s, log);
    void take(s, 'shared', log, 'shared', 'a', { worth: 5 });
    void take(s, 'own', log, 'own', 'b');
    void take(s, 'write', log, 'write', 'c');
    await clock.advance(10_000);
    expect(log).toEqual(['write', 'shared', 'own']);
  });

  it('serves a coalesced shared read before a single own read that came first', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    await spendBurst(clock, s, log);
    void take(s, 'own', log, "a customer's first read", 'customer:1');
    const coalesced = { worth: 1 };
    void take(s, 'shared', log, 'reviews of product 7', 'ip:10.0.0.2', coalesced);
    // Three more shoppers wait for the same answer while it is queued.
    coalesced.worth = 4;
    await clock.advance(10_000);
    expect(log).toEqual(['reviews of product 7', "a customer's first read"]);
  });

  it('serves a coalesced read first across instances sharing the budget, each with its own queue', async () => {
    const clock = new ManualClock();
    const store = new MemoryStore();
    const options = { ...DEFAULT_BUDGET, burst: 10, perSecond: 2, reserve: 4, readWaitMs: 60_000 };
    const [a, b] = [new Scheduler(store, clock, options), new Scheduler(store, clock, options)];
    const log: string[] = [];
    for (let i = 0; i < 6; i++) await a.acquire('shared', 'filler');
    // The bucket is at its edge for reads: the next slot comes with the leak.
    void take(a, 'own', log, "instance A: a customer's first read", 'customer:1');
    await clock.advance(10);
    void take(b, 'shared', log, 'instance B: reviews six shoppers wait for', 'ip:2', { worth: 6 });
    await clock.advance(2_000);
    expect(log).toEqual([
      'instance B: reviews six shoppers wait for',
      "instance A: a customer's first read",
    ]);
  });

  it("serves a shared answer before one shopper's own answer of the same worth: it also serves later pages", async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    await spendBurst(clock, s, log);
    void take(s, 'own', log, 'own', 'customer:1');
    void take(s, 'shared', log, 'shared', 'ip:10.0.0.2');
    await clock.advance(10_000);
    expect(log).toEqual(['shared', 'own']);
  });

  it('lets nobody starve: a read worth little is served once it has waited, however many worth more keep coming', async () => {
    const { clock, s } = scheduler({ agingMs: 250, reserve: 0 });
    const log: string[] = [];
    await spendBurst(clock, s, log);
    void take(s, 'own', log, 'own', 'customer:1');
    // Before every slot, a shared read worth 3 from a new caller.
    for (let i = 0; i < 6; i++) {
      void take(s, 'shared', log, `shared${i}`, `ip:10.0.0.${i}`, { worth: 3 });
      await clock.advance(500);
    }
    // Worth 3 and shared: 3 turns ahead; 250 ms of waiting is a turn: after 1.5 s (two slots) the
    // own read has caught up with each newcomer and goes next.
    expect(log.indexOf('own')).toBe(2);
  });

  it('serves callers in a fair order: a caller with many calls queued waits behind itself', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    await spendBurst(clock, s, log);
    for (let i = 0; i < 5; i++) void take(s, 'own', log, `heavy${i}`, 'ip:heavy');
    void take(s, 'own', log, 'light', 'customer:light');
    void take(s, 'own', log, 'late', 'customer:late');
    await clock.advance(10_000);
    expect(log).toEqual(['heavy0', 'light', 'late', 'heavy1', 'heavy2', 'heavy3', 'heavy4']);
  });

  it('lets calls that were refused spend none of their lane’s turns', async () => {
    const { clock, s } = scheduler({ readQueue: 3 });
    const log: string[] = [];
    await spendBurst(clock, s, log);
    await s.backoff(5);
    // Ratings batches name no caller and share one lane: ten at once, seven refused.
    for (let i = 0; i < 10; i++) void take(s, 'shared', log, `early${i}`);
    await clock.advance(0);
    expect(log.filter((l) => l.endsWith(':503'))).toHaveLength(7);
    await clock.advance(20_000);
    log.length = 0;
    // A batch worth five shoppers still goes ahead of one shopper's read.
    await s.backoff(2);
    void take(s, 'shared', log, 'batch', '', { worth: 5 });
    await clock.advance(100);
    void take(s, 'shared', log, 'newcomer', 'ip:10.0.0.9', { worth: 1 });
    await clock.advance(5_000);
    expect(log).toEqual(['batch', 'newcomer']);
  });

  it("serves a customer's redeem next among writes, however many writes one address has queued", async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    await spendBurst(clock, s, log);
    for (let i = 0; i < 8; i++) void take(s, 'write', log, `flood${i}`, 'ip:10.6.6.6');
    await clock.advance(1_000);
    void take(s, 'write', log, 'redeem', 'customer:42');
    await clock.advance(500);
    expect(log).toEqual(['flood0', 'flood1', 'redeem']);
  });

  it('answers a read that gets no slot within readWaitMs with 503 and Retry-After, and a write later', async () => {
    const { clock, s } = scheduler({ readWaitMs: 1_000, writeWaitMs: 8_000 });
    await s.backoff(30);
    const read = s.acquire('own', 'customer:1').catch((e: unknown) => e as ApiError);
    const write = s.acquire('write', 'customer:1').catch((e: unknown) => e as ApiError);
    await clock.advance(1_000);
    const refused = await read;
    expect(refused).toMatchObject({ status: 503, code: 'upstream_unavailable', retryAfter: 1 });
    expect(s.queued).toBe(1);
    await clock.advance(7_000);
    expect(await write).toMatchObject({ status: 503 });
  });

  it('refuses at once a read beyond the queue worth less than those in line, and lets one worth more take the last place', async () => {
    const { clock, s } = scheduler({ readQueue: 2 });
    const log: string[] = [];
    await spendBurst(clock, s, log);
    void take(s, 'shared', log, 'a', 'ip:1', { worth: 3 });
    void take(s, 'own', log, 'b', 'customer:2');
    void take(s, 'own', log, 'c', 'customer:3');
    await clock.advance(0);
    // c is worth no more than b and came later: refused at once, nothing waited.
    expect(log).toEqual(['c:503']);
    void take(s, 'shared', log, 'd', 'ip:4', { worth: 2 });
    await clock.advance(0);
    // d is worth more than b: b gives up its place.
    expect(log).toEqual(['c:503', 'b:503']);
    await clock.advance(10_000);
    expect(log.slice(2)).toEqual(['a', 'd']);
    expect(s.stats).toMatchObject({ rejected: 1, displaced: 1 });
  });

  it('gives reads a share of the slots while writes keep coming', async () => {
    const { clock, s } = scheduler({ writeShare: 0.75 });
    const log: string[] = [];
    await spendBurst(clock, s, log);
    for (let i = 0; i < 9; i++) void take(s, 'write', log, 'write', `ip:${i}`);
    for (let i = 0; i < 3; i++) void take(s, 'own', log, 'read', `customer:${i}`);
    await clock.advance(20_000);
    expect(log.join(' ')).toBe(
      'write write write read write write write read write write write read',
    );
    expect(s.stats.readTurns).toBe(2);
  });

  it('keeps the reserve of the burst away from reads', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    for (let i = 0; i < 10; i++) void take(s, 'shared', log, 'shared', `ip:${i}`);
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

  it('says how many slots of the burst are free without spending one', async () => {
    const { clock, s } = scheduler();
    expect(await s.freeSlots()).toBe(10);
    expect(await s.freeSlots()).toBe(10);
    await s.acquire('write');
    await s.acquire('write');
    expect(await s.freeSlots()).toBe(8);
    await clock.advance(500);
    expect(await s.freeSlots()).toBe(9);
  });

  it('says how many calls wait, in how many lanes', async () => {
    const { clock, s } = scheduler();
    const log: string[] = [];
    await spendBurst(clock, s, log);
    void take(s, 'write', log, 'w', 'customer:1');
    void take(s, 'own', log, 'r', 'customer:1');
    void take(s, 'shared', log, 'r', 'ip:2');
    expect(s.snapshot()).toEqual({ writesQueued: 1, readsQueued: 2, lanes: 3, readers: 0 });
    s.close();
    await clock.advance(0);
  });
});
