import { useCallback, useMemo, useSyncExternalStore } from 'react';

const PREFIX = 'loyalkit:votes:';
const listeners = new Set<() => void>();
// Where storage is blocked, votes are remembered for the page only.
const memory = new Map<string, string>();

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '[]';
  } catch {
    return memory.get(key) ?? '[]';
  }
}

function write(key: string, ids: number[]): void {
  const text = JSON.stringify(ids);
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // Private mode or a full quota: remember for this page only.
    memory.set(key, text);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** What `useVotedReviews` returns. */
export interface VotedReviews {
  has: (reviewId: number) => boolean;
  /** Marks (true) or unmarks (false) a review as voted by this customer. */
  set: (reviewId: number, voted: boolean) => void;
}

/**
 * The reviews a customer voted helpful, remembered in localStorage under their customer id
 * (the API does not say whether someone voted). A guest (null) has none.
 */
export function useVotedReviews(customerId: string | null): VotedReviews {
  const key = customerId ? `${PREFIX}${customerId}` : null;
  const text = useSyncExternalStore(
    subscribe,
    () => (key ? read(key) : '[]'),
    () => '[]',
  );
  const ids = useMemo(() => {
    try {
      const parsed: unknown = JSON.parse(text);
      return new Set(Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'number') : []);
    } catch {
      return new Set<number>();
    }
  }, [text]);
  const set = useCallback(
    (reviewId: number, voted: boolean) => {
      if (!key) return;
      const next = new Set(JSON.parse(read(key)) as number[]);
      if (voted) next.add(reviewId);
      else next.delete(reviewId);
      write(key, [...next]);
    },
    [key],
  );
  return useMemo(() => ({ has: (id: number) => ids.has(id), set }), [ids, set]);
}
