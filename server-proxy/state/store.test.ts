import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeContract } from './contract.js';
import { MemoryStore } from './memory.js';
import { SqliteStore } from './sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'proxy-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

storeContract('memory', () => new MemoryStore());
storeContract('SQLite (in memory)', () => new SqliteStore(':memory:', { sweepTimer: false }));
storeContract(
  'SQLite (file, WAL)',
  () => new SqliteStore(join(dir, `contract-${++files}.db`), { sweepTimer: false }),
);

describe('the SQLite store on a file', () => {
  const T0 = Date.UTC(2026, 0, 1);

  it('keeps idempotency records, locks, counters and flags across a reopen', async () => {
    const file = join(dir, 'reopen.db');
    const first = new SqliteStore(file, { sweepTimer: false });
    await first.idemClaim(
      'k',
      { state: 'pending', fingerprint: 'f', owner: 'o', attempt: 'a', leaseUntil: T0 },
      60_000,
      T0,
    );
    await first.lockAcquire('l', 'a', 60_000, T0);
    await first.hit('h', 60_000, T0);
    await first.flagSet('webhook:1', 60_000, T0);
    first.close();

    const second = new SqliteStore(file, { sweepTimer: false });
    expect(await second.idemGet('k', T0)).toMatchObject({ state: 'pending', attempt: 'a' });
    expect(await second.lockAcquire('l', 'b', 60_000, T0)).toBe(false);
    expect(await second.hit('h', 60_000, T0)).toBe(2);
    expect(await second.flagHas('webhook:1', T0)).toBe(true);
    second.close();
  });

  it('sweeps expired rows', async () => {
    const store = new SqliteStore(join(dir, 'sweep.db'), { sweepTimer: false });
    await store.flagSet('old', 1_000, T0);
    await store.flagSet('new', 10_000, T0);
    await store.lockAcquire('l', 'a', 1_000, T0);
    await store.hit('h', 1_000, T0);
    expect(store.sweep(T0 + 5_000)).toBe(3);
    expect(await store.flagHas('new', T0 + 5_000)).toBe(true);
    store.close();
  });

  it('decides claims between two processes sharing the file', async () => {
    const file = join(dir, 'shared.db');
    const a = new SqliteStore(file, { sweepTimer: false });
    const b = new SqliteStore(file, { sweepTimer: false });
    expect(await a.lockAcquire('l', 'a', 60_000, T0)).toBe(true);
    expect(await b.lockAcquire('l', 'b', 60_000, T0)).toBe(false);
    expect(await b.flagAdd('w', 60_000, T0)).toBe(true);
    expect(await a.flagAdd('w', 60_000, T0)).toBe(false);
    a.close();
    b.close();
  });
});
