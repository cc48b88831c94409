import { describe, expect, it } from 'vitest';
import {
  endpointPath,
  proxyEndpointList,
  proxyEndpoints,
  routePattern,
  SessionRequest,
  SharedRegistry,
} from '../index.js';

const item = { id: 711, productId: 1, variantId: 101, quantity: 2, purchasedAmount: 0, tag: null };
const registry = {
  id: 71,
  typeId: 1,
  title: 'Ada & William',
  date: '2025/09/20',
  ordersCount: 0,
  registrantId: 9,
  createdAt: '2025-01-02T03:04:05.000Z',
  registrant: {
    id: 9,
    firstName: 'Ada',
    lastName: 'Lovelace',
    coRegistrants: [{ firstName: 'William', lastName: 'King' }],
    address: '12 St James Square',
    postalCode: 'SW1Y 4JH',
  },
};

describe("the proxy's own endpoints", () => {
  it('each has a unique method and path, with its path parameters named by its schema', () => {
    const keys = proxyEndpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of proxyEndpointList) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(endpoint.params?.shape ?? {}), endpoint.name).toEqual(names);
    }
  });

  it('fills and encodes path parameters, and writes them as routers do', () => {
    const { sharedRegistry } = proxyEndpoints;
    expect(endpointPath(sharedRegistry, { token: 'a/b c' })).toBe('/registry-share/a%2Fb%20c');
    expect(routePattern(sharedRegistry)).toBe('/registry-share/:token');
    expect(() => endpointPath(sharedRegistry)).toThrow(/token/);
  });

  it("keeps only what a gifter may see of a registry: no address, no registrant's ids", () => {
    const shared = SharedRegistry.parse({ giftRegistry: registry, items: [item] });
    expect(shared.giftRegistry.registrant).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      coRegistrants: [{ firstName: 'William', lastName: 'King' }],
    });
    expect(shared.giftRegistry).not.toHaveProperty('registrantId');
    expect(shared.items).toEqual([item]);
  });

  it('has one shape for the share view: `{registry, items}` is refused', () => {
    expect(SharedRegistry.safeParse({ registry, items: [] }).success).toBe(false);
  });

  it('takes a guest, a signed customer or a demo customer at /session, and refuses a malformed proof', () => {
    expect(SessionRequest.safeParse({}).success).toBe(true);
    expect(SessionRequest.safeParse({ sessionToken: 'guest-session-0001' }).success).toBe(true);
    expect(
      SessionRequest.safeParse({ customerId: 7001, timestamp: '1700000000', signature: 'ab' })
        .success,
    ).toBe(true);
    expect(SessionRequest.safeParse({ sessionToken: 'short' }).success).toBe(false);
    expect(SessionRequest.safeParse({ customerId: { $ne: 1 } }).success).toBe(false);
  });
});
