import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, PROBLEM_CONTENT_TYPE, invalidRequest, problemBody } from '../src/api/index.js';

/** A 405 naming the methods the path does allow: RFC 9110 requires the `Allow` header. */
export class MethodNotAllowed extends ApiError {
  readonly allow: readonly string[];

  constructor(method: string, path: string, allow: readonly string[]) {
    super(
      405,
      'method_not_allowed',
      `${method} is not allowed on ${path}; use ${allow.join(' or ')}`,
    );
    this.allow = allow;
  }
}

/** Answers an ApiError as problem+json, with `Retry-After`, `WWW-Authenticate` and `Allow` where due. */
export function problemResponse(error: ApiError): Response {
  const headers = new Headers({ 'content-type': PROBLEM_CONTENT_TYPE });
  if (error instanceof MethodNotAllowed) headers.set('allow', error.allow.join(', '));
  if (error.retryAfter !== undefined)
    headers.set('retry-after', String(Math.ceil(error.retryAfter)));
  if (error.status === 401) headers.set('www-authenticate', 'Bearer');
  return new Response(JSON.stringify(problemBody(error)), { status: error.status, headers });
}

/** Deepest nesting of arrays and objects a body may have: API bodies need a handful. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max` (brackets inside strings do not
 * count). Checked before parsing: a body nested a million deep must cost a scan, not the
 * parser's and the validator's recursion.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Reads a JSON object body; malformed or non-object JSON, or JSON nested deeper than
 * `MAX_JSON_DEPTH`, is a 400, a wrong content type 415. (Sizes are capped before: 413.)
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw ApiError.of('unsupported_media_type', 'send the body as application/json');
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw ApiError.of('invalid_request', `the body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw ApiError.of('invalid_request', 'the body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw ApiError.of('invalid_request', 'the body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Turns anything thrown into an ApiError: known errors as they are, the rest as a 500. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return ApiError.of('internal_error', `sandbox error: ${message}`);
}

/** Whether the request came over plain HTTP (honouring X-Forwarded-Proto). */
export function isPlainHttp(req: Request): boolean {
  const forwarded = req.headers.get('x-forwarded-proto');
  const proto = forwarded
    ? forwarded.split(',')[0]?.trim()
    : new URL(req.url).protocol.replace(':', '');
  return proto === 'http';
}

/** Reads and validates a control API body (400 problem+json listing each field). */
export async function controlBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw invalidRequest(parsed.error, 'body');
  return parsed.data;
}
