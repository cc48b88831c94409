// The embed's query layer: its build resolves src/hooks/query.ts here (vite.lightQuery.ts), so
// the hooks and components run unchanged on both sides. Under the light root (star badge, heart,
// points badge) `useQuery` reads the page's cache (cache.ts) and the page carries no react-query;
// under the full runtime's root (full.tsx), which provides `QueryLayer`, it is react-query's own.
// The other hooks are only ever called by heavy widgets, under that root: react-query's as they are.
import type * as ReactQuery from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { hashKey, type CacheQuery } from './cache.js';
import { usePage } from './mount.js';

export {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
export type * from '../hooks/query.js';

/** react-query's `useQuery`, given by the full runtime's root to the widgets below it. */
export const QueryLayer = createContext<typeof ReactQuery.useQuery | null>(null);

/**
 * A read on the page's cache, answering what the light widgets read of react-query's result:
 * `status`, `data`, `error` and `refetch` (no `isPending` and the like: each byte here is the star
 * badge's); the same key, freshness and retry policy as react-query.
 */
export function useLightQuery<T>(query: CacheQuery<T>) {
  const { cache } = usePage();
  const hash = hashKey(query.queryKey);
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(query.queryKey, listener),
    // The key's hash names it; a new array with the same parts is the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, hash],
  );
  const state = useSyncExternalStore(subscribe, () => cache.get(query.queryKey));
  const enabled = query.enabled;
  useEffect(() => {
    cache.ensure(query);
    // Fetch again only when the key or whether it may run changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, hash, enabled]);
  return { ...state, refetch: () => cache.ensure(query) };
}

/**
 * react-query's `useQuery` under the full runtime's root; the page cache's read elsewhere. A
 * widget stays under one root, so it always calls the same hook.
 */
export const useQuery: typeof ReactQuery.useQuery = ((query: never) =>
  ((useContext(QueryLayer) ?? useLightQuery) as (query: never) => unknown)(query)) as never;
