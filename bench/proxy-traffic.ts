// The load generator of `bench:proxy`, run in its own process so that the shoppers' side does
// not share an event loop with the proxy it measures. It receives `{mode, baseUrls, customers,
// seconds, rate, signedIn, warmupSeconds}` over IPC and answers the figures. With several base
// URLs (several proxy instances) it is also the load balancer: each call goes to the next
// instance in turn, no stickiness, and a call an instance refuses to connect goes to the next
// one. Calls go over a bounded pool of keep-alive connections per instance (bench/http-pool.ts),
// as a balancer's.
//
// What a shopper sees of a page is counted, guests and customers apart: a page is served (every
// widget call 200), degraded (some read answered at once with the proxy's fail-fast 503 and
// Retry-After, which the widgets show as a graceful state: the badge's placeholder, the reviews'
// "try again"), shed (the instance refused the visitor's reads at once: 503 `overloaded`) or
// failed (anything else: an error, a refused write, a slow 503, no session).
import { signCustomerProof } from '../server-proxy/session/proofs.js';
import { HttpPool, type PoolAnswer, PoolError } from './http-pool.js';

export const SIGNING_KEY = 'bench-signing-key';
const PAGES_PER_VISIT = 8;
const MAX_IN_FLIGHT = 2_000;
const PRODUCTS = Array.from({ length: 24 }, (_, i) => i + 1);
/**
 * Keep-alive connections the balancer keeps to each instance, at most. Enough that a few calls
 * waiting up to a second for the store's budget do not hold every other call behind them (with
 * 32, a handful of waits made the balancer the bottleneck, at a fifth of a core per process).
 */
const CONNECTIONS_PER_INSTANCE = 256;

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
  /** Pages that start in these first seconds run but are not counted (default 0). */
  warmupSeconds?: number;
  /**
   * Share of page views that write (a heart; a signed-in shopper also votes a review helpful),
   * default 0.5 %.
   */
  writes?: number;
}

/** What happened to one page, as its shopper sees it. */
export type PageOutcome = 'served' | 'degraded' | 'shed' | 'failed';

/** The pages of guests, or of customers. */
export interface PageFigures {
  pages: number;
  served: number;
  degraded: number;
  shed: number;
  failed: number;
  /** Page latency (its slowest call, the session included on a visit's first page), ms. */
  p50: number;
  p99: number;
}

export interface TrafficResult {
  /** Page views counted (started after the warm-up). */
  pageViews: number;
  /** Page views not served whole: failed, shed or degraded. */
  failedPages: number;
  seconds: number;
  guest: PageFigures;
  customer: PageFigures;
  widgetCalls: number;
  failed: number;
  /** Latency of the calls answered (200), ms. */
  p50: number;
  p99: number;
  /** Latency of every call but those refused at once by admission control, ms. */
  allP99: number;
  /** Share of a core the load generator itself used over the measured window (its own limit). */
  generatorCpu: number;
  /** Latency of the calls the instance refused at once (503 overloaded), ms. */
  shedP99: number;
  shedMax: number;
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
function pageView(visit: Visit, writes: number): Call[] {
  const id = visit.identity;
  const product = pick(PRODUCTS);
  const related = PRODUCTS.filter((p) => p !== product)
    .sort(() => Math.random() - 0.5)
    .slice(0, 8);
  const roll = Math.random();
  const calls: Call[] = [];
  // The points badge of a signed-in customer (and the launcher, the same read) is on every page:
  // its balance and tier are E4's. VIP progress (E13) is the drawer's and the account page's.
  if (visit.customer) calls.push(['GET', `/v2/customers/getCustomer?${qs(id)}`]);
  if (roll < writes) {
    // A few writes: a wishlist heart, a helpful vote.
    calls.push(['POST', '/v2/wishlists/addItemToWishlist', { ...id, productId: product }]);
    if (visit.customer) {
      calls.push(['POST', '/v2/reviews/voteForReview', { ...id, reviewId: 1 + rand(20) }]);
    }
  } else if (roll < 0.03 && visit.customer) {
    // The rewards drawer: its VIP section (status and the tiers) and its lists.
    calls.push(
      ['GET', `/v2/rewards/getCustomerVipStatus?${qs(id)}`],
      ['GET', '/v2/rewards/getVipTiers'],
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

/** A fail-fast 503 comes at once; one that took this long is a failure however it is worded. */
const FAIL_FAST_MS = 1_500;

/** How one widget call ended, for its page. */
function outcomeOf(method: string, status: number, body: Buffer, ms: number): PageOutcome {
  if (status === 200) return 'served';
  if (status === 503 && body.includes('"overloaded"')) return 'shed';
  // A read the budget could not serve in time, answered at once: the widget degrades.
  if (method === 'GET' && status === 503 && ms < FAIL_FAST_MS) return 'degraded';
  return 'failed';
}

const RANK: Record<PageOutcome, number> = { served: 0, degraded: 1, shed: 2, failed: 3 };

function pageFigures(pages: { outcome: PageOutcome; ms: number }[]): PageFigures {
  const count = (o: PageOutcome) => pages.filter((p) => p.outcome === o).length;
  const times = pages.map((p) => p.ms).sort((a, b) => a - b);
  return {
    pages: pages.length,
    served: count('served'),
    degraded: count('degraded'),
    shed: count('shed'),
    failed: count('failed'),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

/** Open-loop arrivals at `rate` page views per second for `warmupSeconds` + `seconds`. */
export async function runTraffic(config: TrafficConfig): Promise<TrafficResult> {
  const served: number[] = [];
  const answered: number[] = [];
  const shedTimes: number[] = [];
  const pathLatencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const pages: Record<'guest' | 'customer', { outcome: PageOutcome; ms: number }[]> = {
    guest: [],
    customer: [],
  };
  let widgetCalls = 0;
  let failed = 0;
  let inFlight = 0;
  const visits: Visit[] = [];
  const warmup = (config.warmupSeconds ?? 0) * config.rate;

  const note = (counted: boolean, key: string) => {
    if (!counted) return;
    failed += 1;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  const time = (counted: boolean, name: string, ms: number) => {
    if (!counted) return;
    let list = pathLatencies.get(name);
    if (!list) pathLatencies.set(name, (list = []));
    list.push(ms);
  };

  const widget = async (
    visit: Visit,
    [method, path, body]: Call,
    counted: boolean,
  ): Promise<{ outcome: PageOutcome; ms: number }> => {
    const started = performance.now();
    let answer: PoolAnswer | undefined;
    try {
      answer = await send(
        config,
        method,
        path,
        body ? { ...visit.headers, 'content-type': 'application/json' } : visit.headers,
        body && JSON.stringify(body),
      );
    } catch {
      answer = undefined;
    }
    const ms = performance.now() - started;
    const name = path.split('?')[0]!;
    const outcome = answer ? outcomeOf(method, answer.status, answer.body, ms) : 'failed';
    if (counted) {
      widgetCalls += 1;
      time(true, name, ms);
      if (outcome === 'served') served.push(ms);
      if (outcome === 'shed') shedTimes.push(ms);
      else answered.push(ms);
    }
    if (outcome !== 'served') {
      // The problem's code says which refusal it was (the budget's, a limit's, the upstream's).
      const code = answer && /"code":"([a-z_]+)"/.exec(answer.body.toString('utf8'))?.[1];
      note(counted, `${answer?.status ?? 0} ${outcome} ${name}${code ? ` ${code}` : ''}`);
    }
    return { outcome, ms };
  };

  const page = async (counted: boolean) => {
    let visit = visits.length > 0 && Math.random() > 1 / PAGES_PER_VISIT ? pick(visits) : undefined;
    let sessionMs = 0;
    const customer = Math.random() < config.signedIn;
    if (!visit) {
      const started = performance.now();
      try {
        visit = await signIn(config, customer ? pick(config.customers) : null);
      } catch (error) {
        sessionMs = performance.now() - started;
        note(counted, error instanceof Error ? error.message.slice(0, 80) : 'session');
        if (counted)
          pages[customer ? 'customer' : 'guest'].push({ outcome: 'failed', ms: sessionMs });
        return;
      }
      sessionMs = performance.now() - started;
      time(counted, '/session', sessionMs);
      if (counted) {
        served.push(sessionMs);
        answered.push(sessionMs);
      }
      visits.push(visit);
    }
    if (--visit.pagesLeft <= 0) visits.splice(visits.indexOf(visit), 1);
    const calls = await Promise.all(
      pageView(visit, config.writes ?? 0.005).map((call) => widget(visit, call, counted)),
    );
    if (!counted) return;
    const outcome = calls.reduce<PageOutcome>(
      (worst, c) => (RANK[c.outcome] > RANK[worst] ? c.outcome : worst),
      'served',
    );
    const ms = sessionMs + Math.max(0, ...calls.map((c) => c.ms));
    pages[visit.customer ? 'customer' : 'guest'].push({ outcome, ms });
  };

  const total = ((config.warmupSeconds ?? 0) + config.seconds) * config.rate;
  const start = performance.now();
  let measuredFrom = start;
  let cpuFrom = process.cpuUsage();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / config.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const counted = i >= warmup;
    if (i === warmup) {
      measuredFrom = performance.now();
      cpuFrom = process.cpuUsage();
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      note(counted, 'dropped (too many pages in flight)');
      if (counted) pages.guest.push({ outcome: 'failed', ms: 0 });
      continue;
    }
    inFlight += 1;
    pending.push(
      page(counted)
        .catch((error: unknown) => {
          note(counted, error instanceof Error ? error.message.slice(0, 80) : 'page');
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  for (const pool of pools.values()) pool.close();
  const sorted = served.sort((a, b) => a - b);
  const shed = shedTimes.sort((a, b) => a - b);
  const guest = pageFigures(pages.guest);
  const customer = pageFigures(pages.customer);
  const cpu = process.cpuUsage(cpuFrom);
  const seconds = (performance.now() - measuredFrom) / 1000;
  return {
    generatorCpu: (cpu.user + cpu.system) / 1e6 / seconds,
    pageViews: guest.pages + customer.pages,
    failedPages: guest.pages - guest.served + customer.pages - customer.served,
    seconds,
    guest,
    customer,
    widgetCalls,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    allP99: percentile(
      answered.sort((a, b) => a - b),
      99,
    ),
    shedP99: percentile(shed, 99),
    shedMax: shed.at(-1) ?? 0,
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
