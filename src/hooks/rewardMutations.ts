import { type ActiveRewardEntry, isOutcomeUnknown } from '../api/index.js';
import type { Viewer } from '../client/index.js';
import { rewardKeys } from './rewards.js';
import { useOperationMutation } from './mutation.js';

/** The intent id of a redeem: one pending redeem per shopper and rule. */
export function redeemIntentId(viewer: Viewer | null, ruleId: number): string {
  const who = viewer?.kind === 'customer' ? `customer:${viewer.customerId}` : 'guest';
  return `redeem:${who}:${ruleId}`;
}

/**
 * Redeems points for a reward; the answer carries the reward and its code. It lands in the
 * active rewards at once, then balance, rewards, activity, VIP status and rules refetch. One
 * redeem intent keeps one Idempotency-Key across its retries (a network error, a 503, a reload
 * while the answer is unknown: the key waits in the tab's sessionStorage, by rule) until a
 * definite answer, so that clicking Redeem again never redeems twice.
 */
export function useRedeem() {
  return useOperationMutation('useRedeem', 'redeem', {
    async run({ client, viewer }, variables) {
      const id = redeemIntentId(viewer, variables.ruleId);
      const key = client.intents.begin(id, variables);
      try {
        const answer = await client.call('redeem', variables, { idempotencyKey: key });
        client.intents.end(id);
        return answer;
      } catch (error) {
        if (!isOutcomeUnknown(error)) client.intents.end(id);
        throw error;
      }
    },
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
