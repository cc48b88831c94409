// The schema of a problem+json body, apart from `ApiError` (errors.ts) so that a browser bundle,
// which only reads problems, carries no schema library.
import { z } from 'zod';

/** One field problem in a 400. `path` starts with `query.` or `body.`. */
export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details as every server here answers a failure. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int().min(400).max(599),
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(FieldError).optional(),
  /** Seconds to wait before retrying (429, 503); also sent as `Retry-After`. */
  retryAfter: z.number().optional(),
});
export type Problem = z.infer<typeof Problem>;
