import {
  type CacheEntry,
  heldBy,
  type IdemClaim,
  type IdemRecord,
  type ProxyStore,
} from './store.js';

interface Timed<T> {
  value: T;
  expiresAt: number;
}

/**
 * In-memory store for one process (unit tests, and the read cache of the SQLite store).
 * Expired entries are swept lazily and on a size bound.
 */
export class MemoryStore implements ProxyStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly tags = new Map<string, Set<string>>();
  private readonly idem = new Map<string, Timed<IdemRecord>>();
  private readonly locks = new Map<string, Timed<string>>();
  private readonly counters = new Map<string, { window: number; count: number }>();
  private readonly flags = new Map<string, number>();
  private tat = 0;
  private upstream: string | undefined;
  /** Drops are numbered; each recently dropped tag maps to its last drop's number. */
  private drops = 0;
  private readonly dropped = new Map<string, number>();
  /** Drops up to this number are no longer remembered by tag (the map is bounded). */
  private forgotten = 0;

  /** `maxEntries` bounds each map; the oldest entries go first. */
  constructor(private readonly maxEntries = 50_000) {}

  async cacheGet(key: string): Promise<CacheEntry | undefined> {
    return this.cache.get(key);
  }

  cacheGetLocal(key: string): CacheEntry | undefined {
    return this.cache.get(key);
  }

  async cacheSet(
    key: string,
    entry: CacheEntry,
    tags: readonly string[],
    mark?: number,
  ): Promise<void> {
    if (mark !== undefined && this.droppedSince(tags, mark)) return;
    this.cache.delete(key);
    this.cache.set(key, entry);
    for (const tag of tags) {
      let keys = this.tags.get(tag);
      if (!keys) this.tags.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.cache.size > this.maxEntries) this.sweep(entry.freshUntil);
  }

  async cacheMark(): Promise<number> {
    return this.drops;
  }

  /** Alone in its process, nobody else drops tags. */
  onRemoteDrop(): void {}

  /** Forgets every cached entry (a cache that may have missed drops). */
  cacheClear(): void {
    this.cache.clear();
    this.tags.clear();
  }

  private droppedSince(tags: readonly string[], mark: number): boolean {
    if (mark < this.forgotten) return true;
    return tags.some((t) => (this.dropped.get(t) ?? 0) > mark);
  }

  async cacheDropTag(tag: string): Promise<void> {
    this.drops += 1;
    this.dropped.delete(tag);
    this.dropped.set(tag, this.drops);
    if (this.dropped.size > this.maxEntries) {
      const [oldest, number] = this.dropped.entries().next().value!;
      this.dropped.delete(oldest);
      this.forgotten = number;
    }
    const keys = this.tags.get(tag);
    if (!keys) return;
    for (const key of keys) this.cache.delete(key);
    this.tags.delete(tag);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.cache) {
      if (entry.expiresAt <= now || this.cache.size > this.maxEntries * 0.9) this.cache.delete(key);
      else break;
    }
    for (const [tag, keys] of this.tags) {
      for (const key of keys) if (!this.cache.has(key)) keys.delete(key);
      if (keys.size === 0) this.tags.delete(tag);
    }
  }

  private live<T>(map: Map<string, Timed<T>>, key: string, now: number): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    map.delete(key);
    return undefined;
  }

  private bound<T>(map: Map<string, Timed<T>>, now: number): void {
    if (map.size <= this.maxEntries) return;
    for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
  }

  async idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim> {
    const existing = this.live(this.idem, key, now);
    if (existing) return { state: 'existing', record: existing };
    this.idem.set(key, { value: record, expiresAt: now + ttlMs });
    this.bound(this.idem, now);
    return { state: 'new' };
  }

  async idemGet(key: string, now: number): Promise<IdemRecord | undefined> {
    return this.live(this.idem, key, now);
  }

  async idemUpdate(
    key: string,
    attempt: string,
    record: IdemRecord,
    ttlMs: number,
    now: number,
  ): Promise<boolean> {
    if (!heldBy(this.live(this.idem, key, now), attempt)) return false;
    this.idem.set(key, { value: record, expiresAt: now + ttlMs });
    return true;
  }

  async idemRelease(key: string, attempt: string): Promise<void> {
    if (heldBy(this.idem.get(key)?.value, attempt)) this.idem.delete(key);
  }

  async lockAcquire(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    const holder = this.live(this.locks, key, now);
    if (holder !== undefined && holder !== owner) return false;
    this.locks.set(key, { value: owner, expiresAt: now + ttlMs });
    this.bound(this.locks, now);
    return true;
  }

  async lockRenew(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    if (this.live(this.locks, key, now) !== owner) return false;
    this.locks.set(key, { value: owner, expiresAt: now + ttlMs });
    return true;
  }

  async lockRelease(key: string, owner: string): Promise<void> {
    if (this.locks.get(key)?.value === owner) this.locks.delete(key);
  }

  async budgetTake(now: number, intervalMs: number, toleranceMs: number): Promise<number> {
    const tat = Math.max(this.tat, now);
    const wait = tat - toleranceMs - now;
    if (wait > 0) return wait;
    this.tat = tat + intervalMs;
    return 0;
  }

  async budgetBlock(now: number, until: number, toleranceMs: number): Promise<void> {
    // The bucket counts as full until `until`: nothing conforms before then.
    this.tat = Math.max(this.tat, until + toleranceMs, now + toleranceMs);
  }

  async budgetBacklog(now: number): Promise<number> {
    return Math.max(0, this.tat - now);
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const window = Math.floor(now / windowMs);
    const counter = this.counters.get(key);
    if (!counter || counter.window !== window) {
      if (this.counters.size > this.maxEntries) this.counters.clear();
      this.counters.set(key, { window, count: 1 });
      return 1;
    }
    counter.count += 1;
    return counter.count;
  }

  async flagSet(key: string, ttlMs: number, now: number): Promise<void> {
    if (this.flags.size > this.maxEntries) {
      for (const [k, until] of this.flags) if (until <= now) this.flags.delete(k);
    }
    this.flags.set(key, now + ttlMs);
  }

  async flagAdd(key: string, ttlMs: number, now: number): Promise<boolean> {
    // One step, with no await between the check and the set: of two calls at once, one adds.
    const until = this.flags.get(key);
    if (until !== undefined && until > now) return false;
    void this.flagSet(key, ttlMs, now);
    return true;
  }

  async flagHas(key: string, now: number): Promise<boolean> {
    const until = this.flags.get(key);
    return until !== undefined && until > now;
  }

  async flagDelete(key: string): Promise<void> {
    this.flags.delete(key);
  }

  async swapUpstream(identity: string): Promise<string | undefined> {
    const previous = this.upstream;
    this.upstream = identity;
    return previous;
  }

  close(): void {}
}
