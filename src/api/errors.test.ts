import { describe, expect, it } from 'vitest';
import {
  ApiError,
  Problem,
  invalidRequest,
  isDefiniteAnswer,
  isOutcomeUnknown,
  operations,
  problemBody,
} from './index.js';

describe('errors', () => {
  it('turns a validation failure into a 400 listing each field', () => {
    const result = operations.createReview.request.safeParse({
      productId: 'x',
      rate: 9,
      body: '',
      customerIdentifier: '1',
    });
    if (result.success) throw new Error('expected failure');
    const problem = problemBody(invalidRequest(result.error, 'body'));
    expect(Problem.parse(problem)).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(problem.errors?.map((e) => e.path).sort()).toEqual([
      'body.body',
      'body.productId',
      'body.rate',
    ]);
  });

  it('rebuilds an error from a problem body, with Retry-After from the header', () => {
    const error = ApiError.fromProblem(
      429,
      {
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        code: 'rate_limited',
        detail: 'slow down',
      },
      '3',
    );
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 3,
      message: 'slow down',
    });
  });

  it('copes with a body that is not problem+json', () => {
    expect(ApiError.fromProblem(502, '<html>bad gateway</html>')).toMatchObject({
      status: 502,
      code: 'upstream_error',
    });
    expect(ApiError.fromProblem(404, null)).toMatchObject({ status: 404, code: 'unknown' });
  });

  it('gives known codes their status', () => {
    expect(ApiError.of('insufficient_points').status).toBe(422);
    expect(ApiError.of('insufficient_scope').status).toBe(403);
  });

  it('calls a write settled only on an answer that says what happened to it', () => {
    const definite: [number, string?][] = [
      [200],
      [400, 'invalid_request'],
      [409, 'conflict'],
      [422, 'insufficient_points'],
    ];
    const unknown: [number, string?][] = [
      [0, 'network_error'],
      [408],
      [409, 'request_in_progress'],
      [429, 'rate_limited'],
      [500],
      [502, 'upstream_error'],
      [503, 'upstream_unavailable'],
      [504, 'upstream_timeout'],
    ];
    for (const [status, code] of definite) {
      expect(isDefiniteAnswer(status, code), `${status} ${code}`).toBe(true);
      if (status >= 400) expect(isOutcomeUnknown(new ApiError(status, code ?? 'x'))).toBe(false);
    }
    for (const [status, code] of unknown) {
      expect(isDefiniteAnswer(status, code), `${status} ${code}`).toBe(false);
      expect(isOutcomeUnknown(new ApiError(status, code ?? 'x'))).toBe(true);
    }
    expect(isOutcomeUnknown(new TypeError('fetch failed'))).toBe(true);
  });
});
