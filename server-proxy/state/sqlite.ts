import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MemoryStore } from './memory.js';
import {
  type CacheEntry,
  heldBy,
  type IdemClaim,
  type IdemRecord,
  type ProxyStore,
} from './store.js';

/** Where `npm run proxy` keeps its state unless `PROXY_STATE_DB` says otherwise. */
export const DEFAULT_STATE_DB = '.data/proxy-state.db';
/** How often expired rows are deleted (they are ignored on read in between). */
const SWEEP_EVERY_MS = 60_000;

// One table per kind, each row with its expiry; `user_version` numbers the schema.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS idem (key TEXT PRIMARY KEY, record TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS idem_expiry ON idem (expires_at);
CREATE TABLE IF NOT EXISTS locks (key TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY, win INTEGER NOT NULL, count INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS counters_expiry ON counters (expires_at);
CREATE TABLE IF NOT EXISTS flags (key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS flags_expiry ON flags (expires_at);
CREATE TABLE IF NOT EXISTS budget (id INTEGER PRIMARY KEY CHECK (id = 1), tat REAL NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
PRAGMA user_version = 2;
`;

/** Options of the SQLite store. */
export interface SqliteStoreOptions {
  /** Sweep expired rows on a timer (default true; tests sweep by hand). */
  sweepTimer?: boolean;
  /** Time for the periodic sweep (default `Date.now`). */
  now?: () => number;
}

/**
 * The durable store of one proxy instance, on one SQLite file (WAL): idempotency records,
 * redeem locks, abuse counters, flags (seen webhook ids, guest sessions) and the budget survive
 * a crash or a deploy. The read cache stays in memory: it is rebuilt from the upstream, and a
 * disk write per cached read would cost more than it saves. Each deciding method is one
 * IMMEDIATE transaction, so two processes on one file still decide one at a time.
 */
export class SqliteStore implements ProxyStore {
  private readonly db: Database.Database;
  private readonly memory = new MemoryStore();
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly q;

  /** Opens (creating if needed) the state file; `:memory:` for a throwaway one. */
  constructor(path: string, options: SqliteStoreOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    if (path !== ':memory:') {
      this.db.pragma('journal_mode = WAL');
      // WAL + NORMAL: a committed transaction survives a process crash (not a power cut).
      this.db.pragma('synchronous = NORMAL');
      this.db.pragma('busy_timeout = 5000');
    }
    this.db.exec(SCHEMA);
    const db = this.db;
    this.q = {
      idemGet: db.prepare<[string], { record: string; expires_at: number }>(
        'SELECT record, expires_at FROM idem WHERE key = ?',
      ),
      idemExpire: db.prepare<[string, number]>(
        'DELETE FROM idem WHERE key = ? AND expires_at <= ?',
      ),
      idemPut: db.prepare<[string, string, number]>(
        'INSERT OR REPLACE INTO idem (key, record, expires_at) VALUES (?, ?, ?)',
      ),
      idemDelete: db.prepare<[string]>('DELETE FROM idem WHERE key = ?'),
      lockGet: db.prepare<[string, number], { owner: string }>(
        'SELECT owner FROM locks WHERE key = ? AND expires_at > ?',
      ),
      lockPut: db.prepare<[string, string, number]>(
        'INSERT OR REPLACE INTO locks (key, owner, expires_at) VALUES (?, ?, ?)',
      ),
      lockDelete: db.prepare<[string, string]>('DELETE FROM locks WHERE key = ? AND owner = ?'),
      hit: db.prepare<[string, number, number], { count: number }>(
        `INSERT INTO counters (key, win, count, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN win = excluded.win THEN count + 1 ELSE 1 END,
           win = excluded.win, expires_at = excluded.expires_at
         RETURNING count`,
      ),
      flagGet: db.prepare<[string, number], { one: number }>(
        'SELECT 1 AS one FROM flags WHERE key = ? AND expires_at > ?',
      ),
      flagPut: db.prepare<[string, number]>(
        'INSERT OR REPLACE INTO flags (key, expires_at) VALUES (?, ?)',
      ),
      flagDelete: db.prepare<[string]>('DELETE FROM flags WHERE key = ?'),
      tat: db.prepare<[], { tat: number }>('SELECT tat FROM budget WHERE id = 1'),
      tatPut: db.prepare<[number]>('INSERT OR REPLACE INTO budget (id, tat) VALUES (1, ?)'),
      metaGet: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      metaPut: db.prepare<[string, string]>(
        'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
      ),
    };
    if (options.sweepTimer !== false) {
      const now = options.now ?? Date.now;
      this.timer = setInterval(() => this.sweep(now()), SWEEP_EVERY_MS);
      this.timer.unref();
    }
  }

  /** Deletes every expired row; answers how many went. */
  sweep(now: number): number {
    let removed = 0;
    for (const table of ['idem', 'locks', 'counters', 'flags']) {
      removed += this.db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`).run(now).changes;
    }
    return removed;
  }

  /** Runs `fn` as one write transaction taken at once (no upgrade deadlock between processes). */
  private atomic<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /** The live record of a key; an expired one found on the way is deleted (swept on read). */
  private record(key: string, now: number): IdemRecord | undefined {
    const row = this.q.idemGet.get(key);
    if (!row) return undefined;
    if (row.expires_at > now) return JSON.parse(row.record) as IdemRecord;
    this.q.idemExpire.run(key, now);
    return undefined;
  }

  async cacheGet(key: string): Promise<CacheEntry | undefined> {
    return this.memory.cacheGet(key);
  }

  cacheGetLocal(key: string): CacheEntry | undefined {
    return this.memory.cacheGetLocal(key);
  }

  async cacheSet(
    key: string,
    entry: CacheEntry,
    tags: readonly string[],
    mark?: number,
  ): Promise<void> {
    return this.memory.cacheSet(key, entry, tags, mark);
  }

  async cacheDropTag(tag: string): Promise<void> {
    return this.memory.cacheDropTag(tag);
  }

  async cacheMark(): Promise<number> {
    return this.memory.cacheMark();
  }

  /** The cache is this process's own: nobody else drops its tags. */
  onRemoteDrop(): void {}

  async idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim> {
    return this.atomic(() => {
      const existing = this.record(key, now);
      if (existing) return { state: 'existing', record: existing };
      this.q.idemPut.run(key, JSON.stringify(record), now + ttlMs);
      return { state: 'new' };
    });
  }

  async idemGet(key: string, now: number): Promise<IdemRecord | undefined> {
    return this.record(key, now);
  }

  async idemUpdate(
    key: string,
    attempt: string,
    record: IdemRecord,
    ttlMs: number,
    now: number,
  ): Promise<boolean> {
    return this.atomic(() => {
      if (!heldBy(this.record(key, now), attempt)) return false;
      this.q.idemPut.run(key, JSON.stringify(record), now + ttlMs);
      return true;
    });
  }

  async idemRelease(key: string, attempt: string): Promise<void> {
    this.atomic(() => {
      if (heldBy(this.record(key, Number.NEGATIVE_INFINITY), attempt)) this.q.idemDelete.run(key);
    });
  }

  async lockAcquire(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    return this.atomic(() => {
      const holder = this.q.lockGet.get(key, now)?.owner;
      if (holder !== undefined && holder !== owner) return false;
      this.q.lockPut.run(key, owner, now + ttlMs);
      return true;
    });
  }

  async lockRenew(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    return this.atomic(() => {
      if (this.q.lockGet.get(key, now)?.owner !== owner) return false;
      this.q.lockPut.run(key, owner, now + ttlMs);
      return true;
    });
  }

  async lockRelease(key: string, owner: string): Promise<void> {
    this.q.lockDelete.run(key, owner);
  }

  async budgetTake(now: number, intervalMs: number, toleranceMs: number): Promise<number> {
    return this.atomic(() => {
      const tat = Math.max(this.q.tat.get()?.tat ?? 0, now);
      const wait = tat - toleranceMs - now;
      if (wait > 0) return wait;
      this.q.tatPut.run(tat + intervalMs);
      return 0;
    });
  }

  async budgetBlock(now: number, until: number, toleranceMs: number): Promise<void> {
    this.atomic(() => {
      const tat = this.q.tat.get()?.tat ?? 0;
      this.q.tatPut.run(Math.max(tat, until + toleranceMs, now + toleranceMs));
    });
  }

  async budgetBacklog(now: number): Promise<number> {
    return Math.max(0, (this.q.tat.get()?.tat ?? 0) - now);
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const window = Math.floor(now / windowMs);
    return this.q.hit.get(key, window, (window + 1) * windowMs)!.count;
  }

  async flagSet(key: string, ttlMs: number, now: number): Promise<void> {
    this.q.flagPut.run(key, now + ttlMs);
  }

  async flagAdd(key: string, ttlMs: number, now: number): Promise<boolean> {
    return this.atomic(() => {
      if (this.q.flagGet.get(key, now)) return false;
      this.q.flagPut.run(key, now + ttlMs);
      return true;
    });
  }

  async flagHas(key: string, now: number): Promise<boolean> {
    return this.q.flagGet.get(key, now) !== undefined;
  }

  async flagDelete(key: string): Promise<void> {
    this.q.flagDelete.run(key);
  }

  async swapUpstream(identity: string): Promise<string | undefined> {
    return this.atomic(() => {
      const previous = this.q.metaGet.get('upstream')?.value;
      this.q.metaPut.run('upstream', identity);
      return previous;
    });
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.db.open) this.db.close();
  }
}
