import { isOutcomeUnknown, type ActiveRewardEntry } from '../../src/api/index.js';
import type { StorefrontClient, StorefrontInput } from '../../src/client/index.js';
import { redeemIntentId } from '../../src/hooks/rewardMutations.js';

/**
 * Redeems as the drawer does (`useRedeem`): one intent per customer and rule keeps one
 * Idempotency-Key across retries until a definite answer, so pressing Redeem again after a lost
 * answer replays the first redeem instead of spending points twice.
 */
export async function redeemOnce(
  client: StorefrontClient,
  customerId: string,
  variables: StorefrontInput<'redeem'>,
): Promise<ActiveRewardEntry> {
  const id = redeemIntentId({ kind: 'customer', customerId }, variables.ruleId);
  const key = client.intents.begin(id, variables);
  try {
    const { reward } = await client.call('redeem', variables, { idempotencyKey: key });
    client.intents.end(id);
    return reward;
  } catch (error) {
    if (!isOutcomeUnknown(error)) client.intents.end(id);
    throw error;
  }
}
