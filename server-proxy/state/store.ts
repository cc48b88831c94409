/**
 * Everything the proxy remembers between requests sits behind this one small interface: memory
 * (unit tests), SQLite (the durable default) and Redis for several instances. Every
 * method is async for Redis, and every method that decides something (a claim, a compare-and-
 * set, a lock) is ONE atomic step of the store, never a read followed by a write in the caller:
 * on Redis each is one command or one Lua script (noted per method).
 */
/**
 * Why entries were dropped: a `write` through a proxy (its writer reads next and must see it) or
 * an `event` from the API (a change nobody here waits to see: the answer before it may still
 * serve while the budget is tight).
 */
export type DropCause = 'write' | 'event';

export interface ProxyStore {
  /**
   * Whether the shared state can be reached now (a store on another machine: Redis). Absent for
   * a store in this process (memory, SQLite), which is always there.
   */
  readonly connected?: boolean;
  /** A cached value, or undefined. (GET) */
  cacheGet(key: string): Promise<CacheEntry | undefined>;
  /**
   * The entry this instance keeps in its own memory, if any, synchronously: what `cacheGet`
   * answers without a round trip when the entry is fresh. Absent: every read takes `cacheGet`.
   */
  cacheGetLocal?(key: string): CacheEntry | undefined;
  /**
   * Stores a value until `expiresAt` (ms), filed under the given tags for invalidation. Given a
   * `mark` (`cacheMark` taken when the load began), stores nothing when one of the tags was
   * dropped since: a load racing a drop never puts back what the drop removed. (a script)
   */
  cacheSet(key: string, entry: CacheEntry, tags: readonly string[], mark?: number): Promise<void>;
  /**
   * Drops every entry filed under a tag, for every instance. (SMEMBERS + DEL + PUBLISH) `cause`
   * (default `write`) goes with the drop to the other instances.
   */
  cacheDropTag(tag: string, cause?: DropCause): Promise<void>;
  /** A mark of the drops so far, for `cacheSet`. (GET of the drop counter) */
  cacheMark(): Promise<number>;
  /** Calls `listener` with every tag another instance drops (never, with one instance). */
  onRemoteDrop(listener: (tag: string, cause: DropCause) => void): void;

  /**
   * Claims an idempotency key: `new` when unseen or expired (the record is stored), else the
   * record already there. (SET NX PX, GET on failure, in one script)
   */
  idemClaim(key: string, record: IdemRecord, ttlMs: number, now: number): Promise<IdemClaim>;
  /** The record of a key, if any and not expired. (GET) */
  idemGet(key: string, now: number): Promise<IdemRecord | undefined>;
  /**
   * Replaces the record of a key only while it is `pending` with the given `attempt` (compare
   * and set): the attempt that owns a key renews its lease, saves reconciliation data and
   * settles it; a retry takes over a dead attempt's key. Answers whether it replaced.
   * (a script comparing the stored attempt)
   */
  idemUpdate(
    key: string,
    attempt: string,
    record: IdemRecord,
    ttlMs: number,
    now: number,
  ): Promise<boolean>;
  /** Forgets a key while it is `pending` with `attempt` (the outcome is unknown, may repeat). */
  idemRelease(key: string, attempt: string): Promise<void>;

  /**
   * Takes a lock for `owner` when it is free or its holder's time ran out; answers whether
   * `owner` now holds it. (SET NX PX)
   */
  lockAcquire(key: string, owner: string, ttlMs: number, now: number): Promise<boolean>;
  /** Extends a lock `owner` still holds; false when it was lost. (compare and PEXPIRE) */
  lockRenew(key: string, owner: string, ttlMs: number, now: number): Promise<boolean>;
  /** Frees a lock if `owner` holds it; never frees another owner's. (compare and DEL) */
  lockRelease(key: string, owner: string): Promise<void>;

  /**
   * GCRA step of the shared request budget: when a call may go now, books it and answers 0;
   * otherwise answers how many ms to wait. `intervalMs` per call, `toleranceMs` of burst.
   */
  budgetTake(now: number, intervalMs: number, toleranceMs: number): Promise<number>;
  /** Marks the budget as spent until `until` (ms): an upstream 429 slows the whole store. */
  budgetBlock(now: number, until: number, toleranceMs: number): Promise<void>;
  /**
   * How far ahead of `now` the budget is booked (ms; 0 when the bucket is empty), read without
   * booking anything: the metrics' free budget. Absent: not reported. (GET)
   */
  budgetBacklog?(now: number): Promise<number>;

  /** Counts a hit in a fixed window; answers the count in the current window. (INCR, PEXPIRE) */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** A short flag with expiry (fresh guest sessions, attached sessions). */
  flagSet(key: string, ttlMs: number, now: number): Promise<void>;
  /**
   * Sets a flag only when it is not set; answers whether this call set it (seen webhook ids,
   * rewards already answered). (SET NX PX)
   */
  flagAdd(key: string, ttlMs: number, now: number): Promise<boolean>;
  flagHas(key: string, now: number): Promise<boolean>;
  flagDelete(key: string): Promise<void>;

  /**
   * Records which upstream this state describes (`upstreamIdentity`: base URL, client id, shop)
   * and answers the identity it described before, if any: a state file or Redis prefix that
   * outlived its upstream says so at start-up. (GETSET)
   */
  swapUpstream(identity: string): Promise<string | undefined>;

  /** Frees what the store holds open (files, timers, connections). */
  close(): void;
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

/**
 * What an idempotency key holds. A `pending` record belongs to one attempt, alive while its
 * lease is renewed; `data` is what a retry needs to find out what a dead attempt did.
 */
export type IdemRecord =
  | {
      state: 'pending';
      fingerprint: string;
      owner: string;
      attempt: string;
      leaseUntil: number;
      data?: unknown;
    }
  | {
      state: 'done';
      fingerprint: string;
      owner: string;
      status: number;
      body: unknown;
      contentType: string;
    };

/** The answer of `idemClaim`. */
export type IdemClaim = { state: 'new' } | { state: 'existing'; record: IdemRecord };

/** Whether a record is the pending one of `attempt` (the compare of `idemUpdate`). */
export function heldBy(record: IdemRecord | undefined, attempt: string): boolean {
  return record?.state === 'pending' && record.attempt === attempt;
}
