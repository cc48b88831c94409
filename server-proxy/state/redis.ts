/*
 * DESIGN: several proxy instances on one Redis (REDIS_URL).
 *
 * What the instances share, and how:
 * - The store's request budget is ONE GCRA: its theoretical arrival time is one Redis key, and
 *   every take is one Lua script (read, compare, book), so all instances together never go past
 *   the store's 60 / 3 per second. Times are the instances' clocks (keep them NTP-synced; the
 *   proxy's default burst of 56 leaves 4 calls, about 1.3 s, for skew).
 * - Idempotency records, redeem locks and the "reward already answered" claims are Redis keys
 *   changed only by compare-and-set scripts, so a retry on another instance sees the record the
 *   first attempt left and reconciles instead of redeeming twice. Abuse counters (INCR per
 *   window) and flags (seen webhook ids, fresh guest sessions) are shared the same way.
 * - Reads are cached in two levels. Each instance keeps the entries it used in memory (level 1:
 *   a hit costs no network at all); behind it Redis holds every entry with its tags (level 2:
 *   what one instance loaded, the others read instead of calling the upstream). Dropping a tag
 *   (an event, a write) is one script that deletes its entries in Redis, numbers the drop and
 *   PUBLISHes the tag; every instance drops it from its memory on the message. A load that began
 *   before a drop of one of its tags is not stored (the script compares the drop's number with
 *   the mark taken when the load began), so an outdated answer never comes back.
 * - When the subscription to the drops is lost (Redis restarted, a network cut), messages may
 *   have been missed: the instance empties its memory level once it is subscribed again.
 * - Refreshes are not duplicated across instances: a kept answer past its fresh window is
 *   refreshed by whichever instance takes its short lock (`refresh:<key>`, 5 s) first, and only
 *   if the shared budget has room then; the others keep answering the kept copy and look in
 *   Redis again (at most once a second per key) for the new one.
 *
 * When Redis is unreachable, commands fail at once (no offline queue): cached reads keep being
 * answered from the memory level, an uncached read or any write is refused with a 503 problem
 * (never a write without its idempotency record: no double redeem), and the client reconnects by
 * itself; nothing needs a restart. For the idempotency guarantee to survive a crash of Redis
 * itself, run it with persistence (`appendonly yes`, `appendfsync always`; see the README).
 */
import { Redis, type RedisOptions } from 'ioredis';
import { ApiError } from '../../src/api/index.js';
import { MemoryStore } from './memory.js';
import * as lua from './redis-scripts.js';
import type { CacheEntry, DropCause, IdemClaim, IdemRecord, ProxyStore } from './store.js';

/** Options of the Redis store. */
export interface RedisStoreOptions {
  /** Prefix of every key and of the drop channel (several stores may share one Redis). */
  prefix?: string;
  /** Time of the memory level's freshness checks (default `Date.now`). */
  now?: () => number;
  /** Longest wait for one command before it counts as failed (ms). Default 2000. */
  commandTimeoutMs?: number;
  /** Entries kept in each instance's memory level. Default 50 000. */
  memoryEntries?: number;
  /** Entries one tag may hold in Redis; past it, those closest to their end go. Default 10 000. */
  tagEntries?: number;
  /** Called on connection changes and failures (logging). */
  onEvent?: (event: { kind: 'up' | 'down' | 'resubscribed' | 'error'; detail?: string }) => void;
}

/** Before a tag on the drop channel: the drop was an event's (tags never hold this character). */
const EVENT_DROP = '\u0001';
/** How long a drop's number is kept: longer than any load may take. */
const DROP_MARK_MS = 10 * 60_000;
/**
 * Added to every Redis TTL (PX) of a record whose expiry the scripts compare themselves: the TTL
 * only cleans up, so it must never end a record before its own time does (instances' clocks
 * differ a little, and a caller's `now` may be a moment old).
 */
const CLEANUP_SLACK_MS = 60_000;
/**
 * A kept entry past its fresh window is looked up in Redis again (for another instance's
 * refresh) at most this often per key; meanwhile the memory level answers. Drops still reach
 * the memory level at once (published), so this only delays seeing a newer value.
 */
const RECHECK_MS = 1_000;
/** A mark meaning "store whatever was dropped": direct puts, not loads. */
const NO_MARK = 9e15;

interface Script {
  lua: string;
  sha?: string;
}

/** What an unreachable Redis turns into: a 503 that says nothing was done. */
function unavailable(): ApiError {
  return ApiError.of(
    'upstream_unavailable',
    "the proxy's shared state (Redis) is unreachable; nothing was written, try again shortly",
    { retryAfter: 2 },
  );
}

/** The shared store of several proxy instances (see DESIGN above). */
export class RedisStore implements ProxyStore {
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly memory: MemoryStore;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly now: () => number;
  private readonly tagEntries: number;
  private readonly listeners: ((tag: string, cause: DropCause) => void)[] = [];
  private readonly scripts = new Map<string, Script>();
  /** Drops heard on the channel, numbered, so that a racing fill of the memory level is skipped. */
  private heard = 0;
  private readonly heardTags = new Map<string, number>();
  /** When a stale memory entry was last looked up in Redis, per key (see `RECHECK_MS`). */
  private readonly rechecked = new Map<string, number>();
  private wasSubscribed = false;
  private subscribed = false;
  private closed = false;

  /** Connects (in the background); `ready()` resolves once commands can run. */
  constructor(url: string, options: RedisStoreOptions = {}) {
    this.prefix = options.prefix ?? 'lk:';
    this.channel = `${this.prefix}drops`;
    this.now = options.now ?? Date.now;
    this.tagEntries = options.tagEntries ?? 10_000;
    this.memory = new MemoryStore(options.memoryEntries);
    const emit = options.onEvent ?? (() => {});
    const common: RedisOptions = {
      // Reconnect forever, at most a second apart: the proxy recovers on its own.
      retryStrategy: (times) => Math.min(100 * times, 1000),
      connectTimeout: 2000,
      lazyConnect: false,
    };
    this.redis = new Redis(url, {
      ...common,
      // Fail at once while disconnected instead of queueing: a write must not wait for Redis
      // and then run without it, and a read has its memory level to answer from.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 2000,
    });
    // Subscribed by hand on every connect (ioredis's own resubscribe leaves a promise unhandled
    // when the connection drops again before the reply).
    this.subscriber = new Redis(url, { ...common, autoResubscribe: false });
    this.redis.on('ready', () => emit({ kind: 'up' }));
    this.redis.on('end', () => emit({ kind: 'down' }));
    this.redis.on('error', (error: Error) => emit({ kind: 'error', detail: error.message }));
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (_channel: string, message: string) => {
      // An event's drop is published with a mark before its tag (see `cacheDropTag`).
      const event = message.startsWith(EVENT_DROP);
      this.heardDrop(event ? message.slice(EVENT_DROP.length) : message, event ? 'event' : 'write');
    });
    this.subscriber.on('ready', () => {
      this.subscribed = false;
      this.subscriber.subscribe(this.channel).then(
        () => {
          if (this.wasSubscribed) {
            // Drops published while we were away were not heard: forget the memory level.
            this.memory.cacheClear();
            emit({ kind: 'resubscribed' });
          }
          this.wasSubscribed = this.subscribed = true;
        },
        () => undefined,
      );
    });
  }

  /** Resolves once both connections are up and subscribed; rejects after `timeoutMs`. */
  async ready(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.redis.status !== 'ready' || !this.subscribed) {
      if (Date.now() > deadline) throw new Error(`Redis not reachable within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Whether commands can run now (for /healthz). */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  private heardDrop(tag: string, cause: DropCause): void {
    this.heard += 1;
    this.heardTags.delete(tag);
    this.heardTags.set(tag, this.heard);
    if (this.heardTags.size > 10_000) {
      const oldest = this.heardTags.keys().next().value!;
      this.heardTags.delete(oldest);
    }
    void this.memory.cacheDropTag(tag);
    for (const listener of this.listeners) listener(tag, cause);
  }

  private heardSince(tags: readonly string[], mark: number): boolean {
    return tags.some((t) => (this.heardTags.get(t) ?? 0) > mark);
  }

  /** Runs a script by its SHA, loading it on first use and again after a Redis restart. */
  private async run(script: string, keys: string[], args: (string | number)[]): Promise<unknown> {
    let s = this.scripts.get(script);
    if (!s) this.scripts.set(script, (s = { lua: script }));
    try {
      if (s.sha) {
        try {
          return await this.redis.evalsha(s.sha, keys.length, ...keys, ...args);
        } catch (error) {
          if (!String(error).includes('NOSCRIPT')) throw error;
        }
      }
      s.sha = (await this.redis.script('LOAD', s.lua)) as string;
      return await this.redis.evalsha(s.sha, keys.length, ...keys, ...args);
    } catch (error) {
      throw this.failure(error);
    }
  }

  private failure(error: unknown): Error {
    if (error instanceof ApiError) return error;
    // A script error is a bug, not an outage: let it be seen as one.
    if (String(error).includes('ERR') && this.redis.status === 'ready') return error as Error;
    return unavailable();
  }

  private async command<T>(fn: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      return await fn(this.redis);
    } catch (error) {
      throw this.failure(error);
    }
  }

  private k(kind: string, key: string): string {
    return `${this.prefix}${kind}:${key}`;
  }

  // --- cache: memory level in front of Redis -------------------------------------------------

  /** The memory level's entry: a fresh one is what `cacheGet` answers too. */
  cacheGetLocal(key: string): CacheEntry | undefined {
    return this.memory.cacheGetLocal(key);
  }

  async cacheGet(key: string): Promise<CacheEntry | undefined> {
    const local = await this.memory.cacheGet(key);
    const now = this.now();
    if (local && now < local.freshUntil) return local;
    if (local && (this.rechecked.get(key) ?? -Infinity) > now - RECHECK_MS) return local;
    this.rechecked.delete(key);
    this.rechecked.set(key, now);
    if (this.rechecked.size > 10_000) this.rechecked.delete(this.rechecked.keys().next().value!);
    const mark = this.heard;
    let raw: string | null;
    try {
      raw = await this.redis.get(this.k('c', key));
    } catch {
      return local; // Redis away: what this instance has is the best answer there is.
    }
    if (raw === null) return local;
    const { entry, tags } = JSON.parse(raw) as { entry: CacheEntry; tags: string[] };
    if (local && local.freshUntil >= entry.freshUntil) return local;
    if (!this.heardSince(tags, mark)) await this.memory.cacheSet(key, entry, tags);
    return entry;
  }

  async cacheMark(): Promise<number> {
    try {
      return Number((await this.redis.get(this.k('n', 'drops'))) ?? 0);
    } catch {
      return -1; // Unknown: a set with this mark still goes to memory only if Redis is back.
    }
  }

  async cacheSet(
    key: string,
    entry: CacheEntry,
    tags: readonly string[],
    mark = NO_MARK,
  ): Promise<void> {
    const heard = this.heard;
    const ttl = Math.max(1, Math.ceil(entry.expiresAt - this.now()));
    let stored: unknown;
    try {
      stored = await this.run(
        lua.CACHE_SET,
        [this.k('c', key)],
        [
          mark < 0 ? -1 : mark,
          JSON.stringify({ entry, tags }),
          ttl,
          `${this.prefix}d:`,
          `${this.prefix}tz:`,
          this.now(),
          this.tagEntries,
          ...tags,
        ],
      );
    } catch {
      // Redis away: this instance keeps the answer alone; it forgets it when Redis is back.
      stored = 1;
    }
    if (stored === 1 && !this.heardSince(tags, heard)) await this.memory.cacheSet(key, entry, tags);
  }

  async cacheDropTag(tag: string, cause: DropCause = 'write'): Promise<void> {
    await this.memory.cacheDropTag(tag);
    await this.run(
      lua.CACHE_DROP,
      [this.k('tz', tag), this.k('n', 'drops'), this.k('d', tag)],
      [this.channel, DROP_MARK_MS, cause === 'event' ? EVENT_DROP + tag : tag],
    );
  }

  onRemoteDrop(listener: (tag: string, cause: DropCause) => void): void {
    this.listeners.push(listener);
  }

  // --- idempotency records ------------------------------------------------------------------

  private recordArgs(record: IdemRecord): string[] {
    return [record.state, record.state === 'pending' ? record.attempt : '', JSON.stringify(record)];
  }

  async idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim> {
    const existing = await this.run(
      lua.IDEM_CLAIM,
      [this.k('i', key)],
      [now, now + ttlMs, ttlMs + CLEANUP_SLACK_MS, ...this.recordArgs(record)],
    );
    if (typeof existing === 'string')
      return { state: 'existing', record: JSON.parse(existing) as IdemRecord };
    return { state: 'new' };
  }

  async idemGet(key: string, now: number): Promise<IdemRecord | undefined> {
    const [e, json] = await this.command((r) => r.hmget(this.k('i', key), 'e', 'json'));
    if (!e || !json || Number(e) <= now) return undefined;
    return JSON.parse(json) as IdemRecord;
  }

  async idemUpdate(
    key: string,
    attempt: string,
    record: IdemRecord,
    ttlMs: number,
    now: number,
  ): Promise<boolean> {
    const done = await this.run(
      lua.IDEM_UPDATE,
      [this.k('i', key)],
      [now, attempt, now + ttlMs, ttlMs + CLEANUP_SLACK_MS, ...this.recordArgs(record)],
    );
    return done === 1;
  }

  async idemRelease(key: string, attempt: string): Promise<void> {
    await this.run(lua.IDEM_RELEASE, [this.k('i', key)], [attempt]);
  }

  // --- locks ------------------------------------------------------------------------------------

  async lockAcquire(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    return (
      (await this.run(
        lua.LOCK_ACQUIRE,
        [this.k('l', key)],
        [owner, now, ttlMs, CLEANUP_SLACK_MS],
      )) === 1
    );
  }

  async lockRenew(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    return (
      (await this.run(
        lua.LOCK_RENEW,
        [this.k('l', key)],
        [owner, now, ttlMs, CLEANUP_SLACK_MS],
      )) === 1
    );
  }

  async lockRelease(key: string, owner: string): Promise<void> {
    await this.run(lua.LOCK_RELEASE, [this.k('l', key)], [owner]);
  }

  // --- the shared budget -------------------------------------------------------------------------

  async budgetTake(now: number, intervalMs: number, toleranceMs: number): Promise<number> {
    const wait = await this.run(
      lua.BUDGET_TAKE,
      [this.k('b', 'tat')],
      [now, intervalMs, toleranceMs],
    );
    return Number(wait);
  }

  async budgetBlock(now: number, until: number, toleranceMs: number): Promise<void> {
    await this.run(lua.BUDGET_BLOCK, [this.k('b', 'tat')], [now, until, toleranceMs]);
  }

  async budgetBacklog(now: number): Promise<number> {
    const tat = await this.command((redis) => redis.get(this.k('b', 'tat')));
    return Math.max(0, Number(tat ?? 0) - now);
  }

  // --- counters and flags ----------------------------------------------------------------------

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const window = Math.floor(now / windowMs);
    return Number(
      await this.run(lua.HIT, [this.k('h', `${key}:${window}`)], [windowMs + CLEANUP_SLACK_MS]),
    );
  }

  async flagSet(key: string, ttlMs: number, now: number): Promise<void> {
    await this.command((r) =>
      r.set(this.k('f', key), String(now + ttlMs), 'PX', ttlMs + CLEANUP_SLACK_MS),
    );
  }

  async flagAdd(key: string, ttlMs: number, now: number): Promise<boolean> {
    return (await this.run(lua.FLAG_ADD, [this.k('f', key)], [now, now + ttlMs, ttlMs])) === 1;
  }

  async flagHas(key: string, now: number): Promise<boolean> {
    const until = await this.command((r) => r.get(this.k('f', key)));
    return until !== null && Number(until) > now;
  }

  async flagDelete(key: string): Promise<void> {
    await this.command((r) => r.del(this.k('f', key)));
  }

  async swapUpstream(identity: string): Promise<string | undefined> {
    const previous = await this.command((r) => r.getset(`${this.prefix}upstream`, identity));
    return previous ?? undefined;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.redis.disconnect();
    this.subscriber.disconnect();
  }
}
