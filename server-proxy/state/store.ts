/**
 * Everything the proxy remembers between requests sits behind this one small interface, so that
 * several instances can later share it through Redis. Every method is async for that reason.
 */
export interface ProxyStore {
  /** A cached value, or undefined. */
  cacheGet(key: string): Promise<CacheEntry | undefined>;
  /** Stores a value until `expiresAt` (ms), filed under the given tags for invalidation. */
  cacheSet(key: string, entry: CacheEntry, tags: readonly string[]): Promise<void>;
  /** Drops every entry filed under a tag. */
  cacheDropTag(tag: string): Promise<void>;

  /**
   * Claims an idempotency key: `new` when unseen (the caller must then `idemComplete` or
   * `idemRelease`), else the record already there.
   */
  idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim>;
  /** Replaces the record of a claimed key. */
  idemComplete(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<void>;
  /** Forgets a claimed key (the attempt failed with an unknown outcome and may be repeated). */
  idemRelease(key: string): Promise<void>;

  /**
   * GCRA step of the shared request budget: when a call may go now, books it and answers 0;
   * otherwise answers how many ms to wait. `intervalMs` per call, `toleranceMs` of burst.
   */
  budgetTake(now: number, intervalMs: number, toleranceMs: number): Promise<number>;
  /** Marks the budget as spent until `until` (ms): an upstream 429 slows the whole store. */
  budgetBlock(now: number, until: number, toleranceMs: number): Promise<void>;

  /** Counts a hit in a fixed window; answers the count in the current window. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** A short flag with expiry (fresh guest sessions, attached sessions, seen webhook ids). */
  flagSet(key: string, ttlMs: number, now: number): Promise<void>;
  flagHas(key: string, now: number): Promise<boolean>;
  flagDelete(key: string): Promise<void>;
}

/** A cached answer with its freshness windows (ms since epoch). */
export interface CacheEntry {
  value: unknown;
  /** Served without a refresh until then. */
  freshUntil: number;
  /** Served while revalidating until then. */
  staleUntil: number;
  /** Served when the upstream fails until then; the entry is dropped after it. */
  expiresAt: number;
}

/** What an idempotency key holds. */
export type IdemRecord =
  | { state: 'pending'; fingerprint: string; owner: string; data?: unknown }
  | {
      state: 'done';
      fingerprint: string;
      owner: string;
      status: number;
      body: unknown;
      contentType: string;
    };

export type IdemClaim = { state: 'new' } | { state: 'existing'; record: IdemRecord };
