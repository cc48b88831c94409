// The page's cache behind the light query layer (query.ts): the star badge, heart and points
// badge read the hooks' own queries here, without the react-query runtime. When a heavy widget
// brings react-query onto the page, `connect()` makes its QueryClient the one cache of record and
// this becomes a view of it (see full.tsx), so every widget still sees the same data.

/** What the cache needs of a query: the `xOptions()` factories of src/hooks answer this shape. */
export interface CacheQuery<T = unknown> {
  queryKey: readonly unknown[];
  /** Called with `{queryKey, signal}` (react-query's `skipToken` is a symbol: never fetched). */
  queryFn?: ((context: never) => T | Promise<T>) | symbol;
  enabled?: unknown;
  staleTime?: unknown;
  retry?: unknown;
  retryDelay?: unknown;
}

/** What a light widget reads: the state of one key. */
export type CacheState<T = unknown> =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: Error };

/** The full runtime's cache, once it is on the page: fetches, writes and invalidations go there. */
export interface CacheBackend {
  fetch(query: CacheQuery): Promise<unknown>;
  set(queryKey: readonly unknown[], data: unknown): void;
  invalidate(prefix: readonly unknown[]): void;
}

/** One key of the page's cache: what `connect()` hands over to the full runtime. */
export interface Entry {
  key: readonly unknown[];
  state: CacheState;
  updatedAt: number;
  stale: boolean;
  query: CacheQuery | undefined;
  inflight: Promise<void> | undefined;
  listeners: Set<() => void>;
}

const PENDING: CacheState = { status: 'pending', data: undefined, error: null };

/** react-query's key hash (JSON with sorted object keys), so both caches name a key alike. */
export function hashKey(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));

type Fn = (...args: never[]) => unknown;
const call = <R>(value: unknown, ...args: unknown[]): R | undefined =>
  typeof value === 'function' ? ((value as Fn)(...(args as never[])) as R) : (value as R);

/** One page's cache of light widget data. */
export class PageCache {
  #entries = new Map<string, Entry>();
  #backend: CacheBackend | undefined;
  #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #entry(key: readonly unknown[]): Entry {
    const hash = hashKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = {
        key,
        state: PENDING,
        updatedAt: 0,
        stale: false,
        query: undefined,
        inflight: undefined,
        listeners: new Set(),
      };
      this.#entries.set(hash, entry);
    }
    return entry;
  }

  #emit(entry: Entry, state: CacheState, updatedAt = this.#now()): void {
    entry.state = state;
    entry.updatedAt = updatedAt;
    entry.stale = false;
    for (const listener of entry.listeners) listener();
  }

  /** The state of a key (a stable object until it changes). */
  get(key: readonly unknown[]): CacheState {
    return this.#entries.get(hashKey(key))?.state ?? PENDING;
  }

  /** Calls `listener` when the key's state changes; returns the unsubscribe function. */
  subscribe(key: readonly unknown[], listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Fetches the query unless fresh data (or a fetch) is there already. */
  ensure(query: CacheQuery): void {
    if (call(query.enabled) === false) return;
    const entry = this.#entry(query.queryKey);
    entry.query = query;
    const staleTime = Number(query.staleTime ?? 0);
    const fresh =
      entry.state.status === 'success' && !entry.stale && this.#now() - entry.updatedAt < staleTime;
    if (!fresh && !entry.inflight) void this.#fetch(entry, query);
  }

  async #fetch(entry: Entry, query: CacheQuery): Promise<void> {
    const run = async () => {
      try {
        const backend = this.#backend;
        const data = backend ? await backend.fetch(query) : await this.#attempt(query, 0);
        // Fetched here before the full runtime arrived: hand the answer over to it too.
        if (!backend && this.#backend) this.#backend.set(query.queryKey, data);
        this.#emit(entry, { status: 'success', data, error: null });
      } catch (error) {
        const err = error instanceof Error ? error : new Error(String(error));
        this.#emit(entry, { status: 'error', data: entry.state.data, error: err });
      } finally {
        entry.inflight = undefined;
      }
    };
    entry.inflight = run();
    return entry.inflight;
  }

  /** Runs the query function with the query's own retry policy. */
  async #attempt(query: CacheQuery, failures: number): Promise<unknown> {
    try {
      return await call(query.queryFn, { queryKey: query.queryKey, signal: undefined });
    } catch (error) {
      const retry = query.retry;
      const again =
        typeof retry === 'function' ? retry(failures, error) : failures < Number(retry ?? 0);
      if (!again) throw error;
      const delay = Number(call(query.retryDelay, failures, error) ?? 1000);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return this.#attempt(query, failures + 1);
    }
  }

  /** Writes a key's data (an optimistic update, or an answer already in hand). */
  set<T>(key: readonly unknown[], update: (data: T | undefined) => T | undefined): void {
    const entry = this.#entry(key);
    const data = update(entry.state.data as T | undefined);
    if (this.#backend) return this.#backend.set(key, data);
    if (data === undefined) this.#emit(entry, PENDING);
    else this.#emit(entry, { status: 'success', data, error: null });
  }

  /** Marks every key under `prefix` stale and refetches the ones a widget shows. */
  invalidate(prefix: readonly unknown[]): void {
    if (this.#backend) return this.#backend.invalidate(prefix);
    for (const entry of this.#entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.stale = true;
      this.refetchIfShown(entry.key);
    }
  }

  /** Refetches a key if a widget shows it (the full runtime calls this when it invalidates). */
  refetchIfShown(key: readonly unknown[]): void {
    const entry = this.#entries.get(hashKey(key));
    if (entry?.query && entry.listeners.size > 0) void this.#fetch(entry, entry.query);
  }

  /** Whether this cache holds a key (by react-query's hash). */
  holds(hash: string): boolean {
    return this.#entries.has(hash);
  }

  /** Takes a key's success from the full runtime's cache. */
  receive(key: readonly unknown[], data: unknown, updatedAt: number): void {
    const entry = this.#entry(key);
    if (entry.state.data !== data || entry.state.status !== 'success') {
      this.#emit(entry, { status: 'success', data, error: null }, updatedAt);
    }
  }

  /**
   * Hands the page's data over to the full runtime's cache and routes later fetches, writes and
   * invalidations through it; `seed` receives every key, answered or in flight.
   */
  connect(backend: CacheBackend, seed: (entry: Entry) => void): void {
    this.#entries.forEach(seed);
    this.#backend = backend;
  }
}
