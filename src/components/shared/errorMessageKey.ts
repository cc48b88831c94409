// Which message a failure gets, without React: the widgets' error view and the Shopify
// extensions (which render with Preact and Shopify's components) say failures the same way.
import { ApiError } from '../../api/index.js';
import type { MessageKey } from '../../i18n/messages/index.js';

/** The catalog key of an error's message: by API code, network failure, or generic. */
export function errorMessageKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    // The client reports a failure to reach the proxy as status 0 `network_error`.
    if (error.status === 0 || error.code === 'network_error') return 'errors.network';
    const key = `errors.${error.code}`;
    if (KNOWN.has(key)) return key as MessageKey;
    if (error.status === 401) return 'errors.unauthorized';
    if (error.status === 403) return 'errors.forbidden';
    if (error.status === 429) return 'errors.rate_limited';
    if (error.status >= 500) return 'errors.upstream_unavailable';
    return 'errors.generic';
  }
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.generic';
}

const KNOWN = new Set([
  'errors.network',
  'errors.unauthorized',
  'errors.forbidden',
  'errors.not_found',
  'errors.rate_limited',
  'errors.invalid_request',
  'errors.insufficient_points',
  'errors.rule_not_allowed',
  'errors.variant_required',
  'errors.conflict',
  'errors.birthday_already_set',
  'errors.review_not_allowed',
  'errors.upstream_unavailable',
]);
