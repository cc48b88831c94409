// The randomized ledger test: many redeems by a few shoppers through real proxy processes, on
// SQLite (one instance, killed and restarted on its state file) and on Redis (two instances, one
// killed at a time), with random upstream faults (held calls, timeouts, 5xx, 408 and 409 after the
// redeem applied, dropped connections before and after, a lagging reward list, events late,
// twice or out of order), same-key retries, duplicates at once and another body on a key. At the
// end, for every shopper: points charged upstream == the rewards answered, each reward answered
// to exactly one key, no key answered two rewards.
//
// Seeded: LEDGER_SEED=<n> repeats a run's plan (the seed is printed). Bounded for CI (about
// 30 redeems and 2 kills per store); LEDGER_SOAK=1 runs the long soak (400 redeems, 16 kills
// per store) and prints its figures. Needs redis-server.
import { afterEach, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from './test-helpers/cluster.js';
import { checkLedger, type LedgerRun, runLedger } from './test-helpers/ledger-run.js';

const SOAK = process.env.LEDGER_SOAK === '1';
const SEED = Number(process.env.LEDGER_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SIZE = SOAK
  ? { intents: 400, kills: 16, shoppers: 12, drainMs: 600_000 }
  : { intents: 30, kills: 2, shoppers: 4, drainMs: 30_000 };

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

/** One line of figures: what ran, what was injected, what the books say. */
function figures(
  name: string,
  seed: number,
  run: LedgerRun,
  books: ReturnType<typeof checkLedger>,
) {
  const pending = run.intents.filter((i) => !i.settled).length;
  const injected = Object.entries(cluster!.faults.injected)
    .sort()
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return [
    `ledger on ${name} (LEDGER_SEED=${seed}${SOAK ? ', soak' : ''}):`,
    `  ${run.intents.length} redeems, ${run.requests} requests, ${run.duplicates} sent twice at once, ${run.kills} SIGKILLs`,
    `  faults injected: ${injected}`,
    `  ${books.created} rewards created, ${books.charged} points charged, ${books.answered} points answered, ` +
      `${books.violations.length} doubles or wrong answers, ${pending} keys still checking at the end`,
  ].join('\n');
}

const ENV = { PROXY_LEASE_MS: '1500', UPSTREAM_TIMEOUT_MS: '1000' };

describe('the ledger of random redeems under faults', () => {
  it(
    'balances on SQLite, with one instance killed and restarted on its state file',
    async () => {
      const seed = SEED;
      cluster = await startCluster({
        instances: 1,
        state: 'sqlite',
        rateLimit: false,
        deliveryIntervalMs: 300,
        env: ENV,
      });
      const run = await runLedger(cluster, { seed, ...SIZE });
      const books = checkLedger(cluster, run);
      console.log(figures('SQLite, one instance', seed, run, books));
      expect(books.violations).toEqual([]);
      expect(books.charged).toBe(books.answered);
      expect(books.created).toBeGreaterThan(0);
    },
    SOAK ? 2_400_000 : 120_000,
  );

  it(
    'balances on Redis, with two instances, one killed at a time',
    async () => {
      const seed = SEED + 1;
      cluster = await startCluster({
        instances: 2,
        state: 'redis',
        rateLimit: false,
        deliveryIntervalMs: 300,
        env: ENV,
      });
      const run = await runLedger(cluster, { seed, ...SIZE });
      const books = checkLedger(cluster, run);
      console.log(figures('Redis, two instances', seed, run, books));
      expect(books.violations).toEqual([]);
      expect(books.charged).toBe(books.answered);
      expect(books.created).toBeGreaterThan(0);
    },
    SOAK ? 2_400_000 : 120_000,
  );
});
