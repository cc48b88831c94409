import type { Clock } from '../clock.js';
import type { Media } from './service.js';

/**
 * Removes photos uploaded more than `sweepAfterMs` ago that no review refers to (forms that
 * were abandoned). Answers the names removed. Safe to run on several instances at once.
 */
export async function sweepMedia(media: Media, now: number): Promise<string[]> {
  const removed: string[] = [];
  for await (const { name, at } of media.storage.listPending()) {
    if (now - at < media.sweepAfterMs) continue;
    // Read again: the same photo may have been uploaded anew (or referenced) since the listing.
    const since = await media.storage.pendingSince(name);
    if (since === undefined || now - since < media.sweepAfterMs) continue;
    await media.storage.delete(name);
    removed.push(name);
  }
  return removed;
}

/** Sweeps every `sweepEveryMs` on the clock; answers the function that stops it. */
export function startSweeping(
  media: Media,
  clock: Clock,
  onError: (error: unknown) => void,
): () => void {
  let cancel = () => {};
  let stopped = false;
  const schedule = () => {
    cancel = clock.setTimer(() => {
      void sweepMedia(media, clock.now())
        .catch(onError)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, media.sweepEveryMs);
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
}
