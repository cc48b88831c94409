import { ApiError } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import type { Caller } from './policy/caller.js';

function limited(retryAfterMs: number): ApiError {
  return ApiError.of('rate_limited', 'too many changes from this shopper; wait a moment', {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/**
 * Write limits per address and per session (fixed windows), stricter for guests' reviews and
 * questions. Reads are never limited here: the budget scheduler and the cache protect those.
 */
export async function checkWriteLimits(
  deps: ProxyDeps,
  operation: string,
  caller: Caller,
  ip: string,
  subject: string,
): Promise<void> {
  const { limits } = deps.settings;
  const now = deps.clock.now();
  const windowLeft = limits.windowMs - (now % limits.windowMs);
  if ((await deps.store.hit(`w:ip:${ip}`, limits.windowMs, now)) > limits.perIp)
    throw limited(windowLeft);
  if ((await deps.store.hit(`w:s:${subject}`, limits.windowMs, now)) > limits.perSession)
    throw limited(windowLeft);
  const guestPost =
    caller.kind !== 'customer' &&
    (operation === 'createReview' ||
      operation === 'createQuestion' ||
      operation === 'createDraftOrderFromGiftRegistry');
  if (guestPost) {
    const guestLeft = limits.guestWindowMs - (now % limits.guestWindowMs);
    if (
      (await deps.store.hit(`g:s:${subject}`, limits.guestWindowMs, now)) >
      limits.guestPostsPerSession
    ) {
      throw limited(guestLeft);
    }
    if ((await deps.store.hit(`g:ip:${ip}`, limits.guestWindowMs, now)) > limits.guestPostsPerIp)
      throw limited(guestLeft);
  }
}

/** Sessions minted per address. */
export async function checkSessionLimit(deps: ProxyDeps, ip: string): Promise<void> {
  const { limits } = deps.settings;
  const now = deps.clock.now();
  if ((await deps.store.hit(`sess:ip:${ip}`, limits.windowMs, now)) > limits.sessionsPerIp) {
    throw limited(limits.windowMs - (now % limits.windowMs));
  }
}
