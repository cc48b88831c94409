import { randomUUID } from 'node:crypto';
import { ApiError } from '../src/api/index.js';
import type { Clock } from './clock.js';
import type { CacheEntry, DropCause, ProxyStore } from './state/store.js';
import type { Ticket } from './upstream/scheduler.js';

/** How long a read stays fresh, stale-while-revalidate, and stale-if-error (ms). */
export interface Freshness {
  freshMs: number;
  staleMs: number;
  errorMs: number;
}

/** Shared data (rules, tiers, reviews, ratings, galleries): changes rarely, read by everyone. */
export const SHARED: Freshness = { freshMs: 60_000, staleMs: 10 * 60_000, errorMs: 24 * 3_600_000 };
/** Reviews and questions: events refresh them, so a short fresh window is enough. */
export const SHARED_UGC: Freshness = {
  freshMs: 30_000,
  staleMs: 10 * 60_000,
  errorMs: 24 * 3_600_000,
};
/**
 * Reviews, questions and ratings while the API's events reach the proxy: every change to them
 * comes as an event (`v1/review/*`, `v1/question/*`, `v1/answer/*`) or is a write through the
 * proxy, and either drops the entries it touches; the windows are only a safety net against a
 * missed event (see `SharedCache.eventFed` in policy/rule.ts).
 */
export const SHARED_EVENT_FED: Freshness = {
  freshMs: 15 * 60_000,
  staleMs: 45 * 60_000,
  errorMs: 24 * 3_600_000,
};
/**
 * The customer read model: a shopper's own data that the API's events keep current (balance,
 * tier, rewards, wishlist items; see `readModel` in policy/rule.ts). Kept until an event or a
 * write through the proxy drops it, so a returning shopper costs no upstream call per page; the
 * windows are only a safety net against a missed event.
 */
export const EVENT_FED: Freshness = {
  freshMs: 15 * 60_000,
  staleMs: 45 * 60_000,
  errorMs: 6 * 3_600_000,
};
/** A shopper's own data: brief, dropped on their writes and events. */
export const PERSONAL: Freshness = { freshMs: 20_000, staleMs: 20_000, errorMs: 10 * 60_000 };

/**
 * How long the proxy keeps an answer: `live` while the API's events reach it (they drop what
 * changes), `otherwise` when they do not.
 */
export interface Kept {
  live: Freshness;
  otherwise: Freshness;
}

/** The customer read model: kept `EVENT_FED` while the events arrive, `PERSONAL` otherwise. */
export const READ_MODEL_KEPT: Kept = { live: EVENT_FED, otherwise: PERSONAL };

/** The freshness that holds now, by whether the events reach the proxy. */
export const keptNow = (kept: Kept, live: boolean): Freshness =>
  live ? kept.live : kept.otherwise;

/**
 * Whether a failure is the upstream's or a "not now" (serve a kept answer) rather than an
 * answer (pass it on): a 5xx, a 429 (the caller's reads at once, the budget), anything thrown.
 */
export function isUpstreamFailure(error: unknown): boolean {
  return error instanceof ApiError ? error.status >= 500 || error.status === 429 : true;
}

/**
 * How a load is asked for: `wait` for a reader who has nothing to be answered with (it queues
 * for the budget), `refresh` in the background behind a kept answer (it goes only if the budget
 * has room now, else it is dropped; see `CallOptions.ifRoom`).
 */
export type LoadMode = 'wait' | 'refresh';

/**
 * What a load gives its upstream call: the load's worth in the budget's read queue, one per
 * reader waiting for it (each identical read coalesced into it adds one while it waits).
 */
export type LoadTicket = Ticket & { worth: number };

/** A load function: `mode` says how it is asked for, `ticket` what it is worth while it waits. */
export type Load<T> = (mode: LoadMode, ticket: LoadTicket) => Promise<T>;

/**
 * Whose answer an entry is: `shared` (the same for every visitor: any kept copy answers at once
 * and the refresh runs behind it) or `personal` (one shopper's: a copy past its stale window
 * answers only while the budget is tight or the upstream fails).
 */
export type Audience = 'shared' | 'personal';

/** How long one instance holds the right to refresh a key (the other instances serve meanwhile). */
export const REFRESH_LOCK_MS = 5_000;
/** A key whose refresh was tried (or dropped) is not tried again on this instance sooner. */
export const REFRESH_RETRY_MS = 1_000;

/** Options of the read cache. */
export interface ReadCacheOptions {
  /** Whether the budget is tight now: then any kept answer is served rather than a queue. */
  tight?: () => boolean;
  /** How many dropped tags are remembered by name (default `DROPPED_TAGS_KEPT`). */
  droppedTagsKept?: number;
}

/** How many recently dropped tags the cache remembers by name (see `droppedSince`). */
export const DROPPED_TAGS_KEPT = 10_000;
/** How many shared answers this instance remembers past an event's drop (see `priorAnswer`). */
export const PRIOR_ANSWERS_KEPT = 2_000;

/**
 * Read-through cache over the store: fresh entries answer at once, stale ones answer while one
 * refresh runs, identical loads in flight are coalesced, and when the upstream fails an entry
 * still within its error window answers instead. A tag dropped during a load keeps the (now
 * outdated) result out of the cache.
 */
export class ReadCache {
  private readonly inflight = new Map<string, { promise: Promise<unknown>; ticket: LoadTicket }>();
  /** Drops are numbered; each recently dropped tag maps to the number of its last drop. */
  private drops = 0;
  private readonly dropped = new Map<string, number>();
  /** The same for drops by writes alone (a write's drop is also in `dropped`). */
  private readonly droppedByWrite = new Map<string, number>();
  /** Drops up to this number are forgotten by name (the maps are bounded). */
  private forgotten = 0;
  /**
   * Shared answers this instance read or loaded lately (bounded, oldest first), each with the
   * drop mark taken before it was read: after an event drops one, it may still answer while the
   * budget is tight (`read`), never after a write's drop.
   */
  private readonly prior = new Map<
    string,
    { value: unknown; tags: readonly string[]; mark: number; at: number }
  >();
  readonly stats = {
    hits: 0,
    stale: 0,
    misses: 0,
    servedOnError: 0,
    coalesced: 0,
    keptWhileTight: 0,
    /** Shared reads answered with the answer before an event's drop while the budget was tight. */
    priorWhileTight: 0,
    /** Refreshes behind a kept answer that stored a new one. */
    refreshed: 0,
    /** Refreshes left to another instance that holds the key's refresh lock. */
    refreshElsewhere: 0,
  };
  /** Facts read from the store, each with the drop mark taken before it was read. */
  private readonly facts = new Map<string, number>();
  /** When each key's refresh was last tried here (bounded, oldest first). */
  private readonly tried = new Map<string, number>();
  /** This instance, as the owner of refresh locks. */
  private readonly owner = randomUUID();
  private readonly droppedTagsKept: number;
  /** Whether the budget is tight now (see `ReadCacheOptions.tight`). */
  readonly tight: () => boolean;

  constructor(
    private readonly store: ProxyStore,
    private readonly clock: Clock,
    options: ReadCacheOptions = {},
  ) {
    this.droppedTagsKept = options.droppedTagsKept ?? DROPPED_TAGS_KEPT;
    this.tight = options.tight ?? (() => false);
    // Tags other instances drop (a shared store) count as drops here too: a load in flight
    // here is then not stored.
    store.onRemoteDrop((tag, cause) => this.remember(tag, cause));
  }

  /**
   * The cached value of `key`, loading it with `load` when needed. A kept shared answer is
   * served at once, however old (within its error window), with a refresh behind it; a kept
   * personal one while within its stale window, or while the budget is tight. Refreshes go only
   * when the budget has room, one per key across every instance sharing the store.
   */
  async read<T>(
    key: string,
    tags: readonly string[],
    freshness: Freshness,
    load: Load<T>,
    audience: Audience = 'personal',
  ): Promise<T> {
    // Before the read: a drop heard while it is under way counts as after it.
    const mark = this.drops;
    const entry = await this.store.cacheGet(key);
    const now = this.clock.now();
    const shared = audience === 'shared';
    if (entry && shared && now < entry.expiresAt) this.keepPrior(key, tags, entry.value, mark, now);
    if (entry && now < entry.freshUntil) {
      this.stats.hits += 1;
      return entry.value as T;
    }
    if (entry && now < entry.staleUntil) {
      this.stats.stale += 1;
      this.refresh(key, tags, freshness, load);
      return entry.value as T;
    }
    if (entry && now < entry.expiresAt && (shared || this.tight())) {
      // Shared content never waits while a copy is kept; a shopper's own data does not when
      // calls are queuing for the budget: an older answer now beats a place in that queue.
      this.stats.keptWhileTight += 1;
      this.refresh(key, tags, freshness, load);
      return entry.value as T;
    }
    if (shared && this.tight()) {
      // Nothing kept because an event dropped it (a helpful vote, an edit elsewhere): the answer
      // before it serves now, and the load queues for the budget behind it (nobody waits).
      const prior = this.priorAnswer(key, now, freshness);
      if (prior !== undefined) {
        this.stats.priorWhileTight += 1;
        void this.load(key, tags, freshness, (ticket) => load('wait', ticket)).catch(() => {});
        return prior as T;
      }
    }
    this.stats.misses += 1;
    try {
      const value = await this.load(key, tags, freshness, (ticket) => load('wait', ticket));
      if (shared) this.keepPrior(key, tags, value, mark, this.clock.now());
      return value;
    } catch (error) {
      if (entry && now < entry.expiresAt && isUpstreamFailure(error)) {
        this.stats.servedOnError += 1;
        return entry.value as T;
      }
      throw error;
    }
  }

  /**
   * A refresh behind a kept answer, at most one per key at a time across the instances (a short
   * lock in the shared store: the others keep serving the kept answer, and read the new one from
   * the store once it is there), tried at most once a `REFRESH_RETRY_MS` per key here, and
   * dropped when the budget has no room. Never throws.
   */
  private refresh<T>(
    key: string,
    tags: readonly string[],
    freshness: Freshness,
    load: Load<T>,
  ): void {
    const now = this.clock.now();
    if (this.inflight.has(key) || (this.tried.get(key) ?? -Infinity) > now - REFRESH_RETRY_MS) {
      return;
    }
    this.tried.delete(key);
    this.tried.set(key, now);
    if (this.tried.size > this.droppedTagsKept) this.tried.delete(this.tried.keys().next().value!);
    void (async () => {
      try {
        if (!(await this.claimRefresh(key))) return;
        await this.load(key, tags, freshness, (ticket) => load('refresh', ticket));
        this.stats.refreshed += 1;
      } catch {
        // Dropped for want of budget, or the upstream failed: the kept answer stays.
      }
    })();
  }

  /**
   * Whether this instance may refresh `name` now: a short lock in the shared store, so that one
   * instance refreshes it while the others serve what they keep. False when Redis is away.
   */
  async claimRefresh(name: string): Promise<boolean> {
    try {
      const now = this.clock.now();
      if (await this.store.lockAcquire(`refresh:${name}`, this.owner, REFRESH_LOCK_MS, now)) {
        return true;
      }
    } catch {
      return false;
    }
    this.stats.refreshElsewhere += 1;
    return false;
  }

  /**
   * The value of `key` when this instance holds it fresh in memory, at once (the hot path: no
   * promise, no store round trip); undefined means `read` must answer.
   */
  fresh<T>(key: string): T | undefined {
    const entry = this.store.cacheGetLocal?.(key);
    if (entry === undefined || this.clock.now() >= entry.freshUntil) return undefined;
    this.stats.hits += 1;
    return entry.value as T;
  }

  /** The entry as stored (for stale-if-error decisions outside `read`). */
  peek(key: string): Promise<CacheEntry | undefined> {
    return this.store.cacheGet(key);
  }

  /** Stores a value directly (batched loads, answers of writes). */
  async put(
    key: string,
    tags: readonly string[],
    freshness: Freshness,
    value: unknown,
    mark?: number,
  ): Promise<void> {
    const now = this.clock.now();
    await this.store.cacheSet(
      key,
      {
        value,
        freshUntil: now + freshness.freshMs,
        staleUntil: now + freshness.freshMs + freshness.staleMs,
        expiresAt: now + Math.max(freshness.freshMs + freshness.staleMs, freshness.errorMs),
      },
      tags,
      mark,
    );
  }

  /**
   * Drops every entry under a tag, including loads in flight (on every instance). `cause`: a
   * write through the proxy (default: its writer must read the change next) or an API event.
   */
  async drop(tag: string, cause: DropCause = 'write'): Promise<void> {
    this.remember(tag, cause);
    await this.store.cacheDropTag(tag, cause);
  }

  /** Notes a drop, so that loads in flight under the tag are not stored. */
  private remember(tag: string, cause: DropCause): void {
    this.drops += 1;
    const byName = cause === 'write' ? [this.dropped, this.droppedByWrite] : [this.dropped];
    for (const map of byName) {
      map.delete(tag);
      map.set(tag, this.drops);
      if (map.size > this.droppedTagsKept) {
        // Forget the oldest drop by name; a load that began before it is treated as outdated.
        const [oldest, number] = map.entries().next().value!;
        map.delete(oldest);
        this.forgotten = Math.max(this.forgotten, number);
      }
    }
  }

  /**
   * Whether a write dropped any of the tags after the mark (only events did, or nothing did).
   * When the drops since the mark are no longer all remembered, the answer is yes.
   */
  changedByWriteSince(tags: readonly string[], mark: number): boolean {
    if (mark < this.forgotten) return true;
    return tags.some((t) => (this.droppedByWrite.get(t) ?? 0) > mark);
  }

  /** Remembers a shared answer read or loaded here (see `prior`). */
  private keepPrior(
    key: string,
    tags: readonly string[],
    value: unknown,
    mark: number,
    at: number,
  ): void {
    const known = this.prior.get(key);
    if (known?.value === value) return;
    this.prior.delete(key);
    this.prior.set(key, { value, tags, mark, at });
    if (this.prior.size > PRIOR_ANSWERS_KEPT) this.prior.delete(this.prior.keys().next().value!);
  }

  /**
   * The last shared answer of `key` this instance knew, if only events dropped it since (never
   * a write: its writer reads next and must see the change) and it is within its error window.
   */
  private priorAnswer(key: string, now: number, freshness: Freshness): unknown {
    const known = this.prior.get(key);
    if (!known) return undefined;
    if (now - known.at > freshness.errorMs || this.changedByWriteSince(known.tags, known.mark)) {
      this.prior.delete(key);
      return undefined;
    }
    return known.value;
  }

  /**
   * Notes a fact this instance read from the store (a guest that has not written), true until
   * a tag it depends on is dropped after `mark` (taken before it was read), on any instance.
   */
  learn(fact: string, mark: number): void {
    this.facts.delete(fact);
    this.facts.set(fact, mark);
    if (this.facts.size > this.droppedTagsKept) this.facts.delete(this.facts.keys().next().value!);
  }

  /** Whether a learned fact still holds: none of `tags` was dropped since it was read. */
  holds(fact: string, tags: readonly string[]): boolean {
    const mark = this.facts.get(fact);
    if (mark === undefined) return false;
    if (!this.droppedSince(tags, mark)) return true;
    this.facts.delete(fact);
    return false;
  }

  /** A mark of now, to tell later (`droppedSince`) whether a tag was dropped meanwhile. */
  mark(): number {
    return this.drops;
  }

  /**
   * Whether any of the tags was dropped after the mark. When the drops since the mark are no
   * longer all remembered, the answer is yes: a load is then not stored, never stored outdated.
   */
  droppedSince(tags: readonly string[], mark: number): boolean {
    if (mark < this.forgotten) return true;
    return tags.some((t) => (this.dropped.get(t) ?? 0) > mark);
  }

  /** How many dropped tags are remembered by name (bounded by `droppedTagsKept`). */
  get rememberedDrops(): number {
    return this.dropped.size;
  }

  private load<T>(
    key: string,
    tags: readonly string[],
    freshness: Freshness,
    load: (ticket: LoadTicket) => Promise<T>,
  ): Promise<T> {
    const running = this.inflight.get(key);
    if (running) {
      this.stats.coalesced += 1;
      // One more reader waits for this answer: the call is worth one more shopper.
      running.ticket.worth += 1;
      return running.promise as Promise<T>;
    }
    const before = this.mark();
    const ticket: LoadTicket = { worth: 1 };
    const promise = (async () => {
      try {
        // The store's own mark as well: a drop by another instance meanwhile (which this one
        // may hear of only later) also keeps the load out of the shared cache.
        const shared = await this.store.cacheMark();
        const value = await load(ticket);
        if (!this.droppedSince(tags, before)) await this.put(key, tags, freshness, value, shared);
        return value;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, { promise, ticket });
    return promise;
  }
}
