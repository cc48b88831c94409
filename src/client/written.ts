import { sessionIntentStorage } from './intents.js';

/**
 * How long after a write the reads of its group skip the answers the browser kept: longer than
 * the proxy lets a browser keep a shared answer (`max-age` 15 s, then `stale-while-revalidate`
 * up to 10 min, server-proxy/answer.ts; answers.test.ts holds the two together).
 */
export const FRESH_AFTER_WRITE_MS = 15 * 60_000;

const KEY = 'lk:written:';

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

/**
 * Written groups in `storage` (the tab's sessionStorage by default, one key a group), and in
 * memory for this page whatever storage allows.
 */
export function writtenGroups(
  storage = sessionIntentStorage(),
  now: () => number = Date.now,
): WrittenGroups {
  const memory: Record<string, number> = {};
  return {
    note(group) {
      const at = (memory[group] = now());
      try {
        storage?.setItem(KEY + group, String(at));
      } catch {
        // Storage refused: the memory copy serves this page.
      }
    },
    // No note is `Number(null)`, 0, or NaN without storage: long ago either way.
    recent: (group) =>
      now() - (memory[group] ?? Number(storage?.getItem(KEY + group))) < FRESH_AFTER_WRITE_MS,
  };
}
