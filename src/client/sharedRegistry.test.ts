import { describe, expect, it } from 'vitest';
import { SharedRegistry } from './sharedRegistry.js';

const item = { id: 711, productId: 1, variantId: 101, quantity: 2, purchasedAmount: 0, tag: null };

describe('SharedRegistry', () => {
  it("reads the proxy's share view and drops anything beyond what a gifter may see", () => {
    const shared = SharedRegistry.parse({
      giftRegistry: {
        id: 71,
        typeId: 1,
        title: 'Ada & William',
        date: '2025/09/20',
        ordersCount: 0,
        registrant: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          coRegistrants: [{ firstName: 'William', lastName: 'King' }],
          address: '12 St James Square',
        },
      },
      items: [item],
    });
    expect(shared.registry.title).toBe('Ada & William');
    expect(shared.registry.registrant).not.toHaveProperty('address');
    expect(shared.items).toEqual([item]);
  });

  it('accepts the `{registry, items}` form too', () => {
    const registry = { id: 71, typeId: 2, title: 'Baby', date: '2026/03/14' };
    const shared = SharedRegistry.parse({
      registry: { ...registry, registrant: { firstName: 'Ada', lastName: 'Lovelace' } },
      items: [],
    });
    expect(shared.registry).toMatchObject(registry);
  });
});
