import { type ActiveRewardEntry, ApiError, type RedeemInput } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { UncertainOutcome } from './idempotency.js';

interface Before {
  rewardIds: number[];
}

async function activeRewards(
  deps: ProxyDeps,
  customerIdentifier: string,
): Promise<ActiveRewardEntry[]> {
  const { rewards } = await deps.upstream.call(
    'getCustomerActiveRewards',
    { customerIdentifier },
    { priority: 'write' },
  );
  return rewards;
}

function created(after: ActiveRewardEntry[], before: Before): ActiveRewardEntry | undefined {
  const known = new Set(before.rewardIds);
  return after.filter((r) => !known.has(r.id)).sort((a, b) => b.id - a.id)[0];
}

function isBefore(value: unknown): value is Before {
  return !!value && typeof value === 'object' && Array.isArray((value as Before).rewardIds);
}

/**
 * Redeem (E11) answering the created reward: E15 before and after, the new entry is the reward.
 * E11 answers no reward, so an attempt that ends without an answer (timeout, dropped
 * connection) is uncertain: the reward list from before travels with it, and a retry under
 * the same Idempotency-Key first looks for a reward created since instead of redeeming again.
 */
export async function redeemWithReward(
  deps: ProxyDeps,
  input: RedeemInput,
  previous: unknown,
): Promise<{ reward: ActiveRewardEntry }> {
  const customer = String(input.customerIdentifier);
  let before: Before;
  if (isBefore(previous)) {
    before = previous;
    const reward = created(await activeRewards(deps, customer), before);
    if (reward) return { reward };
  } else {
    before = { rewardIds: (await activeRewards(deps, customer)).map((r) => r.id) };
  }
  try {
    await deps.upstream.call('redeem', input, { priority: 'write' });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    throw new UncertainOutcome(asApiError(error), before);
  }
  let after: ActiveRewardEntry[];
  try {
    after = await activeRewards(deps, customer);
  } catch (error) {
    throw new UncertainOutcome(asApiError(error), before);
  }
  const reward = created(after, before);
  if (!reward) {
    throw new UncertainOutcome(
      ApiError.of(
        'upstream_error',
        'the points were redeemed but the reward is not listed yet; retry with the same Idempotency-Key',
      ),
      before,
    );
  }
  return { reward };
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : ApiError.of('upstream_error', 'the store failed');
}
