import { sessionIntentStorage } from './intents.js';

/**
 * How long after a write the reads of its group skip the answers the browser kept: longer than
 * the proxy lets a browser keep a shared answer (`max-age` 15 s, then `stale-while-revalidate`
 * up to 10 min, server-proxy/answer.ts; answers.test.ts holds the two together).
 */
export const FRESH_AFTER_WRITE_MS = 15 * 60_000;

const KEY = 'lk:written';

/**
 * The API groups (`/v2/{group}/…`) this tab wrote to and when. The browser keeps public reads
 * (reviews, ratings, questions) for minutes; after the shopper's own write, the reads of that
 * group go to the proxy (which dropped what the write touched) instead, so the shopper sees
 * their review, vote or gift at once and the summary agrees with the list. Kept in the tab's
 * sessionStorage, so a reload still reads past what the browser kept.
 */
export interface WrittenGroups {
  /** Notes a successful write to a group. */
  note(group: string): void;
  /** Whether the tab wrote to the group within `FRESH_AFTER_WRITE_MS`. */
  recent(group: string): boolean;
}

/** Written groups in `storage` (the tab's sessionStorage by default) with a memory copy. */
export function writtenGroups(
  storage = sessionIntentStorage(),
  now: () => number = Date.now,
): WrittenGroups {
  let at: Record<string, number> | undefined;
  const load = (): Record<string, number> => {
    if (!at) {
      try {
        at = JSON.parse(storage?.getItem(KEY) ?? '{}') as Record<string, number>;
      } catch {
        at = {};
      }
    }
    return at;
  };
  return {
    note(group) {
      const groups = load();
      groups[group] = now();
      try {
        storage?.setItem(KEY, JSON.stringify(groups));
      } catch {
        // Storage refused: the memory copy serves this page.
      }
    },
    recent: (group) => now() - (load()[group] ?? -Infinity) < FRESH_AFTER_WRITE_MS,
  };
}
