import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../src/api/index.js';
import { type AdmissionOptions, createAdmission, DEFAULT_ADMISSION } from './admission.js';
import { ReadCache } from './cache.js';
import { cors, corsAnswerHeaders, type CorsOptions } from './cors.js';
import { type Clock, systemClock } from './clock.js';
import { DEFAULT_LIMITS, type ProxyDeps, type Settings, type WriteLimits } from './context.js';
import { EventSubscriber } from './events.js';
import { problemResponse } from './http.js';
import { hotReads } from './hotRead.js';
import { createLogger, type Logger } from './log.js';
import { mediaRoutes } from './media/routes.js';
import { createMedia, type MediaOptions } from './media/service.js';
import { ProxyMetrics } from './metrics.js';
import { startSweeping } from './media/sweep.js';
import { ratingBatchers } from './ratings.js';
import { readPlanOf } from './plan/resolve.js';
import { opsRoutes } from './routes/ops.js';
import { redeemOutcomes } from './redeem.js';
import { sessionRoutes } from './routes/session.js';
import { shareRoutes } from './routes/share.js';
import { storefrontRoutes } from './routes/storefront.js';
import { wishlistShareRoutes } from './routes/wishlistShare.js';
import { TokenIssuer } from './session/jwt.js';
import { shareKeyFrom } from './share.js';
import { MemoryStore } from './state/memory.js';
import { describeUpstream, ScopedStore, scopeOf, upstreamIdentity } from './state/scope.js';
import type { ProxyStore } from './state/store.js';
import { type ApiClient, withMethods } from './upstream/api-client.js';
import { type UpstreamOptions, UpstreamClient } from './upstream/client.js';
import { type BudgetOptions, DEFAULT_BUDGET, Scheduler } from './upstream/scheduler.js';

/**
 * Where Shopify runs customer-account and checkout UI extensions (their `fetch` calls come from
 * this origin, in a sandbox of Shopify's, not from the store's domain).
 */
export const SHOPIFY_EXTENSION_ORIGINS: readonly string[] = ['https://extensions.shopifycdn.com'];

/** Options of `createProxy`. */
export interface ProxyOptions {
  /** The API v2 service (or the sandbox) and the proxy's credentials for it. */
  upstream: UpstreamOptions;
  keys: {
    /** Signs storefront JWTs; at least 32 characters. */
    jwtSecret: string;
    /** Verifies signed-customer proofs (headless and non-Shopify stores). */
    customerSigningKey?: string;
    /** Verifies Shopify App Proxy requests and the session tokens of Shopify UI extensions. */
    shopifyAppSecret?: string;
  };
  /**
   * Cache, idempotency records and budget; in memory by default. The proxy reads and writes it
   * only within the scope of its upstream (`state/scope.ts`).
   */
  store?: ProxyStore;
  clock?: Clock;
  /** The upstream is the embedded sandbox: demo customers may sign in. */
  sandboxMode?: boolean;
  /** Origins allowed to call from a browser; none means same-origin only. */
  allowedOrigins?: readonly string[];
  /** Where the upstream sends events; `http://127.0.0.1:8787` by default. */
  publicUrl?: string;
  /** Take the client address from `X-Forwarded-For` (behind a load balancer). */
  trustForwarded?: boolean;
  /** `aud` of storefront tokens: the store. */
  audience?: string;
  /** Storefront token lifetime in seconds (at most 3600). */
  tokenTtlSeconds?: number;
  budget?: Partial<BudgetOptions>;
  limits?: Partial<WriteLimits>;
  /** Largest request body in bytes (default 128 KiB). */
  bodyLimitBytes?: number;
  /** Whether guests may review (E21 for guests). Default true. */
  guestReviews?: boolean;
  /** Hosts review images may come from. Default none. */
  allowedImageHosts?: readonly string[];
  /** The shop (`name.myshopify.com`) of Shopify App Proxy requests; required to accept them. */
  shopifyShop?: string;
  /**
   * The app's client id: with it (and the secret and shop), `POST /session` accepts the session
   * tokens of the app's customer-account and checkout extensions, and their origins may call.
   */
  shopifyClientId?: string;
  /** Where Shopify runs UI extensions; `SHOPIFY_EXTENSION_ORIGINS` by default. */
  shopifyExtensionOrigins?: readonly string[];
  /** Registry share links last this long (seconds). Default 180 days. */
  shareTtlSeconds?: number;
  /** Lease of a write on its idempotency key and of a redeem lock (ms). Default 15 s. */
  leaseMs?: number;
  /** Test hook at points of a write (the crash test's entry); none in a running proxy. */
  probe?: ProxyDeps['probe'];
  /** Review photos (`POST /media`): storage, public URL, limits. `.data/media` by default. */
  media?: MediaOptions;
  /**
   * Bearer token `GET /metrics` requires. Without one, `/metrics` is open in sandbox mode and
   * answers 404 otherwise (an operator exposes it by setting one).
   */
  metricsToken?: string;
  log?: Logger;
  /**
   * Whether reads held fresh in memory are answered ahead of the middleware chain (hotRead.ts).
   * Default true; off only to compare the two (its test, `bench:hot`).
   */
  hotPath?: boolean;
  /**
   * Overload shedding (admission.ts): when this instance's event loop is its limit, a share of
   * its visitors' reads is refused at once with 503 and Retry-After. On by default; `false` off.
   */
  admission?: Partial<AdmissionOptions> | false;
}

/** A running proxy: a web-standard fetch handler plus its lifecycle. */
export interface Proxy {
  app: Hono;
  /**
   * The handler for a server: `env` is what @hono/node-server passes (its `incoming` carries the
   * client's address and Node's parsed headers), so pass it on when wrapping this.
   */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** Subscribes to upstream events (E55); resolves once subscribed. */
  start(): Promise<void>;
  close(): void;
  /** The server-side client the proxy uses, paced by the same budget. */
  client: ApiClient;
  /** Where the upstream delivers events. */
  webhookAddress: string;
  stats(): Record<string, unknown>;
  /** The Prometheus registry behind `GET /metrics`. */
  metrics: ProxyMetrics;
  /** Internals for tests and benchmarks. */
  deps: ProxyDeps;
  events: EventSubscriber;
}

/**
 * The store as this proxy sees it: scoped to its upstream, so that state made against another
 * upstream (a restored backup, a store switched, a staging file reused) is never read; when the
 * state last served another upstream, one log line says so.
 */
function boundToUpstream(
  store: ProxyStore,
  upstream: ProxyOptions['upstream'],
  log: Logger,
): ProxyStore {
  const identity = upstreamIdentity(upstream);
  store.swapUpstream(identity).then(
    (previous) => {
      if (previous === undefined || previous === identity) return;
      log({
        level: 'warn',
        msg: 'the proxy state was made against another upstream: starting a fresh scope for this one',
        previous: describeUpstream(previous),
        upstream: describeUpstream(identity),
      });
    },
    () => undefined, // Redis away at start: the scope needs no marker, only the log line does.
  );
  return new ScopedStore(store, scopeOf(identity));
}

/** Builds the proxy. Checks its options eagerly: a missing secret fails here, not at a request. */
export function createProxy(options: ProxyOptions): Proxy {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger();
  const store = boundToUpstream(options.store ?? new MemoryStore(), options.upstream, log);
  const scheduler = new Scheduler(store, clock, { ...DEFAULT_BUDGET, ...options.budget });
  const upstream = new UpstreamClient(options.upstream, scheduler, clock);
  const issuer = new TokenIssuer(
    options.keys.jwtSecret,
    options.audience ?? 'loyalkit-storefront',
    options.tokenTtlSeconds,
  );
  const cache = new ReadCache(store, clock, { tight: () => scheduler.tight });
  const eventsLive = { live: false };
  const settings: Settings = {
    sandboxMode: options.sandboxMode ?? false,
    guestReviews: options.guestReviews ?? true,
    allowedImageHosts: options.allowedImageHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:8787',
    trustForwarded: options.trustForwarded ?? false,
    bodyLimitBytes: options.bodyLimitBytes ?? 128 * 1024,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    customerSigningKey: options.keys.customerSigningKey,
    shopifyAppSecret: options.keys.shopifyAppSecret,
    shopifyShop: options.shopifyShop,
    shopifyClientId: options.shopifyClientId,
    shareTtlSeconds: options.shareTtlSeconds ?? 180 * 24 * 3600,
    leaseMs: options.leaseMs ?? 15_000,
  };
  const deps: ProxyDeps = {
    clock,
    store,
    upstream,
    issuer,
    cache,
    ratings: ratingBatchers(cache, upstream, clock, eventsLive, {
      average: readPlanOf('getProductAverageRatings').caching.anonymous.kept,
      extended: readPlanOf('getProductRatings').caching.anonymous.kept,
    }),
    log,
    settings,
    shareKey: shareKeyFrom(options.keys.jwtSecret),
    probe: options.probe ?? (() => Promise.resolve()),
    media: createMedia(options.media ?? {}, settings.publicUrl),
    events: eventsLive,
  };
  let stopSweeping = () => {};
  const events = new EventSubscriber(deps);
  const metrics = new ProxyMetrics();

  const app = new Hono();
  app.use('*', metrics.middleware);
  app.use('*', async (c, next) => {
    const started = clock.now();
    await next();
    // The route pattern, not the URL: paths may carry share tokens and queries personal data.
    // Every request at debug (LOG_LEVEL=debug shows them); a server failure always, but not a
    // 503 that says when to come back: that is the budget's or the shedding's answer (counted in
    // `stats()`), thousands a second on a busy store, and logging each would add to the load.
    const failed = c.res.status >= 500 && !c.res.headers.has('retry-after');
    log({
      level: failed ? 'error' : 'debug',
      msg: 'request',
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: clock.now() - started,
    });
  });
  // The extensions' sandbox calls from Shopify's origin, not the store's: admitted only where
  // their session tokens are.
  const extensionOrigins = options.shopifyClientId
    ? (options.shopifyExtensionOrigins ?? SHOPIFY_EXTENSION_ORIGINS)
    : [];
  const corsOptions: CorsOptions = {
    allowOrigin: (origin) =>
      settings.allowedOrigins.includes(origin) || extensionOrigins.includes(origin),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'X-Registry-Share',
      'If-None-Match',
    ],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed', 'ETag', 'X-Loyalkit-Stale'],
    maxAge: 600,
  };
  app.use('*', cors(corsOptions));
  // Before the body limit: uploads have their own, larger cap, counted while they stream.
  app.route('/', mediaRoutes(deps));
  const limitBody = bodyLimit({
    maxSize: settings.bodyLimitBytes,
    onError: () => {
      // The rest of the refused body is still on the wire: a client that reused the connection
      // would have its next request read as part of it. Closing it is the only clean end.
      const res = problemResponse(
        ApiError.of('payload_too_large', `bodies are limited to ${settings.bodyLimitBytes} bytes`),
      );
      res.headers.set('connection', 'close');
      return res;
    },
  });
  // Only where a body may come: asking a GET for its body makes @hono/node-server build a full
  // undici Request (with an AbortController) per call, the largest cost of a cached read.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  // Always 200 while the process serves: with its shared state away an instance still answers
  // what it keeps (a balancer must not pull every instance at once); `state` says whether it can
  // write and fetch now.
  app.get('/healthz', (c) =>
    c.json(
      {
        status: 'ok',
        state: store.connected === false ? 'unreachable' : 'ok',
        queued: scheduler.queued,
      },
      200,
      { 'cache-control': 'no-store' },
    ),
  );
  app.route(
    '/',
    opsRoutes(deps, metrics, {
      token: options.metricsToken,
      openWithoutToken: settings.sandboxMode,
    }),
  );
  app.post(events.path, async (c) => {
    const status = await events.receive(c.req.raw.headers, await c.req.text());
    return status === 204
      ? c.body(null, 204)
      : problemResponse(
          new ApiError(
            status,
            status === 401 ? 'unauthorized' : 'invalid_request',
            'delivery refused',
          ),
        );
  });
  app.route('/', sessionRoutes(deps));
  app.route('/', shareRoutes(deps));
  app.route('/', wishlistShareRoutes(deps));
  app.route('/', storefrontRoutes(deps));
  app.notFound(() => problemResponse(ApiError.of('not_found', 'no such route')));
  // Every request enters through the hot path, the tests' `app.request` too (so every policy,
  // identity and cache test runs through it): a read it answers from memory never reaches the
  // middleware chain; anything else goes on to the app unchanged.
  const hot = hotReads(deps, corsAnswerHeaders(corsOptions));
  const admission =
    options.admission === false
      ? undefined
      : createAdmission(
          { ...DEFAULT_ADMISSION, ...options.admission },
          settings.trustForwarded,
          corsAnswerHeaders(corsOptions),
        );
  metrics.observe({
    ...deps,
    scheduler,
    events,
    hot,
    redeems: () => redeemOutcomes(deps),
    admission: () => admission?.snapshot(),
  });
  const dispatch = app.fetch;
  const hotPath = options.hotPath ?? true;
  // While the instance sheds load, a refused visitor's read is answered before anything else;
  // otherwise the only cost here is reading `shedding`.
  app.fetch = (request, env, executionCtx) => {
    if (admission?.shedding) {
      const refused = admission.refuse(request, env, clock.now());
      if (refused) return refused;
    }
    const answer = hotPath ? hot.answer(request, env) : undefined;
    if (answer) {
      metrics.hotAnswer(request, answer);
      return answer;
    }
    if (!admission) return dispatch(request, env, executionCtx);
    admission.inFlight += 1;
    return Promise.resolve(dispatch(request, env, executionCtx)).finally(() => {
      admission.inFlight -= 1;
    });
  };
  // The one place a thrown error becomes an answer: an `ApiError` its problem+json, anything
  // else a logged 500. Routes throw; none keeps its own try/catch.
  app.onError((error, c) => {
    if (!(error instanceof ApiError)) {
      log({
        level: 'error',
        msg: 'unhandled',
        method: c.req.method,
        route: c.req.routePath,
        error: String(error),
      });
    }
    return problemResponse(error);
  });

  return {
    app,
    fetch: (request, env) => app.fetch(request, env),
    start() {
      stopSweeping();
      stopSweeping = startSweeping(deps.media, clock, (error) =>
        log({ level: 'error', msg: 'media sweep failed', error: String(error) }),
      );
      return events.start();
    },
    close() {
      stopSweeping();
      events.stop();
      scheduler.close();
      admission?.close();
    },
    client: withMethods(upstream),
    webhookAddress: events.address,
    stats: () => ({
      upstream: { ...upstream.stats },
      scheduler: { ...scheduler.stats, ...scheduler.snapshot(), queued: scheduler.queued },
      ...(admission && { admission: admission.snapshot() }),
      cache: { ...cache.stats },
      ratings: {
        average: { ...deps.ratings.average.stats },
        extended: { ...deps.ratings.extended.stats },
      },
      events: { ...events.stats },
      hot: { ...hot.stats },
      redeem: { ...redeemOutcomes(deps) },
    }),
    metrics,
    deps,
    events,
  };
}
