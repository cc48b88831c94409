/** Collects keys asked for within one tick and loads them in calls of at most `maxSize`. */
export interface Batcher<K, V> {
  load(key: K): Promise<V>;
}

interface BatcherOptions<K, V> {
  /** Loads a batch; a key missing from the answer gets `fallback` (or fails). */
  loadMany: (keys: K[]) => Promise<Map<K, V>>;
  maxSize: number;
  fallback?: (key: K) => V;
}

interface Pending<V> {
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

/** Creates a batcher; one `setTimeout(0)` after the first key, the whole batch goes out. */
export function createBatcher<K, V>(options: BatcherOptions<K, V>): Batcher<K, V> {
  let queue = new Map<K, Pending<V>[]>();
  let scheduled = false;

  function flush(): void {
    const batch = queue;
    queue = new Map();
    scheduled = false;
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += options.maxSize) {
      const chunk = keys.slice(i, i + options.maxSize);
      options.loadMany(chunk).then(
        (values) => {
          for (const key of chunk) {
            const waiting = batch.get(key) ?? [];
            const value = values.has(key) ? values.get(key) : options.fallback?.(key);
            for (const p of waiting) {
              if (value === undefined) p.reject(new Error(`No value for ${String(key)}`));
              else p.resolve(value);
            }
          }
        },
        (error: unknown) => {
          for (const key of chunk) for (const p of batch.get(key) ?? []) p.reject(error);
        },
      );
    }
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        const waiting = queue.get(key);
        if (waiting) waiting.push({ resolve, reject });
        else queue.set(key, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 0);
        }
      });
    },
  };
}
