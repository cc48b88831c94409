// `npm run bench:proxy -- --instances 1,2 [--rates 100,250,500 --seconds 30 --warmup 45
// --signed-in 0.05 --prewarm]`: several proxy processes (the production entry, `REDIS_URL` set)
// on one redis-server, in front of the sandbox with its real rate limit (60, leaking 3/s), all on
// loopback. The shoppers' process spreads every call round-robin over the instances (no
// stickiness). Signed-in visits are returning customers from a pool of 200.
//
// Each row starts cold, as a store does after a deploy, a restart or an emptied Redis: Redis is
// emptied, the instances start anew and the upstream's bucket has drained; shoppers arrive at the
// offered rate at once, and only the pages that start after the warm-up (45 s) are counted.
// `--prewarm` is the other case, named as such: before the rows, every pool customer has visited
// once (paced by the budget, as their earlier visits were: minutes), and no row empties anything.
import { readFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { signCustomerProof } from '../server-proxy/session/proofs.js';
import { CLUSTER_KEYS, type Cluster, startCluster } from '../server-proxy/test-helpers/cluster.js';
import type { TrafficConfig, TrafficResult } from './proxy-traffic.js';

/** The settings of one bench:proxy --instances run. */
export interface InstancesBench {
  instances: number[];
  rates: number[];
  seconds: number;
  warmupSeconds: number;
  signedIn: number;
  /** Share of page views that write. */
  writes: number;
  customers: number;
  /** The pool's earlier visits are replayed first and nothing starts cold (the old default). */
  prewarm: boolean;
}

const PRODUCTS = 24;
/** How long the upstream's bucket (60, 3 per second) takes to drain from full. */
const BUCKET_DRAIN_MS = 20_000;

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
  for (let tries = 0; tries < 60; tries++) {
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
 * `--prewarm`: the earlier visits: every pool customer's badge (E4, E13), rewards drawer and
 * hearts (their wishlists), every product page and the store-wide boost once, a few at a time
 * through the instances, as fast as the budget lets them.
 */
async function prewarm(urls: string[], customers: string[]): Promise<void> {
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
      for (const op of [
        'getEarningRules',
        'getSpendingRules',
        'getCustomerActiveRewards',
        'getActivityHistory',
      ]) {
        await getOk(`${base()}/v2/rewards/${op}?${q}`, headers);
      }
      await getOk(`${base()}/v2/wishlists/getProductWishlistInfo?${q}&productIds=1`, headers);
    });
  }
  jobs.push(() => getOk(`${base()}/v2/rewards/getActiveBoostCampaign`, {}));
  const workers = Array.from({ length: 6 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
}

/** CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Commands Redis has run so far. */
async function redisCommands(redis: Redis): Promise<number> {
  const info = await redis.info('stats');
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((part / whole) * 100).toFixed(part === whole ? 0 : 1)}%`;

/** Starts the row's `n` instances: anew and on an empty Redis, unless pre-warmed. */
async function startRow(cluster: Cluster, redis: Redis, n: number, cold: boolean) {
  await Promise.all(cluster.instances.map((i, at) => (cold || at >= n ? i.stop() : 0)));
  if (cold) {
    await redis.flushall();
    await new Promise((r) => setTimeout(r, BUCKET_DRAIN_MS));
  }
  await Promise.all(cluster.instances.slice(0, n).map((i) => (i.alive ? 0 : i.restart())));
}

/** Runs the matrix and prints one row per (instances, rate), then the knee per instance count. */
export async function runInstancesBench(bench: InstancesBench): Promise<void> {
  console.log(
    `bench:proxy --instances ${bench.instances.join(',')}: ${bench.rates.join(', ')} page views/s, ` +
      (bench.prewarm
        ? 'pre-warmed (the pool visited once before the rows)'
        : `each row from a cold start (Redis emptied, instances new), ${bench.warmupSeconds} s warm-up`) +
      `, then ${bench.seconds} s measured; ${bench.signedIn * 100}% of visits signed in (returning, ` +
      `pool of ${bench.customers}), ${bench.writes * 100}% of page views write; ` +
      `one Redis, sandbox bucket 60 / 3 per s, loopback only`,
  );
  const cluster = await startCluster({
    instances: Math.max(...bench.instances),
    execArgv: PROFILE_FLAGS,
    // As deployed: overload shedding on (the cluster's tests turn it off).
    env: { PROXY_SHED: 'on' },
  });
  const redis = new Redis(cluster.redis!.url);
  const rows: Record<string, string | number>[] = [];
  const results: { n: number; rate: number; r: TrafficResult }[] = [];
  try {
    const customers = await seedCustomers(cluster, bench.customers);
    if (bench.prewarm) {
      const warmStart = performance.now();
      const before = await cluster.upstreamMetrics();
      await prewarm(cluster.liveUrls(), customers);
      const warm = await cluster.upstreamMetrics();
      console.log(
        `pre-warm (the pool's earlier visits): ${((performance.now() - warmStart) / 1000).toFixed(0)} s, ` +
          `${warm.total - before.total} upstream calls`,
      );
    }
    for (const n of bench.instances) {
      for (const rate of bench.rates) {
        await startRow(cluster, redis, n, !bench.prewarm);
        const live = cluster.instances.slice(0, n);
        const config: TrafficConfig = {
          mode: 'proxy',
          baseUrls: cluster.liveUrls(),
          customers,
          seconds: bench.seconds,
          warmupSeconds: bench.prewarm ? 0 : bench.warmupSeconds,
          rate,
          signedIn: bench.signedIn,
          writes: bench.writes,
          // The cluster's key: a proof signed with another is refused.
          signingKey: CLUSTER_KEYS.signingKey,
        };
        // The figures of the measured window only: the warm-up's are read when it ends.
        let start = await cluster.upstreamMetrics();
        let cpu = live.map((i) => cpuSeconds(i.pid));
        let commands = await redisCommands(redis);
        const mark = setTimeout(
          () =>
            void (async () => {
              start = await cluster.upstreamMetrics();
              cpu = live.map((i) => cpuSeconds(i.pid));
              commands = await redisCommands(redis);
            })(),
          config.warmupSeconds! * 1000,
        );
        const load = loadavg()[0]!;
        const r = await drive(config);
        clearTimeout(mark);
        const end = await cluster.upstreamMetrics();
        const cpuUsed = live.reduce((sum, i, at) => sum + cpuSeconds(i.pid) - cpu[at]!, 0);
        const redisOps = (await redisCommands(redis)) - commands;
        const upstream = end.total - start.total;
        const { guest, customer } = r;
        results.push({ n, rate, r });
        rows.push({
          instances: n,
          'offered pv/s': rate,
          load: Number(Math.max(load, loadavg()[0]!).toFixed(1)),
          'served pv/s': Number(((guest.served + customer.served) / r.seconds).toFixed(1)),
          'guest pages': guest.pages,
          'guest degraded': guest.degraded,
          'guest shed': guest.shed,
          'guest failed': guest.failed,
          'customer pages': customer.pages,
          'customer complete': pct(customer.served + customer.degraded, customer.pages),
          'customer degraded': customer.degraded,
          'customer shed': customer.shed,
          'customer failed': customer.failed,
          'p99 ms': Number(r.p99.toFixed(1)),
          'p99 all ms': Number(r.allP99.toFixed(1)),
          'page p99 ms': Number(Math.max(guest.p99, customer.p99).toFixed(1)),
          'refused p99/max ms':
            r.shedMax > 0 ? `${r.shedP99.toFixed(0)}/${r.shedMax.toFixed(0)}` : '-',
          'upstream / 1000 pv': Number(((upstream / r.pageViews) * 1000).toFixed(1)),
          'upstream 429s': end.throttled - start.throttled,
          'Redis ops / pv': Number((redisOps / r.pageViews).toFixed(1)),
          'pv per CPU-s': cpuUsed > 0 ? Number((r.pageViews / cpuUsed).toFixed(0)) : '-',
          'instances CPU': Number((cpuUsed / r.seconds).toFixed(2)),
          'shoppers CPU': Number(r.generatorCpu.toFixed(2)),
        });
        console.log(JSON.stringify(rows.at(-1)));
        if (process.env.BENCH_VERBOSE) {
          const byOp = Object.fromEntries(
            Object.entries(end.byOperation).map(([k, v]) => [k, v - (start.byOperation[k] ?? 0)]),
          );
          console.log('  upstream by operation', JSON.stringify(byOp));
          console.log('  failures', JSON.stringify(r.failures.slice(0, 10)));
          console.log('  calls by path [path, count, p50 ms, p99 ms]', JSON.stringify(r.byPath));
        }
      }
    }
  } finally {
    redis.disconnect();
    await Promise.all(cluster.instances.map((i) => i.stop()));
    await cluster.close();
  }
  console.table(rows);
  verdicts(bench, results);
}

/** The knee per instance count and the issue's targets, met or not. */
function verdicts(bench: InstancesBench, results: { n: number; rate: number; r: TrafficResult }[]) {
  const knees = new Map<number, number>();
  for (const n of bench.instances) {
    const held = results.filter((x) => x.n === n && x.r.failedPages === 0);
    const whole = results.filter(
      (x) =>
        x.n === n &&
        x.r.guest.failed + x.r.guest.shed + x.r.customer.failed + x.r.customer.shed === 0,
    );
    const knee = Math.max(0, ...whole.map((x) => x.rate));
    knees.set(n, knee);
    console.log(
      `knee, ${n} instance(s): ${knee > 0 ? `${knee} page views/s` : 'below the lowest rate'} ` +
        `(highest offered rate with no page failed or shed; every page served whole up to ` +
        `${Math.max(0, ...held.map((x) => x.rate)) || '-'})`,
    );
  }
  const two = results.find((x) => x.n === 2 && x.rate === 250)?.r;
  if (two) {
    const complete =
      (two.customer.served + two.customer.degraded) / Math.max(1, two.customer.pages);
    const checks = {
      'guest pages failed or shed: 0': two.guest.failed + two.guest.shed === 0,
      'customer pages complete >= 99%': complete >= 0.99,
      'p99 <= 250 ms': two.p99 <= 250,
    };
    console.log(
      `target, 2 instances at 250 pv/s: ${Object.entries(checks)
        .map(([k, v]) => `${k} ${v ? 'met' : 'NOT met'}`)
        .join('; ')} (429s and upstream calls per 1000 pv: see the row)`,
    );
  }
  const one = results.find((x) => x.n === 1 && x.rate === 500)?.r;
  const knee = knees.get(1) ?? 0;
  if (one && knee > 0) {
    const served = (one.guest.served + one.customer.served) / one.seconds;
    console.log(
      `target, 1 instance at 500 pv/s: served ${served.toFixed(0)} pv/s = ` +
        `${((served / knee) * 100).toFixed(0)}% of its knee (>= 90%), p99 of served ` +
        `${one.p99.toFixed(0)} ms (<= 250), refused answered in ${one.shedMax.toFixed(0)} ms at most ` +
        `(< 50)`,
    );
  }
}
