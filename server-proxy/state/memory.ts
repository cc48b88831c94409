import type { CacheEntry, IdemClaim, IdemRecord, ProxyStore } from './store.js';

interface Timed<T> {
  value: T;
  expiresAt: number;
}

/** In-memory store for one process. Expired entries are swept lazily and on a size bound. */
export class MemoryStore implements ProxyStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly tags = new Map<string, Set<string>>();
  private readonly idem = new Map<string, Timed<IdemRecord>>();
  private readonly counters = new Map<string, { window: number; count: number }>();
  private readonly flags = new Map<string, number>();
  private tat = 0;

  /** `maxEntries` bounds the cache; the oldest entries go first. */
  constructor(private readonly maxEntries = 50_000) {}

  async cacheGet(key: string): Promise<CacheEntry | undefined> {
    return this.cache.get(key);
  }

  async cacheSet(key: string, entry: CacheEntry, tags: readonly string[]): Promise<void> {
    this.cache.delete(key);
    this.cache.set(key, entry);
    for (const tag of tags) {
      let keys = this.tags.get(tag);
      if (!keys) this.tags.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.cache.size > this.maxEntries) this.sweep(entry.freshUntil);
  }

  async cacheDropTag(tag: string): Promise<void> {
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

  async idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim> {
    const existing = this.idem.get(key);
    if (existing && existing.expiresAt > now) return { state: 'existing', record: existing.value };
    this.idem.set(key, { value: record, expiresAt: now + ttlMs });
    if (this.idem.size > this.maxEntries) {
      for (const [k, v] of this.idem) if (v.expiresAt <= now) this.idem.delete(k);
    }
    return { state: 'new' };
  }

  async idemComplete(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<void> {
    this.idem.set(key, { value: record, expiresAt: now + ttlMs });
  }

  async idemRelease(key: string): Promise<void> {
    this.idem.delete(key);
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

  async flagHas(key: string, now: number): Promise<boolean> {
    const until = this.flags.get(key);
    return until !== undefined && until > now;
  }

  async flagDelete(key: string): Promise<void> {
    this.flags.delete(key);
  }
}
