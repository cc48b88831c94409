// The load generator of `bench:proxy`, run in its own process so that the shoppers' side does
// not share an event loop with the proxy it measures. It receives `{mode, baseUrls, customers,
// seconds, rate, signedIn}` over IPC and answers the figures. With several base URLs (several
// proxy instances) it is also the load balancer: each call goes to the next instance in turn,
// no stickiness, and a call an instance refuses to connect goes to the next one. Calls go over
// a bounded pool of keep-alive connections per instance (bench/http-pool.ts), as a balancer's.
import { signCustomerProof } from '../server-proxy/session/proofs.js';
import { HttpPool, type PoolAnswer, PoolError } from './http-pool.js';

export const SIGNING_KEY = 'bench-signing-key';
const PAGES_PER_VISIT = 8;
const MAX_IN_FLIGHT = 2_000;
const PRODUCTS = Array.from({ length: 24 }, (_, i) => i + 1);
/** Keep-alive connections the balancer keeps to each instance. */
const CONNECTIONS_PER_INSTANCE = 32;

export interface TrafficConfig {
  mode: 'proxy' | 'naive';
  /** The instances, called in turn. */
  baseUrls: string[];
  customers: string[];
  seconds: number;
  rate: number;
  /** Share of visits by signed-in customers. */
  signedIn: number;
  /** The key the proxies check customer proofs with (default `SIGNING_KEY`). */
  signingKey?: string;
}

export interface TrafficResult {
  pageViews: number;
  /** Page views with at least one failed widget call (or no session). */
  failedPages: number;
  seconds: number;
  widgetCalls: number;
  failed: number;
  p50: number;
  p99: number;
  failures: [string, number][];
  /** Per call (path without its query): how many, p50 and p99 ms; slowest p99 first. */
  byPath: [string, number, number, number][];
}

interface Visit {
  headers: Record<string, string>;
  /** Identity the naive pass-through sends as is (the proxy takes it from the token). */
  identity: Record<string, string>;
  customer: boolean;
  pagesLeft: number;
}

type Call = ['GET' | 'POST', string, Record<string, unknown>?];

const rand = (n: number) => Math.floor(Math.random() * n);

let turn = 0;
const pools = new Map<string, HttpPool>();
const poolOf = (base: string) => {
  let pool = pools.get(base);
  if (!pool) pools.set(base, (pool = new HttpPool(base, CONNECTIONS_PER_INSTANCE)));
  return pool;
};

/**
 * The balancer: the next instance in turn; on a refused connection (a dead instance) the next
 * one, as a balancer's passive health check does. A GET cut off mid-way is sent again as well.
 */
async function send(
  config: TrafficConfig,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<PoolAnswer> {
  const urls = config.baseUrls;
  for (let tries = 1; ; tries++) {
    const base = urls[turn++ % urls.length]!;
    try {
      return await poolOf(base).request(method, path, headers, body);
    } catch (error) {
      const retry = (error instanceof PoolError && error.refused) || method === 'GET';
      if (!retry || tries >= urls.length + 1) throw error;
    }
  }
}
const pick = <T>(items: readonly T[]): T => items[rand(items.length)]!;
const randomIp = () => `10.${rand(256)}.${rand(256)}.${rand(256)}`;

function qs(params: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const x of v) out.append(k, String(x));
    else out.append(k, String(v));
  }
  return out.toString();
}

let guests = 0;
async function signIn(config: TrafficConfig, customerId: string | null): Promise<Visit> {
  if (config.mode === 'naive') {
    const identity: Record<string, string> = customerId
      ? { customerIdentifier: customerId }
      : { sessionToken: `benchguest${String(++guests).padStart(12, '0')}` };
    return { headers: {}, identity, customer: !!customerId, pagesLeft: PAGES_PER_VISIT };
  }
  const ip = randomIp();
  const res = await send(
    config,
    'POST',
    '/session',
    { 'content-type': 'application/json', 'x-forwarded-for': ip },
    JSON.stringify(
      customerId ? signCustomerProof(config.signingKey ?? SIGNING_KEY, customerId) : {},
    ),
  );
  if (res.status !== 200) throw new Error(`session ${res.status}`);
  const { token } = JSON.parse(res.body.toString()) as { token: string };
  return {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    identity: {},
    customer: !!customerId,
    pagesLeft: PAGES_PER_VISIT,
  };
}

/** The widget calls of one page view. */
function pageView(visit: Visit): Call[] {
  const id = visit.identity;
  const product = pick(PRODUCTS);
  const related = PRODUCTS.filter((p) => p !== product)
    .sort(() => Math.random() - 0.5)
    .slice(0, 8);
  const roll = Math.random();
  const calls: Call[] = [];
  // The points badge and tier of a signed-in customer are on every page.
  if (visit.customer) {
    calls.push(
      ['GET', `/v2/customers/getCustomer?${qs(id)}`],
      ['GET', `/v2/rewards/getCustomerVipStatus?${qs(id)}`],
    );
  }
  if (roll < 0.005) {
    // A few writes: a wishlist heart, a helpful vote.
    calls.push(['POST', '/v2/wishlists/addItemToWishlist', { ...id, productId: product }]);
    if (visit.customer) {
      calls.push(['POST', '/v2/reviews/voteForReview', { ...id, reviewId: 1 + rand(20) }]);
    }
  } else if (roll < 0.03 && visit.customer) {
    // The rewards drawer.
    calls.push(
      ['GET', `/v2/rewards/getEarningRules?${qs(id)}`],
      ['GET', `/v2/rewards/getSpendingRules?${qs(id)}`],
      ['GET', `/v2/rewards/getCustomerActiveRewards?${qs(id)}`],
      ['GET', `/v2/rewards/getActivityHistory?${qs(id)}`],
    );
  } else if (roll < 0.55) {
    // A product page: rating grid of related products, summary, reviews, questions, boost, heart.
    calls.push(
      ['GET', `/v2/reviews/getProductAverageRatings?${qs({ productIds: related })}`],
      ['GET', `/v2/reviews/getProductRatings?productIds=${product}&withStarsDistribution=true`],
      ['GET', `/v2/reviews/getReviews?productId=${product}&perPage=5`],
      ['GET', `/v2/reviews/getQuestions?productId=${product}&perPage=5`],
      ['GET', '/v2/rewards/getActiveBoostCampaign'],
      ['GET', `/v2/wishlists/getProductWishlistInfo?${qs({ ...id, productIds: [product] })}`],
    );
  } else {
    // A collection page: star badges and hearts of the grid.
    calls.push(
      ['GET', `/v2/reviews/getProductAverageRatings?${qs({ productIds: PRODUCTS })}`],
      ['GET', '/v2/rewards/getActiveBoostCampaign'],
      ['GET', `/v2/wishlists/getProductWishlistInfo?${qs({ ...id, productIds: PRODUCTS })}`],
    );
  }
  return calls;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Open-loop arrivals at `rate` page views per second for `seconds`. */
export async function runTraffic(config: TrafficConfig): Promise<TrafficResult> {
  const latencies: number[] = [];
  const pathLatencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  let widgetCalls = 0;
  let failed = 0;
  let failedPages = 0;
  let inFlight = 0;
  const visits: Visit[] = [];

  const fail = (key: string) => {
    failed += 1;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };

  const widget = async (visit: Visit, [method, path, body]: Call): Promise<boolean> => {
    const started = performance.now();
    widgetCalls += 1;
    let status = 0;
    try {
      const res = await send(
        config,
        method,
        path,
        body ? { ...visit.headers, 'content-type': 'application/json' } : visit.headers,
        body && JSON.stringify(body),
      );
      status = res.status;
    } catch {
      status = 0;
    }
    const ms = performance.now() - started;
    latencies.push(ms);
    const name = path.split('?')[0]!;
    let list = pathLatencies.get(name);
    if (!list) pathLatencies.set(name, (list = []));
    list.push(ms);
    if (status !== 200) fail(`${status} ${name}`);
    return status === 200;
  };

  const page = async () => {
    let visit = visits.length > 0 && Math.random() > 1 / PAGES_PER_VISIT ? pick(visits) : undefined;
    if (!visit) {
      const started = performance.now();
      visit = await signIn(config, Math.random() < config.signedIn ? pick(config.customers) : null);
      latencies.push(performance.now() - started);
      let list = pathLatencies.get('/session');
      if (!list) pathLatencies.set('/session', (list = []));
      list.push(performance.now() - started);
      visits.push(visit);
    }
    if (--visit.pagesLeft <= 0) visits.splice(visits.indexOf(visit), 1);
    const answers = await Promise.all(pageView(visit).map((call) => widget(visit, call)));
    if (answers.includes(false)) failedPages += 1;
  };

  const total = config.seconds * config.rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / config.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= MAX_IN_FLIGHT) {
      fail('dropped (too many pages in flight)');
      failedPages += 1;
      continue;
    }
    inFlight += 1;
    pending.push(
      page()
        .catch((error: unknown) => {
          // The session call failed (its status, or why it never answered).
          fail(error instanceof Error ? error.message.slice(0, 80) : 'session');
          failedPages += 1;
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  for (const pool of pools.values()) pool.close();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    pageViews: total,
    failedPages,
    seconds: (performance.now() - start) / 1000,
    widgetCalls,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures: [...failures].sort((a, b) => b[1] - a[1]),
    byPath: [...pathLatencies]
      .map(([name, list]): [string, number, number, number] => {
        const byTime = list.sort((a, b) => a - b);
        return [
          name,
          list.length,
          Number(percentile(byTime, 50).toFixed(1)),
          Number(percentile(byTime, 99).toFixed(1)),
        ];
      })
      .sort((a, b) => b[3] - a[3]),
  };
}

// Run as a child of bench/proxy.ts: one config in, one result out.
if (process.send) {
  process.once('message', (config: TrafficConfig) => {
    void runTraffic(config).then((result) => {
      process.send!(result, () => process.exit(0));
    });
  });
}
