import { describe, expect, it } from 'vitest';
import { sharedRegistryOf } from './sharedRegistry.js';

const item = { id: 711, productId: 1, variantId: 101, quantity: 2, purchasedAmount: 0, tag: null };
const registry = {
  id: 71,
  typeId: 1,
  title: 'Ada & William',
  date: '2025/09/20',
  registrant: { firstName: 'Ada', lastName: 'Lovelace' },
};

describe('sharedRegistryOf', () => {
  it("reshapes the proxy's `{giftRegistry, items}` answer to `{registry, items}`", () => {
    const shared = sharedRegistryOf({ giftRegistry: registry, items: [item] });
    expect(shared).toEqual({ registry, items: [item] });
  });

  it('keeps the `{registry, items}` form as it is', () => {
    expect(sharedRegistryOf({ registry, items: [] })).toEqual({ registry, items: [] });
  });
});
