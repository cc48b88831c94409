import { describe, expect, it } from 'vitest';
import { findOperation, operationById, operationList, operations } from './index.js';

const SPEC_IDS = ['E2', 'E3a', 'E3b', ...Array.from({ length: 53 }, (_, i) => `E${i + 4}`)];

describe('the operation table', () => {
  it('has each of the 56 operations E2 to E56 exactly once, in spec order', () => {
    expect(operationList.map((op) => op.id)).toEqual(SPEC_IDS);
  });

  it('has unique names and unique method-and-path pairs', () => {
    expect(new Set(operationList.map((op) => op.name)).size).toBe(56);
    expect(new Set(operationList.map((op) => `${op.method} ${op.path}`)).size).toBe(56);
  });

  it('uses the paths the spec writes out', () => {
    expect(operations.getCustomer.path).toBe('/v2/customers/getCustomer');
    expect(operations.getSpendingRules.path).toBe('/v2/rewards/getSpendingRules');
    expect(operations.redeem.path).toBe('/v2/rewards/redeem');
    expect(operations.getCustomerActiveRewards.path).toBe('/v2/rewards/getCustomerActiveRewards');
    expect(operations.getAccessToken.path).toBe('/v2/oauth/getAccessToken');
  });

  it('reads with GET and writes with POST, and names each path after its operation', () => {
    for (const op of operationList) {
      expect(op.path, op.id).toMatch(new RegExp(`^/v2/[a-zA-Z]+/${op.name}$`));
      const isRead = /^get/.test(op.name) || op.name === 'canCreateReview';
      expect(op.method, op.id).toBe(isRead && op.id !== 'E2' ? 'GET' : 'POST');
    }
  });

  it('carries the scopes and storefront policies of docs/operations.md', () => {
    const expected: Record<string, [string | null, string]> = {
      E2: [null, 'server'],
      E3a: ['write_customer', 'server'],
      E4: ['read_customer', 'customer'],
      E6: ['write_customer', 'server'],
      E7: ['read_reward', 'public+me'],
      E11: ['write_reward', 'customer'],
      E12: ['read_reward', 'public'],
      E18: ['read_review', 'public'],
      E22: ['write_review', 'owner'],
      E23: ['write_review', 'server'],
      E29: ['read_wishlist', 'owner'],
      E39: ['read_gift_registry', 'customer'],
      E47: ['write_gift_registry', 'public'],
      E51: ['read_gallery', 'public'],
      E55: [null, 'server'],
    };
    for (const [id, [scope, policy]] of Object.entries(expected)) {
      const op = operationById(id);
      expect(op?.scope, id).toBe(scope);
      expect(op?.policy, id).toBe(policy);
    }
    const serverOnly = operationList.filter((op) => op.policy === 'server').map((op) => op.id);
    expect(serverOnly).toEqual(['E2', 'E3a', 'E3b', 'E6', 'E23', 'E54', 'E55', 'E56']);
  });

  it('finds an operation by method and path, and nothing for the wrong method', () => {
    expect(findOperation('GET', '/v2/customers/getCustomer')?.id).toBe('E4');
    expect(findOperation('post', '/v2/rewards/redeem')?.id).toBe('E11');
    expect(findOperation('POST', '/v2/customers/getCustomer')).toBeUndefined();
  });
});
