import { keepPreviousData, useQuery } from './query.js';
import { useSessionContext } from './session.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { rewardKeys } from './rewardQueries.js';
import { OWN_STALE_MS, SHARED_STALE_MS, apiQueryOptions, requireCustomer } from './shared.js';

export { customerOptions, rewardKeys, useCustomer } from './rewardQueries.js';

/** Paging of the activity history and referrals. */
export interface PageParams {
  page?: number;
  perPage?: number;
}

/** Ways to earn (E7), with `completed` for a customer. */
export function earningRulesOptions({ client, viewer, locale }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.earningRules(viewer, locale),
    queryFn: ({ signal }) => client.getEarningRules({ locale }, { signal }),
    enabled: viewer !== null,
    staleTime: SHARED_STALE_MS,
  });
}

/** Ways to redeem (E10), with `isAllowed` for a customer. */
export function spendingRulesOptions({ client, viewer, locale }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.spendingRules(viewer, locale),
    queryFn: ({ signal }) => client.getSpendingRules({ locale }, { signal }),
    enabled: viewer !== null,
    staleTime: SHARED_STALE_MS,
  });
}

/** The VIP tiers and their perks (E12). */
export function vipTiersOptions({ client, locale }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.vipTiers(locale),
    queryFn: ({ signal }) => client.getVipTiers({ locale }, { signal }),
    staleTime: SHARED_STALE_MS,
  });
}

/** The customer's VIP status: current and next tier, progress (E13). */
export function vipStatusOptions({ client, viewer, locale }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.vipStatus(viewer, locale),
    queryFn: ({ signal }) => (
      requireCustomer(viewer),
      client.getCustomerVipStatus({ locale }, { signal })
    ),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** The active boost campaign, or null (E14). */
export function boostCampaignOptions({ client }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.boost(),
    queryFn: async ({ signal }) =>
      (await client.getActiveBoostCampaign({}, { signal })).boostCampaign,
    staleTime: SHARED_STALE_MS,
  });
}

/** The customer's punch card progress (E9). */
export function punchCardOptions({ client, viewer }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.punchCard(viewer),
    queryFn: ({ signal }) => (requireCustomer(viewer), client.getPunchCardProgress({}, { signal })),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** The customer's unused, unexpired rewards with their codes (E15). */
export function activeRewardsOptions({ client, viewer, locale }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.activeRewards(viewer, locale),
    queryFn: async ({ signal }) => {
      requireCustomer(viewer);
      return (await client.getCustomerActiveRewards({ locale }, { signal })).rewards;
    },
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** One page of the customer's activity history (E16); the previous page shows while the next loads. */
export function activityOptions(
  { client, viewer, locale }: LoyaltyQueryContext,
  { page = 1, perPage = 20 }: PageParams = {},
) {
  return apiQueryOptions({
    queryKey: rewardKeys.activityPage(viewer, locale, page, perPage),
    queryFn: ({ signal }) => (
      requireCustomer(viewer),
      client.getActivityHistory({ locale, page, perPage }, { signal })
    ),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One page of the customer's referrals (E17; the proxy masks referred e-mails). */
export function referralsOptions(
  { client, viewer }: LoyaltyQueryContext,
  { page = 1, perPage = 20 }: PageParams = {},
) {
  return apiQueryOptions({
    queryKey: rewardKeys.referralsPage(viewer, page, perPage),
    queryFn: ({ signal }) => (
      requireCustomer(viewer),
      client.getReferralSessions({ page, perPage }, { signal })
    ),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Ways to earn points. */
export function useEarningRules() {
  return useQuery(earningRulesOptions(useSessionContext('useEarningRules')));
}

/** Ways to redeem points; `enabled: false` reads nothing yet (a widget that shows them only to customers). */
export function useSpendingRules({ enabled = true }: { enabled?: boolean } = {}) {
  const options = spendingRulesOptions(useSessionContext('useSpendingRules'));
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

/** The VIP tiers. */
export function useVipTiers() {
  return useQuery(vipTiersOptions(useLoyaltyContext('useVipTiers')));
}

/** The customer's VIP status and progress to the next tier. */
export function useVipStatus() {
  return useQuery(vipStatusOptions(useSessionContext('useVipStatus')));
}

/** The active boost campaign (null when there is none). */
export function useBoostCampaign() {
  return useQuery(boostCampaignOptions(useLoyaltyContext('useBoostCampaign')));
}

/** The customer's punch card progress. */
export function usePunchCard() {
  return useQuery(punchCardOptions(useSessionContext('usePunchCard')));
}

/** The customer's active rewards. */
export function useActiveRewards() {
  return useQuery(activeRewardsOptions(useSessionContext('useActiveRewards')));
}

/** A page of the customer's activity history. */
export function useActivity(params: PageParams = {}) {
  return useQuery(activityOptions(useSessionContext('useActivity'), params));
}

/** A page of the customer's referrals. */
export function useReferrals(params: PageParams = {}) {
  return useQuery(referralsOptions(useSessionContext('useReferrals'), params));
}
