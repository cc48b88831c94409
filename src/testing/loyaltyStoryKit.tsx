import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type {} from 'msw-storybook-addon/csf3';
import {
  createMockApi,
  makeActiveReward,
  makeActivity,
  makeBoost,
  makeCustomer,
  makeReferral,
  makeVipStatus,
  type MockSeed,
} from '../mocks/index.js';
import { withMockProvider, type StoryLocaleParameters } from './storyProvider.js';

/** Story parameters that choose the provider's language (and currency). */
export type LoyaltyStoryParameters = StoryLocaleParameters;

/** Wraps a story in a provider on the mock proxy, in the story's `locale` and `currency`. */
export const withLoyalty: Decorator = withMockProvider;

/** What a story serves and in which language. */
export interface MockStoryOptions extends LoyaltyStoryParameters {
  /** Handlers that answer before the happy path (errors, loading). */
  overrides?: HttpHandler[];
}

/**
 * Story annotations serving the mock proxy from `seed`, after `overrides` (errors, loading);
 * the db starts over before each render so a redemption in one visit is gone in the next.
 */
export function mockStory(seed: MockSeed = {}, options: MockStoryOptions = {}) {
  const { overrides = [], locale, currency } = options;
  const api = createMockApi({ seed });
  return {
    parameters: {
      msw: { handlers: [...overrides, ...api.handlers] },
      ...(locale && { locale }),
      ...(currency && { currency }),
    },
    beforeEach: () => api.reset(),
  };
}

/** A customer who just joined: no points, nothing redeemed, no history. */
export const newCustomerSeed: MockSeed = {
  customer: makeCustomer({ pointsBalance: 0, pointsExpiresAt: null, birthday: null }),
  activeRewards: [],
  activity: [],
  referrals: [],
  vipStatus: makeVipStatus({ currentProgressValue: 0 }),
};

/** A loyal customer with plenty of points, rewards, history and referrals. */
export const richCustomerSeed: MockSeed = {
  customer: makeCustomer({
    pointsBalance: 12_480,
    birthday: '14-03',
    currentTier: { id: 2, title: 'Silver', achievedAt: '2025-01-10T10:00:00.000Z' },
  }),
  vipStatus: makeVipStatus({
    currentTier: { id: 2, title: 'Silver', condition: { type: 'spent_amount', value: 500 } },
    nextTier: { id: 3, title: 'Gold', condition: { type: 'spent_amount', value: 1500 } },
    currentProgressValue: 1460,
  }),
  activeRewards: [
    makeActiveReward({ id: 31 }),
    makeActiveReward({
      id: 32,
      reward: { discountCode: 'LK-SHIP-7Q2P', title: 'Free shipping', minimumOrderAmount: 50 },
    }),
  ],
  activity: Array.from({ length: 24 }, (_, i) =>
    makeActivity({
      id: 100 + i,
      note: i % 3 === 0 ? 'Redeemed $10 off' : `Points earned for order #${1100 + i}`,
      points: i % 3 === 0 ? -500 : 40 + i,
      createdAt: `2025-05-${String(28 - i).padStart(2, '0')} 10:00:00`,
    }),
  ),
  referrals: [
    makeReferral(),
    makeReferral({
      referred: { platformCustomerId: 7003, email: 'm***@example.com', phone: null },
      status: 'completed',
      orderId: 1203,
    }),
  ],
};

/** A customer at the top tier. */
export const topTierSeed: MockSeed = {
  customer: makeCustomer({
    pointsBalance: 5400,
    currentTier: { id: 3, title: 'Gold', achievedAt: '2025-02-01T10:00:00.000Z' },
  }),
  vipStatus: makeVipStatus({
    currentTier: { id: 3, title: 'Gold', condition: { type: 'spent_amount', value: 1500 } },
    nextTier: null,
    currentProgressValue: 2210,
  }),
};

/** Double points running. */
export const boostSeed: MockSeed = { boost: makeBoost() };

/** Every session is a guest's. */
export const guestSeed: MockSeed = { customer: null };
