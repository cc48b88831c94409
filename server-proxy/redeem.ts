import {
  type ActiveRewardEntry,
  ApiError,
  operations,
  type RedeemInput,
  type SpendingRule,
} from '../src/api/index.js';
import { SHARED } from './cache.js';
import type { ProxyDeps } from './context.js';
import { IDEMPOTENCY_TTL_MS, UncertainOutcome, type WriteAttempt } from './idempotency.js';
import { withLock } from './state/lock.js';

/** What a retry needs to find a dead attempt's reward: the active rewards before, the rule. */
interface Snapshot {
  rewardIds: number[];
  ruleId: number;
}

function isSnapshot(value: unknown): value is Snapshot {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as Snapshot).rewardIds) &&
    typeof (value as Snapshot).ruleId === 'number'
  );
}

async function activeRewards(deps: ProxyDeps, customer: string): Promise<ActiveRewardEntry[]> {
  const { rewards } = await deps.upstream.call(
    'getCustomerActiveRewards',
    { customerIdentifier: customer },
    { priority: 'write' },
  );
  return rewards;
}

const RULES_KEY = 'redeem:rules';

/** The spending rule of a redeem, from the cached E10 list (loaded fresh when it is missing). */
async function spendingRule(deps: ProxyDeps, ruleId: number): Promise<SpendingRule> {
  const load = () =>
    deps.upstream.call('getSpendingRules', { locale: 'en' }, { priority: 'write' });
  const tags = [operations.getSpendingRules.group];
  let rule = (await deps.cache.read(RULES_KEY, tags, SHARED, load)).rules.find(
    (r) => r.id === ruleId,
  );
  if (!rule) {
    const fresh = await load();
    await deps.cache.put(RULES_KEY, tags, SHARED, fresh);
    rule = fresh.rules.find((r) => r.id === ruleId);
  }
  if (!rule) throw ApiError.of('not_found', 'no such spending rule');
  return rule;
}

/**
 * Whether an active reward came from this redeem's rule: the same discount type and (when the
 * API gives them) the rule's title and the chosen variant. Rewards of other sources (a tier,
 * a punch card) created meanwhile never match.
 */
function isOfRule(entry: ActiveRewardEntry, rule: SpendingRule, input: RedeemInput): boolean {
  const { reward } = entry;
  if (reward.discountType !== rule.type) return false;
  if (reward.title !== undefined && reward.title !== rule.title) return false;
  if (
    input.selectedVariantId !== undefined &&
    reward.variantId != null &&
    reward.variantId !== input.selectedVariantId
  )
    return false;
  return true;
}

/**
 * The reward this redeem created: new since the snapshot, of the rule, and not already the
 * answer of another redeem. Claiming it (a store lock held by this idempotency key for a day)
 * is what keeps two answers from naming one reward.
 */
async function findCreated(
  deps: ProxyDeps,
  customer: string,
  after: ActiveRewardEntry[],
  before: Snapshot,
  rule: SpendingRule,
  input: RedeemInput,
  owner: string,
): Promise<ActiveRewardEntry | undefined> {
  const known = new Set(before.rewardIds);
  const candidates = after
    .filter((r) => !known.has(r.id) && isOfRule(r, rule, input))
    .sort((a, b) => a.id - b.id);
  for (const reward of candidates) {
    const claim = `redeemed:${customer}:${reward.id}`;
    const now = deps.clock.now();
    if (await deps.store.lockAcquire(claim, owner, IDEMPOTENCY_TTL_MS + 3_600_000, now))
      return reward;
  }
  return undefined;
}

/**
 * Redeem (E11) answering its own reward. E11 answers no reward, so the proxy compares the
 * customer's active rewards (E15) before and after; redeems of one customer run one at a time
 * under a store lock, so the difference is this request's reward. The snapshot is saved with
 * the idempotency record before E11 leaves: a retry after a crash or an unknown outcome first
 * looks for a reward of the rule created since (that is the answer) and redeems again only when
 * there is none, i.e. when the first E11 never happened upstream.
 */
export async function redeemWithReward(
  deps: ProxyDeps,
  input: RedeemInput,
  attempt: WriteAttempt,
): Promise<{ reward: ActiveRewardEntry }> {
  const customer = String(input.customerIdentifier);
  const rule = await spendingRule(deps, input.ruleId);
  return withLock(deps, `redeem:${customer}`, attempt.id, async () => {
    const current = await activeRewards(deps, customer);
    const previous = attempt.previous;
    if (isSnapshot(previous) && previous.ruleId === input.ruleId) {
      const reward = await findCreated(deps, customer, current, previous, rule, input, attempt.key);
      if (reward) return { reward };
      // No reward of the rule since the dead attempt's snapshot: its E11 never happened, and
      // the list just read is this attempt's snapshot.
    }
    const before: Snapshot = { rewardIds: current.map((r) => r.id), ruleId: input.ruleId };
    await attempt.save(before);
    await deps.probe('before-upstream', 'redeem');
    try {
      await deps.upstream.call('redeem', input, { priority: 'write' });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) throw error;
      throw new UncertainOutcome(asApiError(error));
    }
    let after: ActiveRewardEntry[];
    try {
      after = await activeRewards(deps, customer);
    } catch (error) {
      throw new UncertainOutcome(asApiError(error));
    }
    const reward = await findCreated(deps, customer, after, before, rule, input, attempt.key);
    if (!reward) {
      throw new UncertainOutcome(
        ApiError.of(
          'upstream_error',
          'the points were redeemed but the reward is not listed yet; retry with the same Idempotency-Key',
        ),
      );
    }
    await deps.probe('answered', 'redeem');
    return { reward };
  });
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : ApiError.of('upstream_error', 'the store failed');
}
