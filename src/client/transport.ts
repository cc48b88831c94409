import type { z } from 'zod';
import { ApiError } from '../api/index.js';

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

/** Reads a response: a failure as `ApiError` (problem+json), a success validated by `schema`. */
export async function read<S extends z.ZodType>(
  response: Response,
  schema: S,
): Promise<z.output<S>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw ApiError.fromProblem(response.status, body, response.headers.get('Retry-After'));
  }
  const parsed = schema.safeParse(response.status === 204 ? {} : body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      502,
      'invalid_response',
      `The proxy answered an unexpected shape${issue ? ` at ${issue.path.join('.') || '(root)'}: ${issue.message}` : ''}.`,
    );
  }
  return parsed.data;
}

/** A random idempotency key (UUID v4). */
export function idempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
