import type {
  InfiniteData,
  QueryKey,
  QueryKeyWithDataTag,
  UndefinedInitialDataInfiniteOptions,
  UndefinedInitialDataOptions,
} from './query.js';
import { ApiError } from '../api/index.js';
import type { SessionState, Viewer } from '../client/index.js';

/** The root of every loyalkit query key, so that keys never collide with the app's own. */
export const ROOT_KEY = 'loyalkit';

/** The key segment of a viewer: `customer:<id>`, `guest`, or `pending` before the session. */
export function viewerKey(viewer: Viewer | null): string {
  if (!viewer) return 'pending';
  return viewer.kind === 'customer' ? `customer:${viewer.customerId}` : 'guest';
}

/** How long shared data (rules, tiers, reviews) stays fresh. */
export const SHARED_STALE_MS = 60_000;
/** How long a shopper's own data stays fresh. */
export const OWN_STALE_MS = 30_000;

/** Network failures, 429 and 5xx may pass; a 4xx will not, so it is not retried. */
export function isTransient(error: ApiError): boolean {
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

const retry = (failureCount: number, error: ApiError) => failureCount < 2 && isTransient(error);
const retryDelay = (attempt: number, error: ApiError) =>
  error.retryAfter !== undefined ? error.retryAfter * 1000 : Math.min(1000 * 2 ** attempt, 8000);

// react-query's `queryOptions` and `infiniteQueryOptions` return their argument as is, typed with
// the key's data tag; these factories type it the same way themselves, so the light widgets'
// runtime (which reads them through the page cache) carries no react-query module.

/** What `queryOptions` answers for these options: the same options, the key tagged. */
type ApiQueryOptions<TData, TKey extends QueryKey> = UndefinedInitialDataOptions<
  TData,
  ApiError,
  TData,
  TKey
> &
  QueryKeyWithDataTag<TKey, TData, ApiError>;

/** What `infiniteQueryOptions` answers for these options: the same options, the key tagged. */
type ApiInfiniteOptions<TData, TKey extends QueryKey> = UndefinedInitialDataInfiniteOptions<
  TData,
  ApiError,
  InfiniteData<TData, number>,
  TKey,
  number
> &
  QueryKeyWithDataTag<TKey, InfiniteData<TData>, ApiError>;

/** `queryOptions` with the library's error type and retry policy. */
export function apiQueryOptions<TData, TKey extends QueryKey>(
  options: UndefinedInitialDataOptions<TData, ApiError, TData, TKey>,
): ApiQueryOptions<TData, TKey> {
  return { retry, retryDelay, ...options } as ApiQueryOptions<TData, TKey>;
}

/** `infiniteQueryOptions` by numeric page parameter, with the library's error type. */
export function apiInfiniteOptions<TData, TKey extends QueryKey>(
  options: UndefinedInitialDataInfiniteOptions<
    TData,
    ApiError,
    InfiniteData<TData, number>,
    TKey,
    number
  >,
): ApiInfiniteOptions<TData, TKey> {
  return { retry, retryDelay, ...options } as ApiInfiniteOptions<TData, TKey>;
}

/** Throws the 401 the proxy would answer, without a request, when a guest asks for customer data. */
export function requireCustomer(viewer: Viewer | null): void {
  if (viewer?.kind !== 'customer') {
    throw ApiError.of('unauthorized', 'Sign in to see this.');
  }
}

/**
 * Whether the shopper is a guest who brought no proof and no kept token and has opened no
 * session yet (`client.getSessionState()`, read when a query runs, so the first write, which
 * opens the session, ends it): they own nothing, so their own reads need no session.
 */
export function ownsNothingYet(state: SessionState): boolean {
  return state.status === 'idle' && state.guest;
}
