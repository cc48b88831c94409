import type { RatingSummary } from '../src/api/index.js';
import { type ReadCache, SHARED_UGC, isUpstreamFailure } from './cache.js';
import type { Clock } from './clock.js';
import type { UpstreamClient } from './upstream/client.js';

interface Pending {
  promise: Promise<RatingSummary>;
  resolve: (summary: RatingSummary) => void;
  reject: (error: unknown) => void;
}

/** Cache key and tag of one product's rating summary. */
export const ratingKey = (productId: number): string => `E19:${productId}`;
export const ratingTag = (productId: number): string => `rating:${productId}`;

/**
 * Rating lookups of all visitors, batched: each product's summary is cached on its own, and
 * the products missing from the cache wait a few ms to be fetched together in E19 calls of up
 * to 50 products.
 */
export class RatingBatcher {
  private pending = new Map<number, Pending>();
  private cancelTimer: (() => void) | undefined;
  readonly stats = { batches: 0, products: 0 };

  constructor(
    private readonly cache: ReadCache,
    private readonly upstream: UpstreamClient,
    private readonly clock: Clock,
    private readonly windowMs = 10,
    private readonly maxBatch = 50,
  ) {}

  /** Summaries of the products, in the order asked. */
  async get(productIds: readonly number[]): Promise<RatingSummary[]> {
    const now = this.clock.now();
    return Promise.all(
      productIds.map(async (id) => {
        const entry = await this.cache.peek(ratingKey(id));
        if (entry && now < entry.freshUntil) return entry.value as RatingSummary;
        if (entry && now < entry.staleUntil) {
          this.enqueue(id).promise.catch(() => undefined);
          return entry.value as RatingSummary;
        }
        try {
          return await this.enqueue(id).promise;
        } catch (error) {
          if (entry && now < entry.expiresAt && isUpstreamFailure(error))
            return entry.value as RatingSummary;
          throw error;
        }
      }),
    );
  }

  private enqueue(id: number): Pending {
    const existing = this.pending.get(id);
    if (existing) return existing;
    let resolve!: (s: RatingSummary) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<RatingSummary>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const pending = { promise, resolve, reject };
    this.pending.set(id, pending);
    if (this.pending.size >= this.maxBatch) this.flush();
    else this.cancelTimer ??= this.clock.setTimer(() => this.flush(), this.windowMs);
    return pending;
  }

  private flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    while (this.pending.size > 0) {
      const batch = [...this.pending.entries()].slice(0, this.maxBatch);
      for (const [id] of batch) this.pending.delete(id);
      void this.fetchBatch(new Map(batch));
    }
  }

  private async fetchBatch(batch: Map<number, Pending>): Promise<void> {
    const ids = [...batch.keys()];
    const mark = this.cache.mark(ids.map(ratingTag));
    this.stats.batches += 1;
    this.stats.products += ids.length;
    try {
      const answer = await this.upstream.call(
        'getProductAverageRatings',
        { productIds: ids },
        { priority: 'shared' },
      );
      const byId = new Map(answer.map((s) => [s.productId, s]));
      const fresh = this.cache.mark(ids.map(ratingTag)) === mark;
      for (const [id, pending] of batch) {
        const summary = byId.get(id) ?? { productId: id, avgRate: 0, totalCount: 0 };
        if (fresh) await this.cache.put(ratingKey(id), [ratingTag(id)], SHARED_UGC, summary);
        pending.resolve(summary);
      }
    } catch (error) {
      for (const pending of batch.values()) pending.reject(error);
    }
  }
}
