// `npm run bench:proxy -- --instances 1,2 [--rates 100,250,500 --seconds 30 --signed-in 0.1]`:
// several proxy processes (the production entry, `REDIS_URL` set) on one redis-server, in front
// of the sandbox with its real rate limit (60, leaking 3/s), all on loopback. The shoppers'
// process spreads every call round-robin over the instances (no stickiness). Signed-in visits
// are returning customers from a pool of 200: before the runs, each of them has visited once
// (paced by the budget, as their earlier visits were, so this takes minutes), so their data is in
// the shared read model.
// One sandbox and one Redis serve every run; the instances are started anew for each.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signCustomerProof } from '../server-proxy/session/proofs.js';
import { CLUSTER_KEYS, type Cluster, startCluster } from '../server-proxy/test-helpers/cluster.js';
import type { TrafficConfig, TrafficResult } from './proxy-traffic.js';

/** The settings of one bench:proxy --instances run. */
export interface InstancesBench {
  instances: number[];
  rates: number[];
  seconds: number;
  signedIn: number;
  customers: number;
}

const PRODUCTS = 24;

/**
 * `BENCH_CPU_PROF=dir`: every instance and the load generator run with `--cpu-prof` and write
 * their profiles there (read them with `tsx bench/cpu-profile.ts dir`).
 */
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const PROFILE_FLAGS = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];

function drive(config: TrafficConfig): Promise<TrafficResult> {
  const child = fork(fileURLToPath(new URL('./proxy-traffic.ts', import.meta.url)), [], {
    execArgv: [...PROFILE_FLAGS, '--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as TrafficResult));
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(config);
  });
}

async function seedCustomers(cluster: Cluster, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await cluster.admin('POST', '/customers', {
      email: `returning${i}@demo.test`,
      firstName: `Returning${i}`,
    });
    ids.push(String(((await res.json()) as { customerId: number }).customerId));
  }
  return ids;
}

/** GET until 200, waiting as the proxy's Retry-After says (the budget paces the warm-up). */
async function getOk(url: string, headers: Record<string, string>): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    let res: Response;
    try {
      res = await fetch(url, { headers });
      await res.arrayBuffer();
    } catch {
      // A keep-alive connection the instance closed as it was reused (idle while the budget
      // paced us): a GET, so it is simply sent again.
      continue;
    }
    if (res.status === 200) return;
    if (res.status !== 503 && res.status !== 429) throw new Error(`warm-up: ${url} ${res.status}`);
    const wait = Number(res.headers.get('retry-after') ?? 1);
    await new Promise((r) => setTimeout(r, Math.min(wait, 5) * 1000));
  }
  throw new Error(`warm-up: ${url} never answered 200`);
}

/** A returning customer's session (sent again if the connection was cut: it only mints a token). */
async function signIn(base: string, id: string): Promise<{ token: string }> {
  for (let tries = 1; ; tries++) {
    try {
      const res = await fetch(`${base}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signCustomerProof(CLUSTER_KEYS.signingKey, id)),
      });
      if (res.status !== 200) throw new Error(`warm-up: session ${res.status}`);
      return (await res.json()) as { token: string };
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

/**
 * The earlier visits: every pool customer's badge (E4, E13), rewards drawer and hearts (their
 * wishlists), every
 * product page and the store-wide boost once, a few at a time through the instances, as fast as
 * the budget lets them.
 */
async function warmUp(urls: string[], customers: string[]): Promise<void> {
  const jobs: (() => Promise<void>)[] = [];
  let turn = 0;
  const base = () => urls[turn++ % urls.length]!;
  for (let p = 1; p <= PRODUCTS; p++) {
    jobs.push(async () => {
      for (const path of [
        `/v2/reviews/getProductAverageRatings?productIds=${p}`,
        `/v2/reviews/getReviews?productId=${p}&perPage=5`,
        `/v2/reviews/getQuestions?productId=${p}&perPage=5`,
        `/v2/reviews/getProductRatings?productIds=${p}&withStarsDistribution=true`,
      ]) {
        // Public reads need no token (a long warm-up would outlive a guest's).
        await getOk(`${base()}${path}`, {});
      }
    });
  }
  for (const id of customers) {
    jobs.push(async () => {
      const session = await signIn(base(), id);
      const headers = { authorization: `Bearer ${session.token}` };
      const q = `customerIdentifier=${id}`;
      await getOk(`${base()}/v2/customers/getCustomer?${q}`, headers);
      await getOk(`${base()}/v2/rewards/getCustomerVipStatus?${q}`, headers);
      // Their rewards drawer, opened on an earlier visit.
      for (const op of [
        'getEarningRules',
        'getSpendingRules',
        'getCustomerActiveRewards',
        'getActivityHistory',
      ]) {
        await getOk(`${base()}/v2/rewards/${op}?${q}`, headers);
      }
      // The hearts of every page they saw: their wishlists, in the read model too.
      await getOk(`${base()}/v2/wishlists/getProductWishlistInfo?${q}&productIds=1`, headers);
    });
  }
  // The store-wide reads of every page.
  jobs.push(() => getOk(`${base()}/v2/rewards/getActiveBoostCampaign`, {}));
  const workers = Array.from({ length: 6 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
}

/** Runs the matrix and prints one row per (instances, rate), then the knee per instance count. */
export async function runInstancesBench(bench: InstancesBench): Promise<void> {
  console.log(
    `bench:proxy --instances ${bench.instances.join(',')}: ${bench.rates.join(', ')} page views/s ` +
      `for ${bench.seconds} s each, ${bench.signedIn * 100}% signed-in visits (returning, pool of ` +
      `${bench.customers}), one Redis, sandbox bucket 60 / 3 per s, loopback only`,
  );
  const cluster = await startCluster({
    instances: Math.max(...bench.instances),
    execArgv: PROFILE_FLAGS,
  });
  const rows: Record<string, string | number>[] = [];
  try {
    const customers = await seedCustomers(cluster, bench.customers);
    const warmStart = performance.now();
    const before = await cluster.upstreamMetrics();
    await warmUp(cluster.liveUrls(), customers);
    const warm = await cluster.upstreamMetrics();
    console.log(
      `warm-up (the pool's earlier visits): ${((performance.now() - warmStart) / 1000).toFixed(0)} s, ` +
        `${warm.total - before.total} upstream calls`,
    );
    for (const n of bench.instances) {
      for (const rate of bench.rates) {
        // Only `n` instances take traffic (and deliveries); the rest are stopped.
        await Promise.all(cluster.instances.slice(n).map((i) => i.stop()));
        await Promise.all(cluster.instances.slice(0, n).map((i) => (i.alive ? 0 : i.restart())));
        const start = await cluster.upstreamMetrics();
        const r = await drive({
          mode: 'proxy',
          baseUrls: cluster.liveUrls(),
          customers,
          seconds: bench.seconds,
          rate,
          signedIn: bench.signedIn,
          // The cluster's key: a proof signed with another is refused (every signed-in visit
          // failed with 401 before, so the read model was never measured).
          signingKey: CLUSTER_KEYS.signingKey,
        });
        const end = await cluster.upstreamMetrics();
        const upstream = end.total - start.total;
        rows.push({
          instances: n,
          'offered pv/s': rate,
          'served pv/s': Number(((r.pageViews - r.failedPages) / r.seconds).toFixed(1)),
          'failed pages': r.failedPages,
          'upstream calls': upstream,
          'upstream calls/s': Number((upstream / r.seconds).toFixed(2)),
          'upstream / 1000 pv': Number(((upstream / r.pageViews) * 1000).toFixed(1)),
          'upstream 429s': end.throttled - start.throttled,
          'p50 ms': Number(r.p50.toFixed(1)),
          'p99 ms': Number(r.p99.toFixed(1)),
        });
        console.log(JSON.stringify(rows.at(-1)));
        if (process.env.BENCH_VERBOSE) {
          const byOp = Object.fromEntries(
            Object.entries(end.byOperation).map(([k, v]) => [k, v - (start.byOperation[k] ?? 0)]),
          );
          console.log('  upstream by operation', JSON.stringify(byOp));
          console.log('  failures', JSON.stringify(r.failures.slice(0, 8)));
          console.log('  calls by path [path, count, p50 ms, p99 ms]', JSON.stringify(r.byPath));
        }
      }
    }
  } finally {
    await Promise.all(cluster.instances.map((i) => i.stop()));
    await cluster.close();
  }
  console.table(rows);
  for (const n of bench.instances) {
    const held = rows.filter((r) => r.instances === n && r['failed pages'] === 0);
    const knee = Math.max(0, ...held.map((r) => r['offered pv/s'] as number));
    console.log(
      `knee, ${n} instance(s): ${knee > 0 ? `${knee} page views/s` : 'below the lowest rate'} (highest offered rate with 0 failed pages)`,
    );
  }
  const target = rows.find((r) => r.instances === 2 && r['offered pv/s'] === 250);
  if (target) {
    const met =
      target['failed pages'] === 0 &&
      target['upstream 429s'] === 0 &&
      (target['p99 ms'] as number) < 250 &&
      (target['upstream / 1000 pv'] as number) < 20;
    console.log(
      `target (2 instances, 250 pv/s: 0 failed pages, 0 upstream 429s, p99 < 250 ms, < 20 upstream calls / 1000 pv): ${met ? 'met' : 'NOT met'}`,
    );
  }
}
