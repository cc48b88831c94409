// Runs the ledger workload against a cluster and checks the books (see ledger.ts).
import type { Cluster, Instance } from './cluster.js';
import type { CallFault } from './fault-proxy.js';
import {
  type Answered,
  demoRules,
  heard,
  type Intent,
  newShopper,
  randomEventFault,
  randomFault,
  randomRedeem,
  seeded,
  send,
  type Shopper,
  stillChecking,
} from './ledger.js';
import { balanceOf, redeemedRewards } from './sandbox-facts.js';

export interface LedgerOptions {
  /** The plan's seed (routing and event faults draw from streams of their own). */
  seed: number;
  /** Redeems the shoppers mean (each its own key). */
  intents: number;
  /** SIGKILLs (each followed by a restart), spread over the run. */
  kills: number;
  shoppers: number;
  /** How long the end may retry the keys still unsettled (ms). */
  drainMs: number;
}

export interface LedgerRun {
  intents: Intent[];
  shoppers: Shopper[];
  requests: number;
  duplicates: number;
  kills: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the workload, then retries every unsettled key without faults until `drainMs`. */
export async function runLedger(cluster: Cluster, options: LedgerOptions): Promise<LedgerRun> {
  // Each step draws the same number of values whatever happened before, so a seed is one plan.
  const rng = seeded(options.seed);
  const routing = seeded(options.seed ^ 0x5bd1e995);
  const events = seeded(options.seed ^ 0x27d4eb2f);
  const rules = demoRules(cluster);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < options.shoppers; i++) shoppers.push(await newShopper(cluster, 200_000));
  const run: LedgerRun = { intents: [], shoppers, requests: 0, duplicates: 0, kills: 0 };
  const queued: Record<string, CallFault[]> = {};
  cluster.faults.plan = ({ op }) => queued[op]?.shift();
  cluster.faults.eventPlan = () => randomEventFault(events);
  const target = () => routing.pick(cluster.liveUrls());
  const ask = async (intent: Intent, url = target()) => {
    run.requests += 1;
    heard(intent, await send(url, intent.shopper, intent.key, intent.body));
  };
  const killOne = async (mid: Promise<unknown>[], instance: Instance, after: number) => {
    await pause(after);
    await instance.kill();
    run.kills += 1;
    await Promise.all(mid);
    await instance.restart();
  };

  for (let step = 0; step < options.intents; step++) {
    // `make()` with chance `p`, drawing the same values either way.
    const maybe = <T>(p: number, make: () => T): T | undefined => {
      const yes = rng.chance(p);
      const value = make();
      return yes ? value : undefined;
    };
    const draw = {
      redeemFault: maybe(0.45, () => randomFault(rng, 'redeem')),
      listFault: maybe(0.15, () => randomFault(rng, 'getCustomerActiveRewards')),
      lag: maybe(0.2, () => {
        const on = rng.chance(0.5);
        const ms = 1_000 + rng.int(1_500);
        return on ? ms : 0;
      }),
      retry: rng.chance(0.3),
      retryPick: rng.next(),
      redeem: randomRedeem(rng, rules),
      shopper: rng.pick(shoppers),
      key: `ledger-${step}-${rng.int(1e9).toString(36)}`,
      copies: rng.chance(0.25) ? 2 : 1,
      killWho: rng.pick(cluster.instances),
      killAfter: rng.int(300),
      otherBody: rng.chance(0.1),
    };
    if (draw.redeemFault) (queued.redeem ??= []).push(draw.redeemFault);
    if (draw.listFault) (queued.getCustomerActiveRewards ??= []).push(draw.listFault);
    if (draw.lag !== undefined) cluster.faults.listLagMs = draw.lag;
    const open = run.intents.filter((i) => !i.settled);
    let intent: Intent;
    if (open.length > 0 && draw.retry) {
      intent = open[Math.floor(draw.retryPick * open.length)]!;
    } else {
      const { body, expect } = draw.redeem;
      intent = {
        shopper: draw.shopper,
        key: draw.key,
        body,
        expect,
        answers: [],
        otherBody: [],
        settled: false,
      };
      run.intents.push(intent);
    }
    if (draw.copies > 1) run.duplicates += 1;
    const urls = cluster.liveUrls();
    const flight = Array.from({ length: draw.copies }, (_, i) =>
      ask(intent, urls[i % urls.length]),
    );
    const killsDue = Math.round(((step + 1) * options.kills) / options.intents) > run.kills;
    if (killsDue) await killOne(flight, draw.killWho, draw.killAfter);
    await Promise.all(flight);
    if (intent.answers.length > 0 && draw.otherBody) {
      const other = { ...intent.body, ruleId: rules.flexible, pointsToSpend: 4_900 };
      run.requests += 1;
      intent.otherBody.push(await send(target(), intent.shopper, intent.key, other));
    }
  }

  // The end: no more faults; every key still unsettled is retried, as a widget would.
  cluster.faults.plan = undefined;
  cluster.faults.eventPlan = undefined;
  cluster.faults.listLagMs = 0;
  for (const instance of cluster.instances) if (!instance.alive) await instance.restart();
  // Every key still unsettled is retried at the pace of the store's budget (each retry reads the
  // reward list), until each either settled or twice in a row answered the reconciliation's own
  // "still checking": with no fault left, that is a key whose E11 never reached the sandbox (the
  // books say whether any reward is left unanswered).
  await pause(2_000);
  const deadline = Date.now() + options.drainMs;
  for (let calm = 0; calm < 2 && Date.now() < deadline;) {
    const open = run.intents.filter((i) => !i.settled);
    if (open.length === 0) break;
    for (const intent of open) {
      await ask(intent);
      await pause(350);
    }
    calm = open.every((i) => i.settled || stillChecking(i.answers.at(-1))) ? calm + 1 : 0;
  }
  return run;
}

/** The books of one shopper, and what is wrong with them. */
export interface Books {
  charged: number;
  answered: number;
  created: number;
  violations: string[];
}

/**
 * For every shopper: points charged upstream equal the sum of the rewards answered, every reward
 * a redeem created was answered to exactly one key, no key was answered two rewards, every answer
 * is a redeem reward of that shopper carrying what its rule gives, and another body on a key was
 * always refused.
 */
export function checkLedger(cluster: Cluster, run: LedgerRun): Books {
  const books: Books = { charged: 0, answered: 0, created: 0, violations: [] };
  for (const shopper of run.shoppers) {
    const created = redeemedRewards(cluster.sandbox, shopper.id);
    const charged = shopper.start - balanceOf(cluster.sandbox, shopper.id);
    const byId = new Map(created.map((r) => [r.id, r]));
    const keysOf = new Map<number, Set<string>>();
    const bad = (what: string) => books.violations.push(`customer ${shopper.id}: ${what}`);
    for (const intent of run.intents.filter((i) => i.shopper === shopper)) {
      const rewards = new Set(
        intent.answers.flatMap((a) => (a.status === 200 ? [a.rewardId!] : [])),
      );
      if (rewards.size > 1) bad(`key ${intent.key} was answered ${rewards.size} rewards`);
      for (const id of rewards) {
        keysOf.set(id, (keysOf.get(id) ?? new Set()).add(intent.key));
        if (!byId.has(id))
          bad(`key ${intent.key} was answered reward ${id}, not a redeem of theirs`);
        else if (
          !carries(
            intent,
            intent.answers.find((a) => a.rewardId === id)!,
          )
        )
          bad(`key ${intent.key} was answered reward ${id}, not of its rule`);
      }
      for (const answer of intent.otherBody)
        if (answer.status === 200 || (answer.status < 500 && answer.code !== 'conflict'))
          bad(`key ${intent.key} with another body was answered ${answer.status} ${answer.code}`);
    }
    for (const reward of created) {
      const keys = keysOf.get(reward.id)?.size ?? 0;
      if (keys === 1) continue;
      // For diagnosis: the keys of this shopper left without a reward that it could belong to.
      const could = run.intents
        .filter((i) => i.shopper === shopper && !i.answers.some((a) => a.status === 200))
        .filter((i) => carries(i, { status: 200, reward }))
        .map((i) => `${i.key} (${i.answers.map((a) => a.code ?? a.status).join(' ')})`);
      bad(
        `reward ${reward.id} (${reward.pointsSpent} points) answered to ${keys} keys; ` +
          `open keys it may be of: ${could.join(', ') || 'none'}`,
      );
    }
    const spent = created.reduce((sum, r) => sum + r.pointsSpent, 0);
    if (spent !== charged) bad(`${charged} points charged, but its rewards cost ${spent}`);
    books.charged += charged;
    books.created += created.length;
    books.answered += [...keysOf.keys()].reduce(
      (sum, id) => sum + (byId.get(id)?.pointsSpent ?? 0),
      0,
    );
  }
  return books;
}

function carries(intent: Intent, answer: Answered): boolean {
  if (intent.expect === 'refused' || !answer.reward) return false;
  const { discountType, discountValue } = intent.expect;
  return (
    answer.reward.discountType === discountType &&
    (discountValue === undefined || Math.abs(answer.reward.discountValue - discountValue) < 0.011)
  );
}
