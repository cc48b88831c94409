import { useQueries } from './query.js';
import type { ActivityEntry } from '../api/index.js';
import { useSessionContext } from './session.js';
import { activityOptions } from './rewards.js';

/** The first `pages` pages of the activity history, joined for a "Load more" list. */
export interface ActivityPagesResult {
  status: 'pending' | 'error' | 'success';
  data: { entries: ActivityEntry[]; total: number } | undefined;
  error: unknown;
  /** Whether a page after the loaded ones exists. */
  hasMore: boolean;
  /** Whether a later page is still loading while earlier ones show. */
  loadingMore: boolean;
  refetch: () => void;
}

/** Reads pages 1..`pages` of E16 through `activityOptions`, each page cached on its own. */
export function useActivityPages(pages: number, perPage = 10): ActivityPagesResult {
  const ctx = useSessionContext('useActivityPages');
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      activityOptions(ctx, { page: i + 1, perPage }),
    ),
    combine: (results) => {
      const first = results[0];
      const failed = results.find((r) => r.status === 'error');
      const loaded = results.filter((r) => r.status === 'success' && !r.isPlaceholderData);
      const total = first?.data?.totalCount ?? 0;
      const entries = loaded.flatMap((r) => r.data?.activities ?? []);
      const refetch = () => results.forEach((r) => void r.refetch());
      if (!first || first.status === 'pending') {
        return {
          status: 'pending',
          data: undefined,
          error: null,
          hasMore: false,
          loadingMore: false,
          refetch,
        } as const;
      }
      if (first.status === 'error' || (failed && loaded.length === 0)) {
        return {
          status: 'error',
          data: undefined,
          error: (failed ?? first).error,
          hasMore: false,
          loadingMore: false,
          refetch,
        } as const;
      }
      return {
        status: 'success',
        data: { entries, total },
        error: failed?.error ?? null,
        hasMore: entries.length < total,
        loadingMore: loaded.length < results.length,
        refetch,
      } as const;
    },
  });
}
