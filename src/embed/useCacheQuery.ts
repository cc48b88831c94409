import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CacheQuery, CacheState, PageCache } from './cache.js';
import { hashKey } from './cache.js';

/** A light widget's read: the page cache's state of one query, fetched when it is not fresh. */
export function useCacheQuery<T>(
  cache: PageCache,
  query: CacheQuery<T>,
): CacheState<T> & { refetch: () => void } {
  const hash = hashKey(query.queryKey);
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(query.queryKey, listener),
    // The key's hash names it; a new array with the same parts is the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, hash],
  );
  const state = useSyncExternalStore(subscribe, () => cache.get(query.queryKey)) as CacheState<T>;
  const enabled = query.enabled;
  useEffect(() => {
    cache.ensure(query);
    // Fetch again only when the key or whether it may run changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, hash, enabled]);
  return {
    ...state,
    refetch: () => cache.ensure(query),
  };
}
