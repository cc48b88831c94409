import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeContract } from './contract.js';
import { MemoryStore } from './memory.js';
import { ScopedStore, scopeOf, upstreamIdentity } from './scope.js';
import { SqliteStore } from './sqlite.js';
import { createFakeUpstream } from '../test-helpers/fake-upstream.js';
import { testProxy } from '../test-helpers/proxy.js';
import type { LogEntry } from '../log.js';

const dir = mkdtempSync(join(tmpdir(), 'proxy-scope-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const T0 = Date.UTC(2026, 0, 1);
const shopA = upstreamIdentity({ baseUrl: 'https://api.example/', clientId: 'a' });
const shopB = upstreamIdentity({ baseUrl: 'https://api.example', clientId: 'b' });

storeContract('scoped', () => new ScopedStore(new MemoryStore(), scopeOf(shopA)));

describe('state bound to the upstream it describes', () => {
  it('names an upstream by base URL, client id and shop, never its secret', () => {
    expect(upstreamIdentity({ baseUrl: 'https://api.example/', clientId: 'a' })).toBe(
      upstreamIdentity({ baseUrl: 'https://api.example', clientId: 'a' }),
    );
    expect(scopeOf(shopA)).not.toBe(scopeOf(shopB));
    expect(
      scopeOf(upstreamIdentity({ baseUrl: 'https://api.example', clientId: 'a', shop: 's' })),
    ).not.toBe(scopeOf(shopA));
  });

  it('never reads the records of one upstream in the scope of another, on one state file', async () => {
    const file = join(dir, 'two-upstreams.db');
    const raw = new SqliteStore(file, { sweepTimer: false });
    const a = new ScopedStore(raw, scopeOf(shopA));
    const b = new ScopedStore(raw, scopeOf(shopB));
    const pending = {
      state: 'pending',
      fingerprint: 'f',
      owner: 'customer:1',
      attempt: 'x',
      leaseUntil: T0,
    } as const;
    await a.idemClaim('idem:k', pending, 60_000, T0);
    await a.lockAcquire('reward:1', 'key-a', 60_000, T0);
    await a.flagAdd('webhook:1', 60_000, T0);
    await a.hit('w:ip:1', 60_000, T0);

    expect(await b.idemGet('idem:k', T0)).toBeUndefined();
    expect(await b.lockAcquire('reward:1', 'key-b', 60_000, T0)).toBe(true);
    expect(await b.flagAdd('webhook:1', 60_000, T0)).toBe(true);
    expect(await b.hit('w:ip:1', 60_000, T0)).toBe(1);
    expect(await a.idemGet('idem:k', T0)).toMatchObject({ attempt: 'x' });
    raw.close();
  });

  it('hears only its own scope’s cache drops from other instances', async () => {
    // An instance's store that other instances' drops reach (what Redis's channel does).
    let remote: (tag: string) => void = () => {};
    const raw = Object.assign(new MemoryStore(), {
      onRemoteDrop(listener: (tag: string) => void) {
        remote = listener;
      },
    });
    const heard: string[] = [];
    new ScopedStore(raw, scopeOf(shopA)).onRemoteDrop((tag) => heard.push(tag));
    remote(`${scopeOf(shopA)}customer:1`);
    remote(`${scopeOf(shopB)}customer:2`);
    expect(heard).toEqual(['customer:1']);
  });

  it('says in one log line that a state made against another upstream starts a fresh scope', async () => {
    const file = join(dir, 'switched.db');
    const logs: LogEntry[] = [];
    const log = (entry: LogEntry) => void logs.push(entry);
    const start = async (baseUrl: string) => {
      const store = new SqliteStore(file, { sweepTimer: false });
      const upstream = createFakeUpstream();
      const proxy = testProxy(upstream.fetch, {
        store,
        log,
        upstream: { baseUrl, clientId: 'id', clientSecret: 'secret', fetch: upstream.fetch },
      });
      await new Promise((r) => setTimeout(r, 20));
      proxy.close();
      store.close();
    };
    await start('https://one.example');
    await start('https://one.example');
    expect(logs.filter((l) => l.level === 'warn')).toEqual([]);
    await start('https://two.example');
    const warnings = logs.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      msg: expect.stringContaining('fresh scope'),
      previous: 'https://one.example (client id)',
      upstream: 'https://two.example (client id)',
    });
  });
});
