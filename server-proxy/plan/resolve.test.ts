// Every storefront operation's plan, resolved once from its row, its group and its policy: who is
// refused, what is bound to whom, and whether an answer is shared or the caller's own.
import { describe, expect, it } from 'vitest';
import { type ApiError, operationList } from '../../src/api/index.js';
import { EVENT_FED, PERSONAL, SHARED_EVENT_FED, SHARED_UGC } from '../cache.js';
import { bindRequest } from '../policy/bind.js';
import { type Caller, customerTag, ownerKey, ownerTag } from '../policy/caller.js';
import { PLANS, planOf, readPlanOf } from './resolve.js';

const ANONYMOUS: Caller = { kind: 'anonymous' };
const GUEST: Caller = { kind: 'guest', sessionToken: 'guest-token' };
const ANA: Caller = { kind: 'customer', customerId: 'ana', sessionToken: 'ana-token' };

/** The 401 (or none) a caller gets from an operation's binding. */
function refusal(name: keyof typeof PLANS, caller: Caller): number | undefined {
  try {
    bindRequest(PLANS[name]!.binding, caller, {});
    return undefined;
  } catch (error) {
    return (error as ApiError).status;
  }
}

describe('the plans of the storefront operations', () => {
  it('has one for every operation a storefront may call, and none for a server one', () => {
    for (const op of operationList) {
      const plan = planOf(op);
      if (op.policy === 'server') expect(plan, op.name).toBeUndefined();
      else expect(plan?.kind, op.name).toBe(op.method === 'GET' ? 'read' : 'write');
    }
  });

  it('shares a public read with everyone, kept as the events keep it, and tells no Vary', () => {
    const { caching } = readPlanOf('getReviews');
    for (const caller of [ANONYMOUS, GUEST, ANA]) {
      expect(caching[caller.kind].audience).toBe('shared');
      expect(caching[caller.kind].tags(caller, { productId: 7 })).toEqual([
        'reviews',
        'reviews:product:7',
      ]);
    }
    expect(caching.customer.kept).toEqual({ live: SHARED_EVENT_FED, otherwise: SHARED_UGC });
    expect(caching.customer.told).toEqual({ freshness: SHARED_UGC, vary: [] });
  });

  it('shares a public+me read with visitors and keeps a signed-in customer’s as their own', () => {
    const { caching } = readPlanOf('getEarningRules');
    expect(caching.anonymous.audience).toBe('shared');
    expect(caching.guest.audience).toBe('shared');
    expect(caching.anonymous.told?.vary).toEqual(['Authorization']);
    expect(caching.customer.audience).toBe('personal');
    expect(caching.customer.told).toBeUndefined();
    expect(caching.customer.tags(ANA, {})).toEqual([customerTag('ana')]);
    // In the customer read model: kept until an event drops it while the events arrive.
    expect(caching.customer.kept).toEqual({ live: EVENT_FED, otherwise: PERSONAL });
  });

  it('keeps a personal read outside the read model briefly, events or not', () => {
    const { caching } = readPlanOf('getReferralSessions');
    expect(caching.customer.audience).toBe('personal');
    expect(caching.customer.kept).toEqual({ live: PERSONAL, otherwise: PERSONAL });
  });

  it('lets a guest own wishlists: their session is bound and their lists tag the answer', () => {
    const plan = readPlanOf('getWishlists');
    expect(bindRequest(plan.binding, GUEST, { sessionToken: 'someone-else' })).toEqual({
      sessionToken: 'guest-token',
    });
    expect(plan.caching.guest.tags(GUEST, {})).toEqual([ownerTag(ownerKey(GUEST)!)]);
    expect(refusal('getWishlists', ANONYMOUS)).toBe(401);
    // A guest may write a review too, but owns none: no session is sent on.
    expect(bindRequest(PLANS.createReview!.binding, GUEST, { sessionToken: 'x' })).toEqual({});
  });

  it('refuses a guest and a visitor where only a customer may call', () => {
    expect(refusal('redeem', ANONYMOUS)).toBe(401);
    expect(refusal('redeem', GUEST)).toBe(401);
    expect(refusal('redeem', ANA)).toBeUndefined();
  });

  it('binds what the contract binds: a customer’s referrals as referrer, no other filter', () => {
    const bound = bindRequest(PLANS.getReferralSessions!.binding, ANA, {
      referrerIdentifier: 'bob',
      referredIdentifier: 'carl',
      status: 'pending',
    });
    expect(bound).toMatchObject({ referrerIdentifier: 'ana' });
    expect(bound).not.toHaveProperty('referredIdentifier');
    expect(bound).not.toHaveProperty('status');
    const reviews = bindRequest(PLANS.getReviews!.binding, ANONYMOUS, {
      onlyUnpublishedReviews: true,
    });
    expect(reviews).toEqual({ onlyPublishedReviews: true });
  });

  it('keeps money out of the store-wide shares, and only money', () => {
    const money = Object.values(PLANS).filter((p) => p?.kind === 'write' && p.limits.money);
    expect(money.map((p) => p!.name)).toEqual(['redeem']);
  });
});
