import { useId, type ReactNode } from 'react';
import { ErrorState } from '../shared/ErrorState.js';
import { Skeleton } from '../shared/Skeleton.js';

/** The part of a query result a section reads (a TanStack `UseQueryResult` fits). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface DrawerSectionProps<T> {
  /** The section heading. */
  title: ReactNode;
  /** The data the section shows; loading and error states come from it. */
  query: QueryLike<T>;
  /** Placeholder rows while loading (they reserve the height of the content). */
  skeletonRows?: number;
  /** Renders the loaded data. */
  children: (data: T) => ReactNode;
}

/** A titled drawer section with its own loading skeleton and error with retry. */
export function DrawerSection<T>({
  title,
  query,
  skeletonRows = 2,
  children,
}: DrawerSectionProps<T>) {
  const headingId = useId();
  return (
    <section
      className="lk-rewards-drawer__section"
      aria-labelledby={headingId}
      aria-busy={query.status === 'pending' || undefined}
      data-state={query.status}
    >
      <h3 className="lk-rewards-drawer__heading" id={headingId}>
        {title}
      </h3>
      {query.status === 'pending' && (
        <div className="lk-rewards-drawer__skeleton">
          {Array.from({ length: skeletonRows }, (_, i) => (
            <Skeleton key={i} height="3.5em" />
          ))}
        </div>
      )}
      {query.status === 'error' && (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.status === 'success' && query.data !== undefined && children(query.data)}
    </section>
  );
}
