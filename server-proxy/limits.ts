import { ApiError } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import type { Caller } from './policy/caller.js';

function storeBusy(retryAfterMs: number): ApiError {
  return ApiError.of(
    'upstream_unavailable',
    'the store is taking many changes; try again shortly',
    {
      retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    },
  );
}

function limited(
  retryAfterMs: number,
  detail = 'too many changes from this shopper; wait a moment',
): ApiError {
  return ApiError.of('rate_limited', detail, {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/**
 * Extra limits an operation's rule names: `guestPosts`, the strict hourly count of posts by
 * shoppers who are not signed in (per session and per address); `customerPosts`, the hourly
 * count of posts waiting for moderation (reviews, questions, answers) per signed-in customer.
 */
export type PostLimit = 'guestPosts' | 'customerPosts';

/**
 * Write limits per address and per shopper (fixed windows), the store-wide shares of the budget
 * that guests' writes and all writes but money may take (beyond them a 503 with `Retry-After`:
 * the store is busy, not the shopper at fault), plus the post limits the operation's plan names.
 * Reads are never limited here: the budget scheduler and the cache protect those.
 */
export async function checkWriteLimits(
  deps: ProxyDeps,
  { posts, money }: { posts: readonly PostLimit[]; money: boolean },
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
  if (!money) {
    const window = limits.shareWindowMs;
    const left = window - (now % window);
    const calls = (deps.upstream.scheduler.options.perSecond * window) / 1000;
    if (
      caller.kind !== 'customer' &&
      (await deps.store.hit('w:guests', window, now)) > limits.guestShare * calls
    )
      throw storeBusy(left);
    if ((await deps.store.hit('w:store', window, now)) > limits.storeShare * calls)
      throw storeBusy(left);
  }
  if (posts.includes('customerPosts') && caller.kind === 'customer') {
    const left = limits.customerPostWindowMs - (now % limits.customerPostWindowMs);
    const count = await deps.store.hit(`c:posts:${subject}`, limits.customerPostWindowMs, now);
    if (count > limits.customerPosts)
      throw limited(left, 'too many reviews, questions and answers this hour; try again later');
  }
  if (posts.includes('guestPosts') && caller.kind !== 'customer') {
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
