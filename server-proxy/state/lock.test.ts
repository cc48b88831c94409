import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { withLock } from './lock.js';
import { MemoryStore } from './memory.js';
import { SqliteStore } from './sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'proxy-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const settings = { leaseMs: 300 };

/** A promise the test resolves when it wants. */
function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

describe('the store lock around a redeem', () => {
  it('runs the holders of one key one at a time, in order, within a process', async () => {
    const clock = new ManualClock();
    const deps = { store: new MemoryStore(), clock, settings };
    const log: string[] = [];
    const gates = [gate(), gate(), gate()];
    const all = Promise.all(
      gates.map((g, i) =>
        withLock(deps, 'redeem:1', `owner-${i}`, async () => {
          log.push(`start ${i}`);
          await g.closed;
          log.push(`end ${i}`);
        }),
      ),
    );
    await clock.advance(10);
    expect(log).toEqual(['start 0']);
    for (const g of gates) {
      g.open();
      await clock.advance(10);
    }
    await all;
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('keeps another process out while held, renewing it past its TTL', async () => {
    const clock = new ManualClock();
    const file = join(dir, 'two.db');
    const one = { store: new SqliteStore(file, { sweepTimer: false }), clock, settings };
    const two = { store: new SqliteStore(file, { sweepTimer: false }), clock, settings };
    const log: string[] = [];
    const held = gate();
    const first = withLock(one, 'redeem:1', 'a', async () => {
      log.push('a start');
      await held.closed;
      log.push('a end');
    });
    await clock.advance(10);
    const second = withLock(two, 'redeem:1', 'b', async () => log.push('b'));
    await clock.advance(500); // past the 300 ms TTL: the renewals keep it
    expect(log).toEqual(['a start']);
    held.open();
    await clock.advance(300);
    await Promise.all([first, second]);
    expect(log).toEqual(['a start', 'a end', 'b']);
    one.store.close();
    two.store.close();
  });

  it('takes over from a holder that died once its TTL runs out, and gives up after two', async () => {
    const clock = new ManualClock();
    const store = new MemoryStore();
    const deps = { store, clock, settings };
    await store.lockAcquire('redeem:1', 'dead', settings.leaseMs, clock.now());
    let ran = false;
    const after = withLock(deps, 'redeem:1', 'b', async () => (ran = true));
    await clock.advance(290);
    expect(ran).toBe(false);
    await clock.advance(300);
    await after;
    expect(ran).toBe(true);

    await store.lockAcquire('redeem:2', 'stuck', 60_000, clock.now());
    const refused = withLock(deps, 'redeem:2', 'c', async () => undefined).catch((e) => e);
    await clock.advance(1_000);
    expect(await refused).toMatchObject({ status: 503, code: 'upstream_unavailable' });
  });
});
