// The randomized ledger workload: shoppers redeem through real proxy instances (child processes)
// while the fault-injecting upstream misbehaves, keys are retried and sent twice at once,
// another body is tried on a key, and instances are SIGKILLed, mid-request or between steps.
// Seeded: the same seed makes the same plan (which redeems, faults, lags, duplicates and kills,
// in which order); what each request meets still depends on timing. `checkLedger` then compares
// what the sandbox charged with what the proxies answered.
import { isDefiniteAnswer } from '../../src/api/index.js';
import { signCustomerProof } from '../session/proofs.js';
import { CLUSTER_KEYS, type Cluster } from './cluster.js';
import type { CallFault, EventFault } from './fault-proxy.js';
import { balanceOf, customerWithPoints } from './sandbox-facts.js';

/** A small seeded generator (mulberry32): `next()` in [0, 1). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

export interface Shopper {
  id: number;
  token: string;
  /** Its own address, so that the per-address write limit is its own. */
  ip: string;
  /** Points before the workload. */
  start: number;
}

/** What one redeem request was answered (status 0: no answer, the connection was lost). */
export interface Answered {
  status: number;
  code?: string;
  detail?: string;
  rewardId?: number;
  reward?: { discountType: string; discountValue: number };
}

/** One redeem the shopper meant: one key, one body, every answer it got. */
export interface Intent {
  shopper: Shopper;
  key: string;
  body: { ruleId: number; pointsToSpend?: number; selectedVariantId?: number };
  /** What its reward carries (`undefined` value: a free product, priced by its variant). */
  expect: { discountType: string; discountValue?: number } | 'refused';
  answers: Answered[];
  /** Answers to the same key with another body (each must be a 409 `conflict`). */
  otherBody: Answered[];
  settled: boolean;
}

/** The rules of the demo data the workload redeems, with what their rewards carry. */
export function demoRules(cluster: Cluster) {
  const id = (title: string) =>
    (
      cluster.sandbox.db.prepare('SELECT id FROM spending_rules WHERE title = ?').get(title) as {
        id: number;
      }
    ).id;
  const beanie = cluster.sandbox.db
    .prepare(
      `SELECT v.id FROM variants v JOIN spending_rules r ON r.title = 'A free Wool Beanie'
       WHERE v.product_id = json_extract(r.product_ids, '$[0]') ORDER BY v.id LIMIT 1`,
    )
    .get() as { id: number };
  return {
    fiveOff: id('$5 off your order'),
    tenPercent: id('10% off your order'),
    freeShipping: id('Free shipping'),
    beanie: id('A free Wool Beanie'),
    beanieVariant: beanie.id,
    flexible: id('Points for dollars: 100 points = $1'),
  };
}

/** A random redeem: mostly allowed rules, sometimes one the tier refuses (two draws, always). */
export function randomRedeem(rng: Rng, rules: ReturnType<typeof demoRules>) {
  const roll = rng.next();
  const pointsToSpend = 100 * (1 + rng.int(20));
  if (roll < 0.4)
    return {
      body: { ruleId: rules.fiveOff },
      expect: { discountType: 'fixed_amount', discountValue: 5 },
    };
  if (roll < 0.6)
    return {
      body: { ruleId: rules.tenPercent },
      expect: { discountType: 'percentage', discountValue: 10 },
    };
  if (roll < 0.88)
    return {
      body: { ruleId: rules.flexible, pointsToSpend },
      expect: { discountType: 'fixed_amount', discountValue: pointsToSpend / 100 },
    };
  if (roll < 0.94)
    return {
      body: { ruleId: rules.beanie, selectedVariantId: rules.beanieVariant },
      expect: { discountType: 'free_product' },
    };
  return { body: { ruleId: rules.freeShipping }, expect: 'refused' as const };
}

/** A random fault for the next call of `op`. */
export function randomFault(rng: Rng, op: 'redeem' | 'getCustomerActiveRewards'): CallFault {
  if (op === 'getCustomerActiveRewards')
    return rng.chance(0.5) ? { kind: 'fail-before', status: 503 } : { kind: 'delay', ms: 400 };
  return rng.pick<CallFault>([
    { kind: 'delay', ms: 300 },
    { kind: 'timeout', ms: 1_600 },
    { kind: 'fail-after', status: 502 },
    { kind: 'fail-after', status: 500 },
    { kind: 'fail-after', status: 408, code: 'request_timeout' },
    { kind: 'fail-after', status: 409, code: 'request_in_progress' },
    { kind: 'drop-after' },
    { kind: 'fail-before', status: 503 },
    { kind: 'drop-before' },
  ]);
}

/** A random event fault (most deliveries go untouched). */
export function randomEventFault(rng: Rng): EventFault | undefined {
  const roll = rng.next();
  if (roll < 0.1) return { kind: 'late', ms: rng.int(1_500) };
  if (roll < 0.2) return { kind: 'twice' };
  if (roll < 0.3) return { kind: 'out-of-order', ms: 1_000 };
  return undefined;
}

let shoppers = 0;

/** A new customer with points, signed in through one of the instances. */
export async function newShopper(cluster: Cluster, points: number): Promise<Shopper> {
  const n = ++shoppers;
  const id = await customerWithPoints(
    cluster.sandbox,
    `ledger${n}-${Date.now()}@demo.test`,
    points,
  );
  const res = await fetch(`${cluster.liveUrls()[0]!}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n % 250}` },
    body: JSON.stringify(signCustomerProof(CLUSTER_KEYS.signingKey, id)),
  });
  const { token } = (await res.json()) as { token: string };
  return {
    id,
    token,
    ip: `10.9.${1 + (n % 200)}.${n % 250}`,
    start: balanceOf(cluster.sandbox, id),
  };
}

/** Sends one redeem to an instance; a lost connection answers status 0. */
export async function send(
  url: string,
  shopper: Shopper,
  key: string,
  body: Intent['body'],
): Promise<Answered> {
  try {
    const res = await fetch(`${url}/v2/rewards/redeem`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${shopper.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': shopper.ip,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as {
      code?: string;
      detail?: string;
      reward?: { id: number; reward: { discountType: string; discountValue: number } };
    };
    return {
      status: res.status,
      ...(json.code && { code: json.code }),
      ...(json.detail && { detail: json.detail }),
      ...(json.reward && { rewardId: json.reward.id, reward: json.reward.reward }),
    };
  } catch {
    return { status: 0 };
  }
}

/**
 * Whether an answer is a reconciliation's own "still checking": the key's E11 may have left, and
 * no reward of it is listed (not a lease held elsewhere, a limit or an outage).
 */
export function stillChecking(answer: Answered | undefined): boolean {
  return answer?.code === 'request_in_progress' && !!answer.detail?.includes('not listed yet');
}

/** Records an answer; a definite one settles the intent. */
export function heard(intent: Intent, answer: Answered): void {
  intent.answers.push(answer);
  if (isDefiniteAnswer(answer.status, answer.code)) intent.settled = true;
}
