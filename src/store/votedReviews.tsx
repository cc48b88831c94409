import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

// The API does not say whether a customer voted for a review, so the widgets remember it. With
// the shopper's consent (the provider's `persistGuestSession`, as for the guest session token)
// the votes are kept in localStorage; without it, in memory for this page only.

const PREFIX = 'loyalkit:votes:';
const NONE: ReadonlySet<number> = new Set();

/** The reviews each customer voted helpful, kept in memory and, with consent, in localStorage. */
export interface VotedReviewsStore {
  /** The review ids `customerId` voted for (the same Set until they change). */
  get(customerId: string): ReadonlySet<number>;
  /** Marks (true) or unmarks (false) a review as voted by `customerId`. */
  set(customerId: string, reviewId: number, voted: boolean): void;
  /** Turns persistence on (copies the votes to localStorage) or off (removes them there). */
  setPersist(persist: boolean): void;
  /** Calls `listener` on every change (here, or in another tab while persisted). */
  subscribe(listener: () => void): () => void;
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed iframes): memory only.
    return null;
  }
}

function parse(text: string | null | undefined): ReadonlySet<number> {
  if (!text) return NONE;
  try {
    const parsed: unknown = JSON.parse(text);
    return new Set(Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'number') : []);
  } catch {
    return NONE;
  }
}

function store(customerId: string, ids: ReadonlySet<number> | null): void {
  try {
    if (ids === null) local()?.removeItem(PREFIX + customerId);
    else local()?.setItem(PREFIX + customerId, JSON.stringify([...ids]));
  } catch {
    // Quota or privacy errors: the memory copy still serves this page.
  }
}

/** A votes store that writes to localStorage only while `persist` is on (consent). */
export function consentVotedReviews(persist: boolean): VotedReviewsStore {
  const memory = new Map<string, ReadonlySet<number>>();
  const listeners = new Set<() => void>();
  let allowed = persist;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (!allowed || !event.key?.startsWith(PREFIX)) return;
    memory.set(event.key.slice(PREFIX.length), parse(event.newValue));
    notify();
  };
  return {
    get(customerId) {
      let ids = memory.get(customerId);
      if (!ids) {
        ids = allowed ? parse(local()?.getItem(PREFIX + customerId)) : NONE;
        memory.set(customerId, ids);
      }
      return ids;
    },
    set(customerId, reviewId, voted) {
      const next = new Set(this.get(customerId));
      if (voted) next.add(reviewId);
      else next.delete(reviewId);
      memory.set(customerId, next);
      if (allowed) store(customerId, next);
      notify();
    },
    setPersist(next) {
      if (next === allowed) return;
      allowed = next;
      for (const [customerId, ids] of memory) {
        if (next) {
          const merged = new Set([...parse(local()?.getItem(PREFIX + customerId)), ...ids]);
          memory.set(customerId, merged);
          store(customerId, merged);
        } else {
          store(customerId, null);
        }
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

/** The votes store of the nearest `<LoyaltyProvider>` (null outside one). */
export const VotedReviewsContext = createContext<VotedReviewsStore | null>(null);
VotedReviewsContext.displayName = 'VotedReviewsContext';

/** What `useVotedReviews` returns. */
export interface VotedReviews {
  has: (reviewId: number) => boolean;
  /** Marks (true) or unmarks (false) a review as voted by this customer. */
  set: (reviewId: number, voted: boolean) => void;
}

/**
 * The reviews a customer voted helpful (a guest, null, has none), from the provider's store:
 * kept in localStorage only with the shopper's consent. Outside a provider, for this page only.
 */
export function useVotedReviews(customerId: string | null): VotedReviews {
  const provided = useContext(VotedReviewsContext);
  const [own] = useState(() => consentVotedReviews(false));
  const votes = provided ?? own;
  const ids = useSyncExternalStore(
    votes.subscribe,
    () => (customerId ? votes.get(customerId) : NONE),
    () => NONE,
  );
  const set = useCallback(
    (reviewId: number, voted: boolean) => {
      if (customerId) votes.set(customerId, reviewId, voted);
    },
    [votes, customerId],
  );
  return useMemo(() => ({ has: (id: number) => ids.has(id), set }), [ids, set]);
}
