import {
  type ActiveRewardEntry,
  ApiError,
  isDefiniteAnswer,
  type RedeemInput,
  type SpendingRule,
} from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { IDEMPOTENCY_TTL_MS, UncertainOutcome, type WriteAttempt } from './idempotency.js';
import {
  claimOf,
  evidenceOf,
  expectedReward,
  isRewardOf,
  type RedeemEvidence,
} from './redeemEvidence.js';
import { rewardsFromEvents } from './rewardEvents.js';
import { withLock } from './state/lock.js';
import { surelyNotApplied } from './upstream/client.js';

/**
 * How a redeem request ended (logged as `redeem` lines, counted in `stats().redeem`):
 * - `answered`: E11 applied and its reward was found in the same request;
 * - `reconciled`: a retry found the reward of the key's one E11;
 * - `pending`: E11 may have applied (or surely did) and its reward is not found yet: 409
 *   `request_in_progress` with `Retry-After`, and the next retry looks again;
 * - `unknown`: E11 timed out, failed with a 5xx or its connection dropped: its fate is unknown and
 *   the retry reconciles;
 * - `refused`: the upstream refused E11 with a definite answer (nothing was charged);
 * - `not_sent`: it failed before E11 could reach the upstream (the key is free again).
 */
export type RedeemOutcome =
  'answered' | 'reconciled' | 'pending' | 'unknown' | 'refused' | 'not_sent';

const counts = new WeakMap<ProxyDeps, Record<RedeemOutcome, number>>();

/** How many redeems ended each way in this proxy so far. */
export function redeemOutcomes(deps: ProxyDeps): Record<RedeemOutcome, number> {
  let c = counts.get(deps);
  if (!c) {
    c = { answered: 0, reconciled: 0, pending: 0, unknown: 0, refused: 0, not_sent: 0 };
    counts.set(deps, c);
  }
  return c;
}

function record(deps: ProxyDeps, outcome: RedeemOutcome, ruleId: number): void {
  redeemOutcomes(deps)[outcome] += 1;
  deps.log({ level: outcome === 'answered' ? 'debug' : 'info', msg: 'redeem', outcome, ruleId });
}

/** A reconciliation that has not found the reward yet: not a final answer. */
function stillChecking(): ApiError {
  return ApiError.of(
    'request_in_progress',
    'the redeem was sent to the store and its reward is not listed yet; retry with the same Idempotency-Key',
    { retryAfter: 2 },
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

/**
 * The spending rule as the upstream has it now, read fresh for every redeem (never from a cache
 * that a renamed or changed rule leaves behind): it is what the reward will carry.
 */
async function currentRule(deps: ProxyDeps, ruleId: number): Promise<SpendingRule> {
  const { rules } = await deps.upstream.call(
    'getSpendingRules',
    { locale: 'en' },
    { priority: 'write' },
  );
  const rule = rules.find((r) => r.id === ruleId);
  if (!rule) throw ApiError.of('not_found', 'no such spending rule');
  return rule;
}

/**
 * The reward of this key's redeem: one the customer did not have before it was sent, carrying
 * what its rule gives, created after it was sent, and no other key's answer. A reward this key
 * already claimed (an attempt that died before answering) comes first; otherwise the oldest
 * free one is claimed (a store lock held by the key for longer than its record lives).
 */
async function findOwn(
  deps: ProxyDeps,
  customer: string,
  evidence: RedeemEvidence,
  key: string,
  retry: boolean,
): Promise<ActiveRewardEntry | undefined> {
  const listed = await activeRewards(deps, customer);
  const noted = await rewardsFromEvents(deps, customer);
  const before = new Set(evidence.rewardIds);
  const seen = new Set<number>();
  const candidates = [...listed, ...noted]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .filter((r) => !before.has(r.id) && isRewardOf(r, evidence.expected, evidence.sentAt))
    .sort((a, b) => a.id - b.id);
  const ttl = IDEMPOTENCY_TTL_MS + 3_600_000;
  if (retry) {
    for (const reward of candidates) {
      if (await deps.store.lockRenew(claimOf(customer, reward), key, ttl, deps.clock.now()))
        return reward;
    }
  }
  for (const reward of candidates) {
    if (await deps.store.lockAcquire(claimOf(customer, reward), key, ttl, deps.clock.now()))
      return reward;
  }
  return undefined;
}

/**
 * Redeem (E11) answering its own reward. E11 answers no reward, so the proxy reads the customer's
 * active rewards (E15) before and after, under a store lock that runs one redeem of a customer at
 * a time. The moment E11 may leave, the key's record holds the evidence (`RedeemEvidence`): the
 * rewards before, the rule as it was, the time. From then on the key is bound to that one E11:
 * whatever happens (a timeout, a 5xx, a dropped connection, a crash, a list that lags, a 2xx
 * whose reward is not listed yet), a retry only reconciles, finding the reward by that evidence
 * (and by `rewardCreated` events), and answers 409 `request_in_progress` until it is there.
 */
export async function redeemWithReward(
  deps: ProxyDeps,
  input: RedeemInput,
  attempt: WriteAttempt,
): Promise<{ reward: ActiveRewardEntry }> {
  const customer = String(input.customerIdentifier);
  return withLock(deps, `redeem:${customer}`, attempt.id, async () => {
    const earlier = evidenceOf(attempt.previous);
    if (earlier) return reconcile(deps, customer, earlier, attempt);
    return redeemOnce(deps, input, customer, attempt);
  });
}

async function reconcile(
  deps: ProxyDeps,
  customer: string,
  evidence: RedeemEvidence,
  attempt: WriteAttempt,
): Promise<{ reward: ActiveRewardEntry }> {
  let reward: ActiveRewardEntry | undefined;
  try {
    reward = await findOwn(deps, customer, evidence, attempt.key, true);
  } catch (error) {
    record(deps, 'pending', evidence.ruleId);
    throw new UncertainOutcome(asApiError(error));
  }
  record(deps, reward ? 'reconciled' : 'pending', evidence.ruleId);
  if (!reward) throw stillChecking();
  return { reward };
}

async function redeemOnce(
  deps: ProxyDeps,
  input: RedeemInput,
  customer: string,
  attempt: WriteAttempt,
): Promise<{ reward: ActiveRewardEntry }> {
  const rule = await currentRule(deps, input.ruleId);
  const before = await activeRewards(deps, customer);
  await deps.probe('before-upstream', 'redeem');
  let evidence: RedeemEvidence | undefined;
  try {
    await deps.upstream.call('redeem', input, {
      priority: 'write',
      onSend: async () => {
        evidence = {
          v: 2,
          ruleId: input.ruleId,
          rewardIds: before.map((r) => r.id),
          expected: expectedReward(rule, input),
          sentAt: deps.clock.now(),
        };
        await attempt.save(evidence);
      },
    });
  } catch (error) {
    if (!evidence || surelyNotApplied(error)) {
      // E11 never left, or the upstream surely did nothing with it: the key is free again.
      if (evidence) await attempt.save(undefined);
      record(deps, 'not_sent', input.ruleId);
      throw error;
    }
    // E11 refuses with a 422 (points, rule, variant) or a 4xx before any effect; a 409 from it
    // (a duplicate, a request in progress) says nothing of whether this one applied.
    if (
      error instanceof ApiError &&
      error.status !== 409 &&
      isDefiniteAnswer(error.status, error.code)
    ) {
      record(deps, 'refused', input.ruleId);
      throw error;
    }
    record(deps, 'unknown', input.ruleId);
    throw new UncertainOutcome(asApiError(error));
  }
  const sent: RedeemEvidence = { ...evidence!, applied: true };
  let reward: ActiveRewardEntry | undefined;
  try {
    await attempt.save(sent);
    reward = await findOwn(deps, customer, sent, attempt.key, false);
  } catch (error) {
    record(deps, 'pending', input.ruleId);
    throw new UncertainOutcome(asApiError(error));
  }
  if (!reward) {
    record(deps, 'pending', input.ruleId);
    throw stillChecking();
  }
  await deps.probe('answered', 'redeem');
  record(deps, 'answered', input.ruleId);
  return { reward };
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : ApiError.of('upstream_error', 'the store failed');
}
