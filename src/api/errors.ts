import type { z } from 'zod';
import type { FieldError, Problem } from './problem.js';

/** Error codes of operations.md, plus the few the proxy and sandbox add. */
export const ERROR_CODES = {
  invalid_request: 400,
  unauthorized: 401,
  insufficient_scope: 403,
  https_required: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** The same Idempotency-Key is being served right now: retry it after `Retry-After`. */
  request_in_progress: 409,
  /** The customer set a birthday already; only the store may change it. */
  birthday_already_set: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  insufficient_points: 422,
  rule_not_allowed: 422,
  variant_required: 422,
  review_not_allowed: 422,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
  upstream_error: 502,
  upstream_unavailable: 503,
  upstream_timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The content type of every failure. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The one error type: a failed API call or a refused request, with its code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  /** Seconds to wait before trying again, when the server said so. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: string,
    detail?: string,
    extra: { errors?: FieldError[]; retryAfter?: number } = {},
  ) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.errors = extra.errors;
    this.retryAfter = extra.retryAfter;
  }

  /** An error from a known code, with its usual status. */
  static of(
    code: ErrorCode,
    detail?: string,
    extra?: { errors?: FieldError[]; retryAfter?: number },
  ): ApiError {
    return new ApiError(ERROR_CODES[code], code, detail, extra);
  }

  /**
   * Rebuilds the error from a problem+json body (or anything else a server answered). Read field
   * by field rather than through `Problem`, so a browser bundle carries no schema library.
   */
  static fromProblem(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
    const problem = (typeof body === 'object' && body !== null ? body : {}) as Partial<
      Record<keyof Problem, unknown>
    >;
    const headerRetry = retryAfterHeader ? Number(retryAfterHeader) : NaN;
    const bodyRetry = typeof problem.retryAfter === 'number' ? problem.retryAfter : undefined;
    const retryAfter = Number.isFinite(headerRetry) ? headerRetry : bodyRetry;
    const extra = { ...(retryAfter !== undefined && { retryAfter }) };
    if (typeof problem.code !== 'string' || typeof problem.title !== 'string') {
      return new ApiError(
        status,
        status >= 500 ? 'upstream_error' : 'unknown',
        `HTTP ${status}`,
        extra,
      );
    }
    const errors = Array.isArray(problem.errors)
      ? problem.errors.filter(
          (e): e is FieldError =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as FieldError).path === 'string' &&
            typeof (e as FieldError).message === 'string',
        )
      : undefined;
    const detail = typeof problem.detail === 'string' ? problem.detail : problem.title;
    return new ApiError(status, problem.code, detail, { ...(errors && { errors }), ...extra });
  }
}

/**
 * The problem+json body of an error. A function, not a method: only servers and mocks answer
 * with it, and a browser bundle that never calls it leaves out the status titles.
 */
export function problemBody(error: ApiError): Problem {
  return {
    type: 'about:blank',
    title: TITLES[error.status] ?? 'Error',
    status: error.status,
    code: error.code,
    ...(error.detail !== undefined && { detail: error.detail }),
    ...(error.errors && { errors: error.errors }),
    ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }),
  };
}

/**
 * Whether a failed write may still have happened: the server was not reached or not heard
 * (network error, status 0), failed or timed out (5xx, 408), or is still serving the same
 * Idempotency-Key (409 `request_in_progress`). Such a write is retried with the same key until
 * a definite answer comes; any other answer is definite.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 408 ||
    error.status >= 500 ||
    error.code === 'request_in_progress'
  );
}

/** Turns zod issues into field errors; `where` names the request part (`query` or `body`). */
export function fieldErrors(error: z.ZodError, where: 'query' | 'body'): FieldError[] {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** A 400 `invalid_request` listing each problem of a request part. */
export function invalidRequest(error: z.ZodError, where: 'query' | 'body'): ApiError {
  const errors = fieldErrors(error, where);
  const first = errors[0];
  const detail = first
    ? `${first.path}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`
    : 'invalid request';
  return ApiError.of('invalid_request', detail, { errors });
}
