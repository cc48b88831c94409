import { ApiError, type ExtendedRatingSummary, type RatingSummary } from '../src/api/index.js';
import { type ReadCache, SHARED_UGC, isUpstreamFailure } from './cache.js';
import type { Clock } from './clock.js';
import type { CacheEntry } from './state/store.js';
import type { UpstreamClient } from './upstream/client.js';

interface Pending<T> {
  promise: Promise<T>;
  resolve: (summary: T) => void;
  reject: (error: unknown) => void;
}

/** Cache tag of everything about one product's rating. */
export const ratingTag = (productId: number): string => `rating:${productId}`;

interface BatchOptions<T> {
  /** Cache key prefix (one entry per product). */
  prefix: string;
  maxBatch: number;
  /** Fetches a batch; `ids()` is called once the call has its budget slot. */
  fetch: (ids: () => number[]) => Promise<T[]>;
  idOf: (summary: T) => number;
  /** What a product the upstream did not answer for counts as. */
  empty: (id: number) => T;
  /**
   * Products worth fetching along with a batch that has room (the catalog's products seen in
   * other lookups): a slot costs the same for 1 product as for 20.
   */
  prefill?: () => Iterable<number>;
}

/**
 * Per-product lookups of all visitors, batched: each product's summary is cached on its own,
 * and the products missing from the cache wait a few ms to be fetched together in one call
 * (E19: up to 50 products; E20: up to 20).
 */
export class ProductBatcher<T> {
  private pending = new Map<number, Pending<T>>();
  private cancelTimer: (() => void) | undefined;
  private waiting = false;
  /** Products asked for lately (most recent last), and when each was last fetched. */
  private readonly seen = new Map<number, true>();
  private readonly fetchedAt = new Map<number, number>();
  readonly stats = { batches: 0, products: 0 };

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
   * Summaries of the products, in the order asked. Products missing from the cache wait for a
   * batch; `admit` (the caller's count of reads at once) is taken while they wait, and when it
   * refuses, kept summaries still answer. While the budget is tight any kept summary answers.
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
    const tight = this.cache.tight();
    const answersNow = (entry: CacheEntry | undefined): boolean =>
      !!entry && (now < entry.staleUntil || (tight && now < entry.expiresAt));
    let release: (() => void) | undefined;
    if (admit && !entries.every(answersNow)) {
      try {
        release = admit();
      } catch (error) {
        if (!entries.every((e) => e && now < e.expiresAt)) throw error;
        return entries.map((e) => e!.value as T);
      }
    }
    try {
      return await Promise.all(
        productIds.map(async (id, i) => {
          const entry = entries[i];
          if (entry && now < entry.freshUntil) return entry.value as T;
          if (entry && answersNow(entry)) {
            this.enqueue(id).promise.catch(() => undefined);
            return entry.value as T;
          }
          try {
            return await this.enqueue(id).promise;
          } catch (error) {
            if (entry && now < entry.expiresAt && isUpstreamFailure(error)) return entry.value as T;
            throw error;
          }
        }),
      );
    } finally {
      release?.();
    }
  }

  private enqueue(id: number): Pending<T> {
    const existing = this.pending.get(id);
    if (existing) return existing;
    let resolve!: (s: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const pending = { promise, resolve, reject };
    this.pending.set(id, pending);
    if (this.pending.size >= this.options.maxBatch) this.flush();
    else this.cancelTimer ??= this.clock.setTimer(() => this.flush(), this.windowMs);
    return pending;
  }

  /**
   * Starts a batch unless one is already waiting for a budget slot. The products are taken only
   * when the slot is granted, so everything asked for while the queue waits joins that call.
   */
  private flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (this.waiting || this.pending.size === 0) return;
    this.waiting = true;
    let batch: Map<number, Pending<T>> | undefined;
    const take = (): number[] => {
      this.waiting = false;
      batch = new Map([...this.pending.entries()].slice(0, this.options.maxBatch));
      for (const id of batch.keys()) this.pending.delete(id);
      if (this.pending.size > 0) this.flush();
      const ids = [...batch.keys()];
      const due = this.clock.now() - SHARED_UGC.freshMs / 2;
      for (const id of this.options.prefill?.() ?? []) {
        if (ids.length >= this.options.maxBatch) break;
        if (!batch.has(id) && (this.fetchedAt.get(id) ?? 0) < due) ids.push(id);
      }
      return ids;
    };
    void this.run(take, () => batch);
  }

  private async run(
    take: () => number[],
    batchOf: () => Map<number, Pending<T>> | undefined,
  ): Promise<void> {
    let answer: T[];
    let mark = 0;
    let requested: number[] = [];
    const tags = (id: number) => [ratingTag(id), 'ratings'];
    try {
      answer = await this.options.fetch(() => {
        const ids = take();
        requested = ids;
        mark = this.cache.mark();
        this.stats.batches += 1;
        this.stats.products += ids.length;
        return ids;
      });
      if (!Array.isArray(answer))
        throw ApiError.of('upstream_error', 'the store answered ratings in another shape');
    } catch (error) {
      // Failed before the slot was granted: the products it would have taken fail with it.
      if (!batchOf()) take();
      for (const pending of batchOf()!.values()) pending.reject(error);
      return;
    }
    const batch = batchOf()!;
    const byId = new Map(answer.map((s) => [this.options.idOf(s), s]));
    const fresh = !this.cache.droppedSince(requested.flatMap(tags), mark);
    for (const id of requested) {
      const summary = byId.get(id) ?? this.options.empty(id);
      if (fresh)
        await this.cache.put(`${this.options.prefix}:${id}`, tags(id), SHARED_UGC, summary);
      this.fetchedAt.set(id, this.clock.now());
      if (this.fetchedAt.size > 5_000) this.fetchedAt.delete(this.fetchedAt.keys().next().value!);
      batch.get(id)?.resolve(summary);
    }
  }
}

/** Rating lookups: E19 in batches of 50 products, E20 in batches of 20 with every extra asked. */
export function ratingBatchers(cache: ReadCache, upstream: UpstreamClient, clock: Clock) {
  const average = new ProductBatcher<RatingSummary>(cache, clock, {
    prefix: 'E19',
    maxBatch: 50,
    fetch: (ids) =>
      upstream.callWhenReady('getProductAverageRatings', () => ({ productIds: ids() }), {
        priority: 'shared',
      }),
    idOf: (s) => s.productId,
    empty: (productId) => ({ productId, avgRate: 0, totalCount: 0 }),
  });
  return {
    average,
    extended: new ProductBatcher<ExtendedRatingSummary>(cache, clock, {
      prefix: 'E20',
      maxBatch: 20,
      fetch: (ids) =>
        upstream.callWhenReady(
          'getProductRatings',
          () => ({
            productIds: ids(),
            withStarsDistribution: true,
            withMediaCount: true,
            withReplyCount: true,
          }),
          { priority: 'shared' },
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
