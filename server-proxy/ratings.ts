import { ApiError, type ExtendedRatingSummary, type RatingSummary } from '../src/api/index.js';
import {
  type Freshness,
  isUpstreamFailure,
  type Kept,
  keptNow,
  type ReadCache,
  REFRESH_RETRY_MS,
} from './cache.js';
import type { Clock } from './clock.js';
import type { CacheEntry } from './state/store.js';
import type { UpstreamClient } from './upstream/client.js';
import type { Ticket } from './upstream/scheduler.js';

interface Pending<T> {
  promise: Promise<T>;
  resolve: (summary: T) => void;
  reject: (error: unknown) => void;
  /** A reader waits for it (no kept summary); else it is a refresh behind a kept one. */
  needed: boolean;
}

/** Cache tag of everything about one product's rating. */
export const ratingTag = (productId: number): string => `rating:${productId}`;

interface BatchOptions<T> {
  /** Cache key prefix (one entry per product). */
  prefix: string;
  maxBatch: number;
  /**
   * Fetches a batch; `ids()` is called once the call has its budget slot. `ifRoom`: only
   * refreshes are in it, so it goes only if the budget has room now (else it fails at once).
   */
  fetch: (ids: () => number[], ifRoom: boolean, ticket: Ticket) => Promise<T[]>;
  /** How long summaries are kept (longer while the API's events reach the proxy). */
  freshness: () => Freshness;
  idOf: (summary: T) => number;
  /** What a product the upstream did not answer for counts as. */
  empty: (id: number) => T;
  /**
   * Products worth fetching along with a batch that has room (the catalog's products seen in
   * other lookups): a slot costs the same for 1 product as for 20.
   */
  prefill?: () => Iterable<number>;
}

/** The tags of a product's rating summary. */
const tagsOf = (id: number) => [ratingTag(id), 'ratings'];

/**
 * Per-product lookups of all visitors, batched: each product's summary is cached on its own,
 * and the products missing from the cache wait a few ms to be fetched together in one call
 * (E19: up to 50 products; E20: up to 20).
 */
export class ProductBatcher<T> {
  private readonly pending = new Map<number, Pending<T>>();
  private cancelTimer: (() => void) | undefined;
  private waiting = false;
  /** Readers waiting for the next batch (each `get` missing a product counts once). */
  private readers = 0;
  /** No refresh-only batch is tried before then (one was just dropped). */
  private quietUntil = 0;
  /** Products asked for lately (most recent last), and when each was last fetched. */
  private readonly seen = new Map<number, true>();
  private readonly fetchedAt = new Map<number, number>();
  /**
   * The last summary fetched per product (this instance, bounded), with the drop mark taken
   * before its batch went: when a batch cannot get a budget slot in time, its readers get these
   * rather than a 503; while the budget is tight, at once if only events dropped it since. A
   * summary is an aggregate, and a review event that dropped the cached one (a helpful vote is
   * one) seldom moves it.
   */
  private readonly lastKnown = new Map<number, { summary: T; mark: number }>();
  readonly stats = { batches: 0, products: 0, refreshesDropped: 0 };

  constructor(
    private readonly cache: ReadCache,
    private readonly clock: Clock,
    private readonly options: BatchOptions<T>,
    private readonly windowMs = 10,
  ) {}

  /** Products asked for lately, most recent first. */
  recentIds(): number[] {
    return [...this.seen.keys()].reverse();
  }

  /**
   * Summaries of the products, in the order asked. Kept summaries answer at once, however old
   * (within their error window), and a refresh of the stale ones goes behind them only when the
   * budget has room; products with none wait for a batch, and `admit` (the caller's count of
   * reads at once) is taken while they wait.
   */
  async get(productIds: readonly number[], admit?: () => () => void): Promise<T[]> {
    const now = this.clock.now();
    for (const id of productIds) {
      this.seen.delete(id);
      this.seen.set(id, true);
      if (this.seen.size > 2_000) this.seen.delete(this.seen.keys().next().value!);
    }
    const entries = await Promise.all(
      productIds.map((id) => this.cache.peek(`${this.options.prefix}:${id}`)),
    );
    const kept = (entry: CacheEntry | undefined): entry is CacheEntry =>
      !!entry && now < entry.expiresAt;
    const missing = !entries.every(kept);
    const release = admit && missing ? admit() : undefined;
    if (missing) this.readers += 1;
    try {
      return await Promise.all(
        productIds.map(async (id, i) => {
          const entry = entries[i];
          if (!kept(entry)) {
            const known = this.cache.tight() ? this.knownSinceEvents(id) : undefined;
            if (known === undefined) return this.enqueue(id, true).promise;
            // The batch still goes (queued for the budget); this reader does not wait for it.
            this.enqueue(id, true).promise.catch(() => undefined);
            return known;
          }
          if (now >= entry.freshUntil) this.enqueue(id, false)?.promise.catch(() => undefined);
          return entry.value as T;
        }),
      );
    } finally {
      release?.();
    }
  }

  /** The last summary of a product, if no write through a proxy dropped it since its fetch. */
  private knownSinceEvents(id: number): T | undefined {
    const known = this.lastKnown.get(id);
    if (!known || this.cache.changedByWriteSince(tagsOf(id), known.mark)) return undefined;
    return known.summary;
  }

  /**
   * The summaries of the products, at once, when this instance holds every one fresh in memory
   * (the hot path); undefined: `get` answers (and refreshes or batches what it must).
   */
  getNow(productIds: readonly number[]): T[] | undefined {
    const summaries: T[] = [];
    for (const id of productIds) {
      const summary = this.cache.fresh<T>(`${this.options.prefix}:${id}`);
      if (summary === undefined) return undefined;
      summaries.push(summary);
    }
    for (const id of productIds) {
      this.seen.delete(id);
      this.seen.set(id, true);
    }
    return summaries;
  }

  /** Adds a product to the next batch; a refresh (`needed` false) only while refreshes go. */
  private enqueue(id: number, needed: true): Pending<T>;
  private enqueue(id: number, needed: false): Pending<T> | undefined;
  private enqueue(id: number, needed: boolean): Pending<T> | undefined {
    const existing = this.pending.get(id);
    if (existing) {
      existing.needed ||= needed;
      return existing;
    }
    if (!needed && this.clock.now() < this.quietUntil) return undefined;
    let resolve!: (s: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const pending = { promise, resolve, reject, needed };
    this.pending.set(id, pending);
    if (this.pending.size >= this.options.maxBatch) this.flush();
    else this.cancelTimer ??= this.clock.setTimer(() => this.flush(), this.windowMs);
    return pending;
  }

  /**
   * Starts a batch unless one is already waiting for a budget slot. The products are taken only
   * when the slot is granted, so everything asked for while the queue waits joins that call. A
   * batch of refreshes only goes if the budget has room now, by one instance at a time.
   */
  private flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (this.waiting || this.pending.size === 0) return;
    this.waiting = true;
    const ifRoom = ![...this.pending.values()].some((p) => p.needed);
    let batch: Map<number, Pending<T>> | undefined;
    const take = (): number[] => {
      this.waiting = false;
      this.readers = 0;
      batch = new Map([...this.pending.entries()].slice(0, this.options.maxBatch));
      for (const id of batch.keys()) this.pending.delete(id);
      if (this.pending.size > 0) this.flush();
      const ids = [...batch.keys()];
      const due = this.clock.now() - this.options.freshness().freshMs / 2;
      for (const id of this.options.prefill?.() ?? []) {
        if (ids.length >= this.options.maxBatch) break;
        if (!batch.has(id) && (this.fetchedAt.get(id) ?? 0) < due) ids.push(id);
      }
      return ids;
    };
    // While it waits for its slot, the batch is worth every reader waiting for a product in it
    // (one missing product holds every grid and page that shows it).
    const readers = () => this.readers;
    const ticket: Ticket = {
      get worth() {
        return Math.max(1, readers());
      },
    };
    void this.run(take, () => batch, ifRoom, ticket);
  }

  /** A refresh-only batch that did not go: its refreshes are dropped, waiting readers get a batch. */
  private dropRefreshes(error: unknown): void {
    this.waiting = false;
    this.stats.refreshesDropped += 1;
    this.quietUntil = this.clock.now() + REFRESH_RETRY_MS;
    for (const [id, pending] of this.pending) {
      if (pending.needed) continue;
      this.pending.delete(id);
      pending.reject(error);
    }
    if (this.pending.size > 0) this.flush();
  }

  private async run(
    take: () => number[],
    batchOf: () => Map<number, Pending<T>> | undefined,
    ifRoom: boolean,
    ticket: Ticket,
  ): Promise<void> {
    let answer: T[];
    let mark = 0;
    let requested: number[] = [];
    const tags = tagsOf;
    try {
      if (ifRoom && !(await this.cache.claimRefresh(this.options.prefix))) {
        throw ApiError.of('upstream_unavailable', 'another instance refreshes these summaries');
      }
      answer = await this.options.fetch(
        () => {
          const ids = take();
          requested = ids;
          mark = this.cache.mark();
          this.stats.batches += 1;
          this.stats.products += ids.length;
          return ids;
        },
        ifRoom,
        ticket,
      );
      if (!Array.isArray(answer))
        throw ApiError.of('upstream_error', 'the store answered ratings in another shape');
    } catch (error) {
      if (!batchOf() && ifRoom) return this.dropRefreshes(error);
      // Failed before the slot was granted: the products it would have taken fail with it,
      // unless this instance knows an earlier summary and the store was only busy.
      if (!batchOf()) take();
      for (const [id, pending] of batchOf()!) {
        const known = this.lastKnown.get(id);
        if (known !== undefined && isUpstreamFailure(error)) pending.resolve(known.summary);
        else pending.reject(error);
      }
      return;
    }
    const batch = batchOf()!;
    const kept = this.options.freshness();
    const byId = new Map(answer.map((s) => [this.options.idOf(s), s]));
    for (const id of requested) {
      const summary = byId.get(id) ?? this.options.empty(id);
      // Each product on its own: a review event for one product while the batch was out (a
      // helpful vote, at a busy store's pace) keeps that one out, not the other 49.
      if (!this.cache.droppedSince(tags(id), mark)) {
        await this.cache.put(`${this.options.prefix}:${id}`, tags(id), kept, summary);
      }
      this.fetchedAt.set(id, this.clock.now());
      if (this.fetchedAt.size > 5_000) this.fetchedAt.delete(this.fetchedAt.keys().next().value!);
      this.lastKnown.delete(id);
      this.lastKnown.set(id, { summary, mark });
      if (this.lastKnown.size > 5_000) this.lastKnown.delete(this.lastKnown.keys().next().value!);
      batch.get(id)?.resolve(summary);
    }
  }
}

/**
 * Rating lookups: E19 in batches of 50 products, E20 in batches of 20 with every extra asked;
 * each kept as its operation's plan keeps shared answers (`kept`), by whether `events.live`.
 */
export function ratingBatchers(
  cache: ReadCache,
  upstream: UpstreamClient,
  clock: Clock,
  events: { readonly live: boolean },
  kept: { average: Kept; extended: Kept },
) {
  const average = new ProductBatcher<RatingSummary>(cache, clock, {
    prefix: 'E19',
    maxBatch: 50,
    fetch: (ids, ifRoom, ticket) =>
      upstream.callWhenReady('getProductAverageRatings', () => ({ productIds: ids() }), {
        priority: 'shared',
        ifRoom,
        ticket,
      }),
    freshness: () => keptNow(kept.average, events.live),
    idOf: (s) => s.productId,
    empty: (productId) => ({ productId, avgRate: 0, totalCount: 0 }),
  });
  return {
    average,
    extended: new ProductBatcher<ExtendedRatingSummary>(cache, clock, {
      prefix: 'E20',
      maxBatch: 20,
      freshness: () => keptNow(kept.extended, events.live),
      fetch: (ids, ifRoom, ticket) =>
        upstream.callWhenReady(
          'getProductRatings',
          () => ({
            productIds: ids(),
            withStarsDistribution: true,
            withMediaCount: true,
            withReplyCount: true,
          }),
          { priority: 'shared', ifRoom, ticket },
        ),
      idOf: (s) => s.productId,
      empty: (productId) => ({ productId, reviewCount: 0, starsAverage: 0 }),
      // A product page's summary batch also refreshes the products of the grids shoppers see.
      prefill: () => average.recentIds(),
    }),
  };
}

export type RatingBatchers = ReturnType<typeof ratingBatchers>;

/** An E20 answer with only the extras the caller asked for. */
export function extendedAnswer(
  summaries: ExtendedRatingSummary[],
  input: { withStarsDistribution?: boolean; withMediaCount?: boolean; withReplyCount?: boolean },
): ExtendedRatingSummary[] {
  return summaries.map(({ starsDistribution, mediaCount, replyCount, ...base }) => ({
    ...base,
    ...(input.withStarsDistribution && starsDistribution && { starsDistribution }),
    ...(input.withMediaCount && mediaCount !== undefined && { mediaCount }),
    ...(input.withReplyCount && replyCount !== undefined && { replyCount }),
  }));
}
