// The rewards the upstream said it created (`v1/customer/rewardCreated`), kept a while per
// customer as evidence for a redeem's reconciliation: an event may bring a reward before the
// customer's list (E15) shows it. A hint only: a missed, late or repeated event changes nothing
// but how soon a redeem is answered, and a reward is still claimed by one key at most.
import { ActiveRewardEntry, type EventEnvelope } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';

/** How long an event's reward is kept as evidence. */
const KEEP_MS = 60 * 60_000;
/** Rewards kept per customer (the newest). */
const KEEP_COUNT = 50;

const keyOf = (customer: string) => `reward-events:${customer}`;

/** The rewards noted for a customer from events, newest last. */
export async function rewardsFromEvents(
  deps: ProxyDeps,
  customer: string,
): Promise<ActiveRewardEntry[]> {
  const entry = await deps.store.cacheGet(keyOf(customer)).catch(() => undefined);
  if (!entry || entry.expiresAt <= deps.clock.now()) return [];
  return entry.value as ActiveRewardEntry[];
}

/** Notes the reward of a `rewardCreated` event (others are ignored). */
export async function noteRewardEvent(deps: ProxyDeps, event: EventEnvelope): Promise<void> {
  if (event.topic !== 'v1/customer/rewardCreated') return;
  const customer = (event.data.customer as { platformCustomerId?: unknown } | undefined)
    ?.platformCustomerId;
  const parsed = ActiveRewardEntry.safeParse(event.data.reward);
  if (typeof customer !== 'number' || !parsed.success) return;
  const key = String(customer);
  const kept = await rewardsFromEvents(deps, key);
  if (kept.some((r) => r.id === parsed.data.id)) return;
  const now = deps.clock.now();
  const value = [...kept, parsed.data].slice(-KEEP_COUNT);
  // Always stale in memory, so that a Redis-backed instance looks for other instances' notes.
  await deps.store.cacheSet(
    keyOf(key),
    { value, freshUntil: now, staleUntil: now, expiresAt: now + KEEP_MS },
    [],
  );
}
