import { HttpResponse } from 'msw';
import {
  ApiError,
  MEDIA_PATH,
  PROBLEM_CONTENT_TYPE,
  operation,
  proxyEndpoints,
  routePattern,
  type ProxyEndpointName,
  problemBody,
} from '../api/index.js';
import type { StorefrontOperationName } from '../client/index.js';

/** Where the mock proxy answers unless told otherwise. */
export const MOCK_PROXY_URL = 'https://proxy.loyalkit.test';

/**
 * Who the shopper is on the mock proxy: a proof source asked when a session opens, whose answer
 * the mock's data decides (its customer, or a guest when it has none), as a store's own server
 * would. A provider given no identity at all is a guest who brings nothing, known without one.
 */
export const MOCK_IDENTITY = (): Record<string, never> => ({});

/** What a mock handler can target: a storefront operation, one of the proxy's own endpoints, or uploads. */
export type MockTarget = StorefrontOperationName | ProxyEndpointName | 'media';

function isProxyEndpoint(target: MockTarget): target is ProxyEndpointName {
  return Object.hasOwn(proxyEndpoints, target);
}

/** The method and URL pattern of a target at a proxy URL. */
export function routeOf(
  target: MockTarget,
  proxyUrl: string,
): { method: 'get' | 'post'; url: string } {
  const base = proxyUrl.replace(/\/+$/, '');
  if (target === 'media') return { method: 'post', url: `${base}${MEDIA_PATH}` };
  const op = isProxyEndpoint(target)
    ? { method: proxyEndpoints[target].method, path: routePattern(proxyEndpoints[target]) }
    : operation(target);
  return { method: op.method === 'GET' ? 'get' : 'post', url: `${base}${op.path}` };
}

/** A problem+json response. */
export function problem(
  status: number,
  code: string,
  detail?: string,
  retryAfter?: number,
): Response {
  const body = new ApiError(status, code, detail, retryAfter !== undefined ? { retryAfter } : {});
  return HttpResponse.json(problemBody(body), {
    status,
    headers: {
      'Content-Type': PROBLEM_CONTENT_TYPE,
      ...(retryAfter !== undefined && { 'Retry-After': String(retryAfter) }),
      ...(status === 401 && { 'WWW-Authenticate': 'Bearer' }),
    },
  });
}
