import { describe, expect, it } from 'vitest';
import { decodeRoutes, encodeRoutes } from './routeCodec.js';
import { storefrontRoutes } from './routes.js';

describe('the compact route table of the embed', () => {
  it('decodes to exactly the route table it was encoded from', () => {
    const text = encodeRoutes(storefrontRoutes);
    expect(text).not.toBeNull();
    expect(decodeRoutes(text ?? '')).toEqual(storefrontRoutes);
  });

  it('keeps methods, locales, sharing and comma arrays of each route', () => {
    const text = encodeRoutes({
      a: { method: 'POST', path: '/v2/x/a', takesLocale: true },
      b: { method: 'GET', path: '/v2/y/b', shared: 'guests', commaArrays: ['ids', 'tags'] },
      c: { method: 'GET', path: '/v2/y/c', shared: 'all' },
    });
    expect(text).toBe('x/a!~ y/b?:ids,tags y/c*');
    expect(decodeRoutes(text ?? '')).toEqual({
      a: { method: 'POST', path: '/v2/x/a', takesLocale: true },
      b: { method: 'GET', path: '/v2/y/b', shared: 'guests', commaArrays: ['ids', 'tags'] },
      c: { method: 'GET', path: '/v2/y/c', shared: 'all' },
    });
  });

  it('declines a table whose path does not follow /v2/<group>/<name>', () => {
    expect(encodeRoutes({ a: { method: 'GET', path: '/v2/x/other' } })).toBeNull();
    expect(encodeRoutes({ a: { method: 'GET', path: '/v2/x/y/a' } })).toBeNull();
  });
});
