import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { REVIEW_SORTS } from '../../api/index.js';
import { REVIEW_LIST_DEFAULTS } from '../../hooks/reviews.js';

/** One of the six sort options of E18. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What the shopper chose to see: shared by the summary and the list of one product. */
export interface ReviewFilters {
  /** Only reviews with this many stars; null for all. */
  rate: number | null;
  withPhotos: boolean;
  sort: ReviewSort;
  /** The search text as typed (the list debounces it). */
  search: string;
}

export interface ReviewsState extends ReviewFilters {
  /** Shows only `rate`-star reviews; the same rate again (or null) shows all. */
  toggleRate: (rate: number | null) => void;
  setRate: (rate: number | null) => void;
  setWithPhotos: (withPhotos: boolean) => void;
  setSort: (sort: ReviewSort) => void;
  setSearch: (search: string) => void;
  clearFilters: () => void;
}

/** A fresh filter store; one per widget instance (never a module singleton). */
export function createReviewsStore(initial: Partial<ReviewFilters> = {}): StoreApi<ReviewsState> {
  const defaults: ReviewFilters = {
    rate: null,
    withPhotos: false,
    sort: REVIEW_LIST_DEFAULTS.sort,
    search: '',
    ...initial,
  };
  return createStore<ReviewsState>()((set) => ({
    ...defaults,
    toggleRate: (rate) => set((s) => ({ rate: rate === null || s.rate === rate ? null : rate })),
    setRate: (rate) => set({ rate }),
    setWithPhotos: (withPhotos) => set({ withPhotos }),
    setSort: (sort) => set({ sort }),
    setSearch: (search) => set({ search }),
    clearFilters: () => set({ rate: null, withPhotos: false, search: '' }),
  }));
}

const ReviewsContext = createContext<StoreApi<ReviewsState> | null>(null);

export interface ReviewsProviderProps {
  /** Filters to start with (e.g. `{ sort: 'mostRelevant' }`); read once, like `useState`. */
  initialFilters?: Partial<ReviewFilters>;
  /** The summary, the list and anything else that shares these filters. */
  children: ReactNode;
}

/** Lets a ReviewSummary and a ReviewList below it share one set of filters. */
export function ReviewsProvider({ initialFilters, children }: ReviewsProviderProps) {
  const [store] = useState(() => createReviewsStore(initialFilters));
  return <ReviewsContext.Provider value={store}>{children}</ReviewsContext.Provider>;
}

/** Gives a widget used on its own a store of its own; inside a ReviewsProvider, shares that one. */
export function EnsureReviewsProvider({ initialFilters, children }: ReviewsProviderProps) {
  const outer = useContext(ReviewsContext);
  if (outer) return children;
  return <ReviewsProvider initialFilters={initialFilters}>{children}</ReviewsProvider>;
}

/** Reads the filters of the nearest ReviewsProvider. */
export function useReviewsStore<T>(selector: (state: ReviewsState) => T): T {
  const store = useContext(ReviewsContext);
  if (!store) {
    throw new Error('useReviewsStore must be used inside <ReviewsProvider> (or <Reviews>).');
  }
  return useStore(store, selector);
}
