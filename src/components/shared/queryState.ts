import type { QueryLike } from '../loyalty/DrawerSection.js';

/** `query` once `gate` has loaded too: pending or failed while `gate` is, retrying both. */
export function afterGate<T>(query: QueryLike<T>, gate: QueryLike<unknown>): QueryLike<T> {
  if (gate.status === 'success') return query;
  return {
    status: gate.status,
    data: undefined,
    error: gate.error,
    refetch: () => {
      void gate.refetch();
      void query.refetch();
    },
  };
}

/** The same query state with its data reshaped (`{ rules }` → `rules`). */
export function mapQuery<T, U>(query: QueryLike<T>, select: (data: T) => U): QueryLike<U> {
  return {
    status: query.status,
    data: query.data === undefined ? undefined : select(query.data),
    error: query.error,
    refetch: query.refetch,
  };
}
