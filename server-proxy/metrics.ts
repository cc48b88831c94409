// The proxy's Prometheus metrics (`GET /metrics`, routes/ops.ts). Requests and redeem outcomes
// are counted where they are answered (the app's middleware and its hot path); everything else
// is read at scrape time from what the parts already count (`stats`) and hold (queues, budget),
// so no code on a request's path carries a metrics call of its own.
import type { Context, MiddlewareHandler } from 'hono';
import { Counter, Gauge, Registry } from 'prom-client';
import { operation } from '../src/api/index.js';
import type { AdmissionSnapshot } from './admission.js';
import type { ReadCache } from './cache.js';
import type { Clock } from './clock.js';
import type { EventSubscriber } from './events.js';
import type { HotReads } from './hotRead.js';
import type { RatingBatchers } from './ratings.js';
import type { ProxyStore } from './state/store.js';
import type { UpstreamClient } from './upstream/client.js';
import type { Scheduler } from './upstream/scheduler.js';

const PREFIX = 'loyalkit_proxy_';
const REDEEM_PATH = operation('redeem').path;

/** What the scrape reads: the proxy's parts, each with its own counters. */
export interface MetricSources {
  upstream: UpstreamClient;
  scheduler: Scheduler;
  cache: ReadCache;
  ratings: RatingBatchers;
  events: EventSubscriber;
  hot: HotReads;
  store: ProxyStore;
  clock: Clock;
  /** How this proxy's redeems ended upstream so far (`RedeemOutcome` in redeem.ts). */
  redeems: () => Record<string, number>;
  /** Overload shedding's figures, when it is on (admission.ts). */
  admission: () => AdmissionSnapshot | undefined;
}

/** A labelled value of a counter kept elsewhere. */
type Reading<L extends string> = readonly [Partial<Record<L, string>>, number];

/**
 * A counter whose value lives in another object's `stats`: set from it at each scrape (the
 * stats only grow, so the series is a counter for Prometheus' `rate()`).
 */
function mirrored<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => readonly Reading<L>[],
): void {
  new Counter<L>({
    name: PREFIX + name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
}

/** The path of a request URL (the hot path answers only plain operation paths). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return url.slice(start, query === -1 ? undefined : query);
}

/** The outcome label of a redeem's answer: `redeemed`, `replayed`, or the problem's code. */
async function redeemOutcome(res: Response): Promise<string> {
  if (res.ok) return res.headers.get('idempotent-replayed') === 'true' ? 'replayed' : 'redeemed';
  try {
    const problem = (await res.clone().json()) as { code?: unknown };
    if (typeof problem.code === 'string') return problem.code;
  } catch {
    // Not problem+json: the status says enough.
  }
  return `http_${res.status}`;
}

/** The proxy's metrics registry, the request counters, and the scrape-time collectors. */
export class ProxyMetrics {
  /** Everything `/metrics` prints; `serve.ts` adds the process's default metrics to it. */
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly redeems = new Counter({
    name: `${PREFIX}redeems_total`,
    help: 'Redeem answers by outcome: redeemed, replayed (same Idempotency-Key), or the problem code',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Counts the requests the app answers (route patterns, never URLs: no tokens in labels). */
  readonly middleware: MiddlewareHandler = async (c: Context, next) => {
    await next();
    this.requests.inc({ method: c.req.method, route: c.req.routePath, status: c.res.status });
    if (c.req.routePath === REDEEM_PATH) this.redeems.inc({ outcome: await redeemOutcome(c.res) });
  };

  /** Counts a read the hot path answered ahead of the app (and so of its middleware). */
  hotAnswer(request: Request, response: Response): void {
    this.requests.inc({ method: 'GET', route: pathOf(request.url), status: response.status });
  }

  /** Registers the scrape-time readings of the proxy's parts. */
  observe(s: MetricSources): void {
    const r = this.registry;
    mirrored(
      r,
      'redeem_upstream_outcomes_total',
      'Redeems by what happened upstream: answered, reconciled, pending, unknown, refused, not_sent',
      ['outcome'],
      () => Object.entries(s.redeems()).map(([outcome, n]) => [{ outcome }, n] as const),
    );
    mirrored(r, 'upstream_calls_total', 'Calls made to the upstream API, E2 included', [], () => [
      [{}, s.upstream.stats.calls],
    ]);
    mirrored(r, 'upstream_token_calls_total', 'Access token requests (E2)', [], () => [
      [{}, s.upstream.stats.tokenCalls],
    ]);
    mirrored(r, 'upstream_429_total', 'Upstream answers 429 (rate limited)', [], () => [
      [{}, s.upstream.stats.status429],
    ]);
    mirrored(r, 'upstream_failures_total', 'Upstream calls that failed (5xx, timeout)', [], () => [
      [{}, s.upstream.stats.failures],
    ]);
    mirrored(
      r,
      'budget_backoffs_total',
      'Whole-store pauses after a 429 or Retry-After',
      [],
      () => [[{}, s.scheduler.stats.backoffs]],
    );
    mirrored(r, 'budget_granted_total', 'Budget slots given to upstream calls', [], () => [
      [{}, s.scheduler.stats.granted],
    ]);
    mirrored(
      r,
      'shed_requests_total',
      'Requests answered at once instead of waiting for the budget, by reason',
      ['reason'],
      () => [
        [{ reason: 'queue_full' }, s.scheduler.stats.rejected],
        [{ reason: 'wait_timeout' }, s.scheduler.stats.timedOut],
        [{ reason: 'caller_limit' }, s.scheduler.stats.callerLimited],
        [{ reason: 'overloaded' }, s.admission()?.shed ?? 0],
      ],
    );
    mirrored(
      r,
      'refreshes_total',
      'Background refreshes of kept answers: made, or dropped for lack of budget',
      ['result'],
      () => [
        [{ result: 'made' }, s.scheduler.stats.refreshes],
        [{ result: 'dropped' }, s.scheduler.stats.refreshesDropped],
      ],
    );
    mirrored(r, 'cache_lookups_total', 'Read cache lookups by result', ['result'], () => [
      [{ result: 'hit' }, s.cache.stats.hits],
      [{ result: 'stale' }, s.cache.stats.stale],
      [{ result: 'miss' }, s.cache.stats.misses],
      [{ result: 'served_on_error' }, s.cache.stats.servedOnError],
      [{ result: 'kept_while_tight' }, s.cache.stats.keptWhileTight],
      [{ result: 'prior_while_tight' }, s.cache.stats.priorWhileTight],
    ]);
    mirrored(r, 'cache_coalesced_total', 'Reads that joined an identical one in flight', [], () => [
      [{}, s.cache.stats.coalesced],
    ]);
    mirrored(
      r,
      'hot_reads_total',
      'Reads at hot-path routes: answered from memory or passed on',
      ['result'],
      () => [
        [{ result: 'answered' }, s.hot.stats.answered],
        [{ result: 'passed' }, s.hot.stats.passed],
      ],
    );
    mirrored(r, 'rating_batches_total', 'Batched rating calls (E19, E20)', ['operation'], () => [
      [{ operation: 'E19' }, s.ratings.average.stats.batches],
      [{ operation: 'E20' }, s.ratings.extended.stats.batches],
    ]);
    mirrored(r, 'webhook_events_total', 'Upstream event deliveries by result', ['result'], () => [
      [{ result: 'received' }, s.events.stats.received],
      [{ result: 'refused' }, s.events.stats.refused],
      [{ result: 'replayed' }, s.events.stats.replayed],
    ]);

    new Gauge({
      name: `${PREFIX}queue_length`,
      help: 'Upstream calls waiting for a budget slot, by priority',
      labelNames: ['priority'] as const,
      registers: [r],
      collect() {
        for (const [priority, length] of Object.entries(s.scheduler.queueLengths())) {
          this.set({ priority }, length);
        }
      },
    });
    const { burst, perSecond } = s.scheduler.options;
    new Gauge({
      name: `${PREFIX}budget_tokens`,
      help: `Free slots of the request budget now (of ${burst}, refilled at ${perSecond}/s); shared by every instance on Redis`,
      registers: [r],
      async collect() {
        if (!s.store.budgetBacklog) return;
        try {
          const backlog = await s.store.budgetBacklog(s.clock.now());
          this.set(Math.max(0, burst - (backlog * perSecond) / 1000));
        } catch {
          this.reset(); // the state store is away: no reading rather than a wrong one
        }
      },
    });
    new Gauge({
      name: `${PREFIX}shed_share`,
      help: 'Share of visitors whose reads this instance refuses now (overload shedding: its own event loop is late)',
      registers: [r],
      collect() {
        this.set(s.admission()?.share ?? 0);
      },
    });
    new Gauge({
      name: `${PREFIX}state_store_up`,
      help: 'Whether the state store (SQLite, or Redis shared by the instances) is reachable',
      registers: [r],
      collect() {
        this.set(s.store.connected === false ? 0 : 1);
      },
    });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
