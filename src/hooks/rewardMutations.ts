import type { ActiveRewardEntry } from '../api/index.js';
import { rewardKeys } from './rewards.js';
import { useOperationMutation } from './mutation.js';

/**
 * Redeems points for a reward; the answer carries the reward and its code. It lands in the
 * active rewards at once, then balance, rewards, activity, VIP status and rules refetch.
 */
export function useRedeem() {
  return useOperationMutation('useRedeem', 'redeem', {
    update: (queryClient, { viewer, locale }, { reward }) =>
      queryClient.setQueryData<ActiveRewardEntry[]>(
        rewardKeys.activeRewards(viewer, locale),
        (rewards) => (rewards ? [reward, ...rewards.filter((r) => r.id !== reward.id)] : rewards),
      ),
    invalidate: ({ viewer }) => [
      rewardKeys.customer(viewer),
      rewardKeys.activeRewards(viewer),
      rewardKeys.activity(viewer),
      rewardKeys.vipStatus(viewer),
      rewardKeys.spendingRules(viewer),
    ],
  });
}

/** Saves the customer's birthday (day and month, year optional). */
export function useUpdateBirthday() {
  return useOperationMutation('useUpdateBirthday', 'updateBirthday', {
    invalidate: ({ viewer }) => [rewardKeys.customer(viewer)],
  });
}

/** Claims a self-reportable custom action (follow us, ...); may pay points or a reward. */
export function useTrackCustomAction() {
  return useOperationMutation('useTrackCustomAction', 'trackCustomAction', {
    invalidate: ({ viewer }) => [
      rewardKeys.customer(viewer),
      rewardKeys.earningRules(viewer),
      rewardKeys.activeRewards(viewer),
      rewardKeys.activity(viewer),
    ],
  });
}
