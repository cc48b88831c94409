import { idempotencyKey } from './transport.js';

/**
 * Writes the shopper asked for whose outcome is not known yet (a network error, a 503, a page
 * reload mid-call). Each keeps its Idempotency-Key, so that trying again is the same request
 * to the proxy, never a second one, until a definite answer comes.
 */
export interface IntentStore {
  /**
   * The key of the pending intent `id` when it was made with the same parameters, else a new
   * key, recorded before the call leaves.
   */
  begin(id: string, params: unknown): string;
  /** Whether an intent is pending under `id` (its outcome unknown). */
  pending(id: string): boolean;
  /** Forgets the intent: its answer is known. */
  end(id: string): void;
}

interface Stored {
  key: string;
  params: string;
  at: number;
}

/** The proxy replays an answer for 24 h; an older intent is no use and is dropped. */
const MAX_AGE_MS = 23 * 3_600_000;
const PREFIX = 'lk:intent:';

/** The tab's sessionStorage when the page has one and allows it (SSR and sandboxes: none). */
export function sessionIntentStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Pending intents in `storage` (a tab's sessionStorage survives a reload of the page or the
 * drawer, and is not shared with other tabs) with a memory copy when storage is refused.
 */
export function createIntentStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = sessionIntentStorage(),
  now: () => number = Date.now,
): IntentStore {
  const memory = new Map<string, Stored>();
  const read = (id: string): Stored | undefined => {
    let stored = memory.get(id);
    if (!stored) {
      try {
        const text = storage?.getItem(PREFIX + id);
        if (text) stored = JSON.parse(text) as Stored;
      } catch {
        stored = undefined;
      }
    }
    return stored && now() - stored.at < MAX_AGE_MS ? stored : undefined;
  };
  const end = (id: string) => {
    memory.delete(id);
    try {
      storage?.removeItem(PREFIX + id);
    } catch {
      // Storage refused: the memory copy is gone, which is all this page sees.
    }
  };
  return {
    begin(id, params) {
      const text = JSON.stringify(params ?? null);
      const stored = read(id);
      if (stored && stored.params === text) return stored.key;
      const next: Stored = { key: idempotencyKey(), params: text, at: now() };
      memory.set(id, next);
      try {
        storage?.setItem(PREFIX + id, JSON.stringify(next));
      } catch {
        // Quota or privacy errors: the memory copy still serves this page.
      }
      return next.key;
    },
    pending: (id) => read(id) !== undefined,
    end,
  };
}
