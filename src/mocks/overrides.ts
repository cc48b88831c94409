import { delay, http } from 'msw';
import { MOCK_PROXY_URL, problem, routeOf, type MockTarget } from './http.js';

/** Options of `errorFor`. */
export interface ErrorForOptions {
  detail?: string;
  /** Seconds, sent as `Retry-After` and in the problem body. */
  retryAfter?: number;
  /** Fail only the next call, then let the happy path answer again. */
  once?: boolean;
  proxyUrl?: string;
}

/**
 * A handler that fails one operation with a problem+json error; add it per test or story with
 * `server.use(errorFor('redeem', 422, 'insufficient_points'))`.
 */
export function errorFor(
  target: MockTarget,
  status: number,
  code: string,
  options: ErrorForOptions = {},
) {
  const { method, url } = routeOf(target, options.proxyUrl ?? MOCK_PROXY_URL);
  return http[method](
    url,
    () => problem(status, code, options.detail ?? code, options.retryAfter),
    {
      once: options.once ?? false,
    },
  );
}

/** A handler that cannot reach the proxy at all (a network error). */
export function networkErrorFor(
  target: MockTarget,
  options: { once?: boolean; proxyUrl?: string } = {},
) {
  const { method, url } = routeOf(target, options.proxyUrl ?? MOCK_PROXY_URL);
  return http[method](url, () => Response.error(), { once: options.once ?? false });
}

/** Options of `loadingFor`. */
export interface LoadingForOptions {
  /** Milliseconds before the happy path answers; never answers when absent. */
  ms?: number;
  proxyUrl?: string;
}

/** A handler that keeps an operation loading: forever, or `ms` before the happy path answers. */
export function loadingFor(target: MockTarget, options: LoadingForOptions = {}) {
  const { method, url } = routeOf(target, options.proxyUrl ?? MOCK_PROXY_URL);
  return http[method](url, async () => {
    await delay(options.ms ?? 'infinite');
    // Nothing returned: the request falls through to the happy-path handler.
    return undefined;
  });
}
