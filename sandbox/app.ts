import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { registerAssets } from './assets.js';
import { createSandboxClock, type Clock, type SandboxClock } from './clock.js';
import type { SandboxContext } from './context.js';
import { controlApi } from './control/index.js';
import { openDatabase, type Db } from './db.js';
import { emitEvent } from './events.js';
import { createDeliveryWorker } from './events-delivery.js';
import { allHandlers } from './handlers/index.js';
import { problemResponse, toApiError } from './http.js';
import { createLeakyBucket } from './ratelimit.js';
import { registerInvoices } from './invoices.js';
import { registerOperations } from './router.js';
import { applySeed, isSeeded, type SeedKind } from './seed/index.js';
import { readSettings } from './settings.js';
import { ApiError } from '../src/api/index.js';

export interface SandboxOptions {
  /** SQLite file, or `:memory:` (default). */
  db?: string;
  /** Seed of a new database (default `demo`). An existing database keeps its data. */
  seed?: SeedKind;
  clientId?: string;
  clientSecret?: string;
  adminKey?: string;
  /** The leaky bucket of spec section 8 (default on). */
  rateLimit?: boolean;
  /** Refuse plain HTTP (honours X-Forwarded-Proto) with 403 https_required. */
  requireHttps?: boolean;
  /** Time source; the control API advances it. */
  clock?: Clock;
  /** Base URL that asset paths (`/assets/...`) are prefixed with in answers; empty: relative. */
  baseUrl?: string;
  /** How webhook deliveries are sent (tests may route them in-process). */
  fetch?: typeof fetch;
  /** Deliver due webhooks every this many ms in the background (default: off; call `deliverEvents`). */
  deliveryIntervalMs?: number;
  /** Largest request body in bytes (default 1 MiB); larger ones are refused with 413. */
  maxBodyBytes?: number;
}

export const SANDBOX_DEFAULTS = {
  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  adminKey: 'sandbox-admin',
} as const;

export interface Sandbox {
  app: Hono;
  /** The web-standard fetch handler. */
  fetch: (req: Request) => Promise<Response>;
  db: Db;
  clock: SandboxClock;
  /** A handler context acting as the store itself (seeding, control actions, tests). */
  context(): SandboxContext;
  reset(seed: SeedKind): void;
  /** Sends every due webhook delivery once; answers how many were delivered. */
  deliverEvents(): Promise<number>;
  close(): void;
}

/** Creates the API v2 sandbox: every operation on SQLite, the control API, demo assets. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const clock = createSandboxClock(options.clock);
  const db = openDatabase(options.db ?? ':memory:');
  const credentials = {
    clientId: options.clientId ?? SANDBOX_DEFAULTS.clientId,
    clientSecret: options.clientSecret ?? SANDBOX_DEFAULTS.clientSecret,
  };
  const bucket = createLeakyBucket(clock);
  const counts = { total: 0, byOperation: {} as Record<string, number>, throttled: 0 };
  const baseUrl = options.baseUrl ?? '';
  const delivery = createDeliveryWorker(
    db,
    clock,
    options.fetch ?? ((input, init) => fetch(input, init)),
  );
  const deliveryTimer = options.deliveryIntervalMs
    ? setInterval(() => void delivery.deliver().catch(() => 0), options.deliveryIntervalMs)
    : undefined;
  deliveryTimer?.unref();

  const context = (clientId = ''): SandboxContext => ({
    db,
    clock,
    clientId,
    baseUrl,
    settings: () => readSettings(db),
    emit: (topic, data) => {
      emitEvent(db, clock, topic, data);
    },
  });

  const reset = (seed: SeedKind) => {
    applySeed(context(), seed);
    bucket.reset();
  };
  if (!isSeeded(context())) reset(options.seed ?? 'demo');

  const app = new Hono();
  app.onError((err) => problemResponse(toApiError(err)));
  const maxBody = options.maxBodyBytes ?? 1024 * 1024;
  const limitBody = bodyLimit({
    maxSize: maxBody,
    onError: () => {
      const res = problemResponse(
        ApiError.of('payload_too_large', `bodies are limited to ${maxBody} bytes`),
      );
      // The rest of the body is still on the wire: the connection cannot be reused.
      res.headers.set('connection', 'close');
      return res;
    },
  });
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.notFound((c) => problemResponse(ApiError.of('not_found', `nothing at ${c.req.path}`)));
  app.get('/', (c) =>
    c.json({ name: 'Loyalty and Engagement API v2 sandbox', docs: '/v2', control: '/sandbox' }),
  );
  registerAssets(app);
  registerInvoices(app, () => context());
  registerOperations(app, {
    db,
    clock,
    handlers: allHandlers(credentials),
    context: (clientId) => context(clientId),
    takeBudget: (clientId) => (options.rateLimit === false ? 0 : bucket.take(clientId)),
    requireHttps: options.requireHttps ?? false,
    metrics: {
      count(name) {
        counts.total += 1;
        counts.byOperation[name] = (counts.byOperation[name] ?? 0) + 1;
      },
      throttled() {
        counts.throttled += 1;
      },
    },
  });
  app.route(
    '/sandbox',
    controlApi({
      adminKey: options.adminKey ?? SANDBOX_DEFAULTS.adminKey,
      db,
      clock,
      context: () => context(),
      reset,
      deliverEvents: () => delivery.deliver(),
      metrics: () => ({
        requests: { total: counts.total, byOperation: { ...counts.byOperation } },
        throttled: counts.throttled,
      }),
    }),
  );

  return {
    app,
    fetch: async (req) => app.fetch(req),
    db,
    clock,
    context: () => context(),
    reset,
    deliverEvents: () => delivery.deliver(),
    close: () => {
      clearInterval(deliveryTimer);
      db.close();
    },
  };
}
