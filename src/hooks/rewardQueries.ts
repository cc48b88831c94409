// The loyalty program's query keys and the profile read the light points badge shares with the
// hooks: apart from rewards.ts, so the embed's light points badge carries none of the drawer's
// reads (rewards.ts re-exports them).
import type { Viewer } from '../client/index.js';
import type { LoyaltyQueryContext } from './context.js';
import { useQuery } from './query.js';
import { useSessionContext } from './session.js';
import { OWN_STALE_MS, ROOT_KEY, apiQueryOptions, requireCustomer, viewerKey } from './shared.js';

/** Query keys of the loyalty program: shared parts, then everything of one viewer. */
export const rewardKeys = {
  all: [ROOT_KEY, 'rewards'] as const,
  vipTiers: (locale: string) => [...rewardKeys.all, 'shared', 'vipTiers', locale] as const,
  boost: () => [...rewardKeys.all, 'shared', 'boost'] as const,
  viewer: (viewer: Viewer | null) => [...rewardKeys.all, viewerKey(viewer)] as const,
  /** The customer profile: balance, tier, birthday, referral link. */
  customer: (viewer: Viewer | null) => [...rewardKeys.viewer(viewer), 'customer'] as const,
  earningRules: (viewer: Viewer | null, locale?: string) =>
    [
      ...rewardKeys.viewer(viewer),
      'earningRules',
      ...(locale === undefined ? [] : [locale]),
    ] as const,
  spendingRules: (viewer: Viewer | null, locale?: string) =>
    [
      ...rewardKeys.viewer(viewer),
      'spendingRules',
      ...(locale === undefined ? [] : [locale]),
    ] as const,
  vipStatus: (viewer: Viewer | null, locale?: string) =>
    [...rewardKeys.viewer(viewer), 'vipStatus', ...(locale === undefined ? [] : [locale])] as const,
  punchCard: (viewer: Viewer | null) => [...rewardKeys.viewer(viewer), 'punchCard'] as const,
  activeRewards: (viewer: Viewer | null, locale?: string) =>
    [
      ...rewardKeys.viewer(viewer),
      'activeRewards',
      ...(locale === undefined ? [] : [locale]),
    ] as const,
  activity: (viewer: Viewer | null) => [...rewardKeys.viewer(viewer), 'activity'] as const,
  activityPage: (viewer: Viewer | null, locale: string, page: number, perPage: number) =>
    [...rewardKeys.activity(viewer), { locale, page, perPage }] as const,
  referrals: (viewer: Viewer | null) => [...rewardKeys.viewer(viewer), 'referrals'] as const,
  referralsPage: (viewer: Viewer | null, page: number, perPage: number) =>
    [...rewardKeys.referrals(viewer), { page, perPage }] as const,
};

/** The signed-in customer's profile (E4); a guest gets `unauthorized` without a request. */
export function customerOptions({ client, viewer }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: rewardKeys.customer(viewer),
    queryFn: ({ signal }) => (requireCustomer(viewer), client.getCustomer({}, { signal })),
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** The signed-in customer: points balance, tier, birthday, referral link. */
export function useCustomer() {
  return useQuery(customerOptions(useSessionContext('useCustomer')));
}
