import { ApiError, problemBody, type ErrorCode } from '../errors.js';
import { Problem } from '../problem.js';
import { type JsonObject, jsonSchema } from './jsonSchema.js';

/** Response headers the documents declare (RFC 9110, RFC 6750, the proxy's idempotency). */
export const HEADERS = {
  RetryAfter: {
    description: 'Seconds to wait before trying again (also `retryAfter` in the body).',
    schema: { type: 'integer', minimum: 0 },
    example: 2,
  },
  WWWAuthenticate: {
    description: 'The scheme to authenticate with: `Bearer`.',
    schema: { type: 'string' },
    example: 'Bearer',
  },
  IdempotentReplayed: {
    description:
      '`true` when this answer replays the first answer given under the same `Idempotency-Key` (nothing was done again); absent otherwise.',
    schema: { type: 'string', enum: ['true'] },
    example: 'true',
  },
  ETag: {
    description:
      "The answer's strong validator. Send it back in `If-None-Match` and the proxy answers 304 with no body while the answer it holds is the same.",
    schema: { type: 'string' },
    example: '"q5hH0bmUL1bQ7yE2tCw1vYVHh2Q"',
  },
  CacheControl: {
    description:
      "How the answer may be kept. A read that is the same for every visitor is `public`, with `max-age` for browsers and `s-maxage`, `stale-while-revalidate` and `stale-if-error` for a CDN; a shopper's own data is `no-store`.",
    schema: { type: 'string' },
    example: 'public, max-age=15, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600',
  },
} as const;
export type HeaderName = keyof typeof HEADERS;

interface ProblemResponse {
  description: string;
  code: ErrorCode;
  detail: string;
  headers?: readonly HeaderName[];
}

/** The failures the documents name, each a reusable response with an example problem. */
export const PROBLEM_RESPONSES = {
  BadRequest: {
    description:
      'A parameter or body field is missing, of the wrong type, or outside its limits; `errors` lists each.',
    code: 'invalid_request',
    detail: 'body.rate: Too big: expected number to be <=5',
  },
  Unauthorized: {
    description: 'No bearer token, or one that is invalid or expired.',
    code: 'unauthorized',
    detail: 'the access token has expired',
    headers: ['WWWAuthenticate'],
  },
  Forbidden: {
    description: 'The token lacks the scope, HTTPS is required, or the caller may not do this.',
    code: 'insufficient_scope',
    detail: 'this operation needs the scope write_reward',
  },
  NotFound: {
    description: 'The customer, rule, review, wishlist, registry, item or gallery does not exist.',
    code: 'not_found',
    detail: 'no spending rule 99',
  },
  Conflict: {
    description:
      'An Idempotency-Key reused with other parameters, or a duplicate that must be unique.',
    code: 'conflict',
    detail: 'this Idempotency-Key was used with other parameters',
  },
  PayloadTooLarge: {
    description: 'The body is larger than the server accepts.',
    code: 'payload_too_large',
    detail: 'the body is larger than 131072 bytes',
  },
  UnsupportedMediaType: {
    description: 'The body is not `application/json`.',
    code: 'unsupported_media_type',
    detail: 'send the body as application/json',
  },
  Unprocessable: {
    description:
      'A business rule refuses the request (`insufficient_points`, `rule_not_allowed`, ...).',
    code: 'insufficient_points',
    detail: 'the customer has 120 points; this rule costs 500',
  },
  TooManyRequests: {
    description: 'Rate limited: wait `Retry-After` seconds.',
    code: 'rate_limited',
    detail: 'request budget exceeded (leaky bucket of 60, 3 per second)',
    headers: ['RetryAfter'],
  },
  Unavailable: {
    description: 'The service behind the proxy is unavailable for now: wait `Retry-After` seconds.',
    code: 'upstream_unavailable',
    detail: 'the loyalty service is unavailable; try again shortly',
    headers: ['RetryAfter'],
  },
  Problem: {
    description: 'Any other failure, as problem+json.',
    code: 'internal_error',
    detail: 'unexpected error',
  },
} as const satisfies Record<string, ProblemResponse>;
export type ProblemResponseName = keyof typeof PROBLEM_RESPONSES;

/** The status each response stands for in an operation's `responses`. */
const STATUS: { readonly [R in ProblemResponseName]: string } = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  Conflict: '409',
  PayloadTooLarge: '413',
  UnsupportedMediaType: '415',
  Unprocessable: '422',
  TooManyRequests: '429',
  Unavailable: '503',
  Problem: 'default',
};

/** `responses` entries that refer to the shared failure responses. */
export function problemRefs(names: readonly ProblemResponseName[]): JsonObject {
  return Object.fromEntries(
    names.map((name) => [STATUS[name], { $ref: `#/components/responses/${name}` }]),
  );
}

/** The components the failure responses need: the Problem schema, the responses, their headers. */
export function problemComponents(names: readonly ProblemResponseName[]): {
  schemas: JsonObject;
  responses: JsonObject;
  headers: readonly HeaderName[];
} {
  const responses: JsonObject = {};
  const headers = new Set<HeaderName>();
  for (const name of names) {
    const p: ProblemResponse = PROBLEM_RESPONSES[name];
    const example = problemBody(
      ApiError.of(p.code, p.detail, {
        ...(name === 'BadRequest' && {
          errors: [{ path: 'body.rate', message: 'Too big: expected number to be <=5' }],
        }),
        ...(p.headers?.includes('RetryAfter') && { retryAfter: 2 }),
      }),
    );
    for (const header of p.headers ?? []) headers.add(header);
    responses[name] = {
      description: p.description,
      ...(p.headers && {
        headers: Object.fromEntries(
          p.headers.map((h) => [headerName(h), { $ref: `#/components/headers/${h}` }]),
        ),
      }),
      content: {
        'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, example },
      },
    };
  }
  return { schemas: { Problem: jsonSchema(Problem, 'output') }, responses, headers: [...headers] };
}

/** The header's name on the wire. */
export function headerName(header: HeaderName): string {
  return {
    RetryAfter: 'Retry-After',
    WWWAuthenticate: 'WWW-Authenticate',
    IdempotentReplayed: 'Idempotent-Replayed',
    ETag: 'ETag',
    CacheControl: 'Cache-Control',
  }[header];
}

/** The `components.headers` of a document. */
export function headerComponents(names: Iterable<HeaderName>): JsonObject {
  return Object.fromEntries([...new Set(names)].sort().map((h) => [h, HEADERS[h]]));
}
