// What a CDN keys on (the URL) and what the proxy answers must agree: a repeated scalar query
// parameter is refused, so an answer cached `public, s-maxage` for one value is never served
// under a URL a CDN may file under another.
import { describe, expect, it } from 'vitest';
import { Problem } from '../src/api/index.js';
import { createFakeUpstream } from './test-helpers/fake-upstream.js';
import { call, testProxy } from './test-helpers/proxy.js';

describe('query parameters and shared caches', () => {
  it('refuses a repeated scalar with 400, on the hot path too, and calls nobody', async () => {
    const upstream = createFakeUpstream();
    const proxy = testProxy(upstream.fetch);
    const one = await call(proxy, 'GET', '/v2/reviews/getReviews?productId=2', undefined);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toMatch(/s-maxage/);
    const before = upstream.calls.length;
    for (const query of [
      'productId=1&productId=2',
      'productId=2&productId=2',
      'productId=2&productId[]=1',
    ]) {
      const res = await call(proxy, 'GET', `/v2/reviews/getReviews?${query}`, undefined);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(Problem.parse(await res.json()).errors?.[0]?.path).toBe('query.productId');
    }
    expect(upstream.calls.length).toBe(before);
  });
});
