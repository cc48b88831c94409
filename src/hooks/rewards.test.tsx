import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorFor, makeBoost } from '../mocks/index.js';
import { countRequests, setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook } from '../../test/helpers/renderLoyaltyHook.js';
import { useRedeem, useTrackCustomAction, useUpdateBirthday } from './rewardMutations.js';
import {
  useActiveRewards,
  useActivity,
  useBoostCampaign,
  useCustomer,
  useEarningRules,
  usePunchCard,
  useReferrals,
  useSpendingRules,
  useVipStatus,
  useVipTiers,
} from './rewards.js';
import { useSession } from './session.js';

const { api, server } = setupMockServer();

describe('loyalty reads', () => {
  it('reads the customer profile with the points balance', async () => {
    const { result } = renderLoyaltyHook(useCustomer);
    await waitFor(() => expect(result.current.data?.pointsBalance).toBe(1250));
  });

  it('reads earning and spending rules, tiers, status, boost, punch card and rewards', async () => {
    api.db.boost = makeBoost({ pointsMultiplier: 3 });
    const { result } = renderLoyaltyHook(() => ({
      earning: useEarningRules(),
      spending: useSpendingRules(),
      tiers: useVipTiers(),
      status: useVipStatus(),
      boost: useBoostCampaign(),
      punch: usePunchCard(),
      rewards: useActiveRewards(),
    }));
    await waitFor(() => expect(result.current.rewards.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.punch.isSuccess).toBe(true));
    expect(result.current.earning.data?.rules.find((r) => r.id === 11)?.completed).toBe(true);
    expect(result.current.spending.data?.rules.map((r) => r.title)).toContain('Free tote bag');
    await waitFor(() => expect(result.current.tiers.data?.tiers).toHaveLength(3));
    expect(result.current.status.data?.nextTier?.title).toBe('Silver');
    expect(result.current.boost.data?.pointsMultiplier).toBe(3);
    expect(result.current.punch.data).toMatchObject({ orderProgress: 3, numberOfOrders: 5 });
    expect(result.current.rewards.data?.[0]?.reward.discountCode).toBe('LK-10OFF-ABCD');
  });

  it('pages the activity history and keeps the previous page while the next loads', async () => {
    api.db.activity = api.db.activity.concat(
      api.db.activity.map((a) => ({ ...a, id: a.id + 100 })),
    );
    let page = 1;
    const { result, rerender } = renderLoyaltyHook(() => useActivity({ page, perPage: 2 }));
    await waitFor(() => expect(result.current.data?.activities).toHaveLength(2));
    expect(result.current.data?.totalCount).toBe(4);
    page = 2;
    rerender();
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.currentPage).toBe(2));
  });

  it('reads the referrals', async () => {
    const { result } = renderLoyaltyHook(() => useReferrals());
    await waitFor(() => expect(result.current.data?.sessions[0]?.status).toBe('pending'));
  });

  it('tells a guest to sign in, without asking the proxy', async () => {
    api.db.customer = null;
    const calls = countRequests(server, '/getCustomer');
    const { result } = renderLoyaltyHook(() => ({
      customer: useCustomer(),
      session: useSession(),
    }));
    await waitFor(() => expect(result.current.customer.error?.code).toBe('unauthorized'));
    expect(result.current.session.status).toBe('guest');
    expect(calls.count).toBe(0);
  });

  it('reports a failure by its code', async () => {
    server.use(errorFor('getCustomerVipStatus', 404, 'not_found'));
    const { result } = renderLoyaltyHook(useVipStatus);
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ status: 404, code: 'not_found' }),
    );
  });
});

describe('sessions seen through the hooks', () => {
  it('renews the token after a 401 and still shows the data', async () => {
    const { result } = renderLoyaltyHook(() => ({
      customer: useCustomer(),
      session: useSession(),
    }));
    await waitFor(() => expect(result.current.customer.isSuccess).toBe(true));
    api.db.sessions.valid = [];
    await act(() => result.current.customer.refetch());
    expect(result.current.customer.data?.firstName).toBe('Ada');
    expect(result.current.session.status).toBe('customer');
    expect(api.db.sessions.opened).toBe(2);
  });

  it('renews a token about to expire before the next call', async () => {
    api.db.sessions.expiresInSeconds = 20;
    const { result } = renderLoyaltyHook(useCustomer);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const opened = api.db.sessions.opened;
    await act(() => result.current.refetch());
    expect(api.db.sessions.opened).toBe(opened + 1);
  });
});

describe('loyalty writes', () => {
  it('shows the discount code after redeeming and refreshes balance, rewards and activity', async () => {
    const { result } = renderLoyaltyHook(() => ({
      customer: useCustomer(),
      rewards: useActiveRewards(),
      activity: useActivity(),
      redeem: useRedeem(),
    }));
    await waitFor(() => expect(result.current.activity.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.customer.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.rewards.isSuccess).toBe(true));
    await act(() => result.current.redeem.mutateAsync({ ruleId: 21 }));
    expect(result.current.redeem.data?.reward.reward.discountCode).toBe('LK-21-2');
    await waitFor(() => expect(result.current.customer.data?.pointsBalance).toBe(750));
    expect(result.current.rewards.data?.[0]?.reward.discountCode).toBe('LK-21-2');
    await waitFor(() => expect(result.current.activity.data?.activities[0]?.points).toBe(-500));
  });

  it('reports insufficient points by code', async () => {
    api.db.customer = { ...api.db.customer!, pointsBalance: 10 };
    const { result } = renderLoyaltyHook(useRedeem);
    await act(() => result.current.mutateAsync({ ruleId: 21 }).catch(() => undefined));
    expect(result.current.error).toMatchObject({ status: 422, code: 'insufficient_points' });
  });

  it('saves the birthday and shows it on the profile', async () => {
    const { result } = renderLoyaltyHook(() => ({
      customer: useCustomer(),
      save: useUpdateBirthday(),
    }));
    await waitFor(() => expect(result.current.customer.data?.birthday).toBeNull());
    await act(() => result.current.save.mutateAsync({ day: 9, month: 12 }));
    await waitFor(() => expect(result.current.customer.data?.birthday).toBe('09-12'));
  });

  it('pays a custom action once and marks the rule completed', async () => {
    const { result } = renderLoyaltyHook(() => ({
      rules: useEarningRules(),
      track: useTrackCustomAction(),
    }));
    await waitFor(() => expect(result.current.rules.isSuccess).toBe(true));
    const answer = await act(() =>
      result.current.track.mutateAsync({ ruleId: 13, ruleType: 'custom_action' }),
    );
    expect(answer.rewarded).toBe(true);
    await waitFor(() =>
      expect(result.current.rules.data?.rules.find((r) => r.id === 13)?.completed).toBe(true),
    );
  });
});
