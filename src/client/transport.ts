import { ApiError } from '../api/index.js';

/** A proxy path with its `{name}` parameters filled in and encoded (`/registry-share/abc`). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** Joins the proxy URL and a path; a relative proxy URL (`/apps/loyalty`) resolves against the page. */
export function proxyEndpoint(proxyUrl: string, path: string): URL {
  const base = proxyUrl.replace(/\/+$/, '');
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return new URL(`${base}${path}`, page);
}

/** Whether a failure is the caller's own cancellation (not an error to report). */
export function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** Sends a request; a failure to reach the proxy becomes `ApiError` status 0 `network_error`. */
export async function send(
  fetchFn: typeof fetch,
  url: URL,
  init: RequestInit,
  write: boolean,
): Promise<Response> {
  try {
    return await fetchFn(url, init);
  } catch (error) {
    if (isAbort(error, init.signal ?? undefined)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      0,
      'network_error',
      write
        ? `The store could not be reached, so the change may not have been saved (${reason}).`
        : `The store could not be reached (${reason}).`,
    );
  }
}

/**
 * Reads a response: a failure as `ApiError` (problem+json), a success as the JSON the contract
 * promises. Answers are not validated again in the browser: the proxy and the tests check them
 * against the operation table, and the schemas would weigh more than every widget together.
 */
export async function read<T>(response: Response): Promise<T> {
  const body: unknown = response.status === 204 ? {} : await response.json().catch(() => undefined);
  if (!response.ok) {
    throw ApiError.fromProblem(response.status, body, response.headers.get('Retry-After'));
  }
  if (typeof body !== 'object' || body === null) {
    throw new ApiError(502, 'invalid_response', 'The proxy answered something other than JSON.');
  }
  return body as T;
}

/** A random idempotency key (UUID v4). */
export function idempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
