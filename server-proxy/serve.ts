// Starts the proxy as a server from the environment: what `npm run proxy` (main.ts, with the
// demo storefront) and the package's `loyalkit-proxy` command (bin.ts) share. Against
// UPSTREAM_BASE_URL, or without one against an embedded sandbox (the loyalkit-sandbox package).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { collectDefaultMetrics } from 'prom-client';
import type * as SandboxPackage from '../sandbox/index.js';
import { createProxy, type Proxy, type ProxyOptions } from './app.js';
import { ConfigError, readEnv } from './config.js';
import { createLogger } from './log.js';
import { openStore } from './state/open.js';

/** Pages served in front of the proxy when it runs on the embedded sandbox (the repo's demo). */
export type SandboxSite = (embedded: {
  sandbox: SandboxPackage.Sandbox;
  adminKey: string;
  /** The proxy, made once the site is; read it at request time. */
  proxy: () => Proxy;
}) => Promise<Hono>;

/** The embedded sandbox, or a message saying how to get it when its package is missing. */
async function loadSandbox(): Promise<typeof SandboxPackage> {
  try {
    return await import('../sandbox/index.js');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(
      'server-proxy: no UPSTREAM_BASE_URL, and the embedded sandbox is not installed.\n' +
        '  Install it (npm install loyalkit-sandbox) for a zero-configuration demo upstream, or set\n' +
        '  UPSTREAM_BASE_URL, UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET.',
    );
    process.exit(1);
  }
}

/** Reads the environment, opens the state store, starts the server; stops on SIGINT/SIGTERM. */
export async function serveProxy(
  env: NodeJS.ProcessEnv,
  extras: { sandboxSite?: SandboxSite } = {},
): Promise<void> {
  let config;
  try {
    config = readEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  for (const warning of config.warnings) console.warn(`warning: ${warning}`);

  let upstream: ProxyOptions['upstream'];
  let closeSandbox = () => {};
  let site: Hono | undefined;
  // The site is made before the proxy (which then serves behind it) and reads it at request time.
  const made: { proxy?: Proxy } = {};
  if (config.sandbox) {
    const { createSandbox, SANDBOX_DEFAULTS, writeSettings } = await loadSandbox();
    const db = env.SANDBOX_DB ?? '.data/proxy-sandbox.sqlite';
    // Events flow back to this proxy over loopback, as they would from the real service.
    const sandbox = createSandbox({ db, seed: 'demo', deliveryIntervalMs: 1_000 });
    closeSandbox = () => sandbox.close();
    // The demo storefront is the store: invoice and referral links lead to it.
    writeSettings(sandbox.db, {
      storeUrl: config.options.publicUrl ?? `http://127.0.0.1:${config.port}`,
    });
    upstream = {
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (request) => sandbox.fetch(request),
    };
    console.log(`embedded sandbox: ${db} (control API admin key "${SANDBOX_DEFAULTS.adminKey}")`);
    site = await extras.sandboxSite?.({
      sandbox,
      adminKey: SANDBOX_DEFAULTS.adminKey,
      proxy: () => made.proxy!,
    });
  } else {
    upstream = config.options.upstream!;
  }

  // Idempotency records, redeem locks, counters and seen webhook ids outlive a crash or deploy;
  // on Redis they (and the budget and cache drops) are shared by every instance.
  const { store, description } = await openStore(config, config.options.log ?? createLogger());
  console.log(`proxy state: ${description}`);
  const media = { ...config.options.media };
  if (config.mediaS3) {
    // Loaded only when configured: the SDK is large and most single-instance stores never need it.
    const { S3MediaStorage } = await import('./media/s3.js');
    media.storage = new S3MediaStorage(config.mediaS3);
  }
  const proxy = createProxy({ ...config.options, media, upstream, store });
  made.proxy = proxy;
  // The process's own figures (CPU, memory, event loop lag, handles) beside the proxy's.
  collectDefaultMetrics({ register: proxy.metrics.registry });
  let handler = proxy.fetch;
  if (site) {
    const app = new Hono().route('/', site);
    app.all('*', (c) => proxy.fetch(c.req.raw, c.env));
    handler = (request, env) => app.fetch(request, env);
  }
  const server = serve({ fetch: handler, port: config.port, hostname: config.host }, () => {
    console.log(`server-proxy on http://${config.host}:${config.port}`);
    console.log(
      `  upstream: ${config.sandbox ? 'embedded sandbox (demo customers may sign in)' : upstream.baseUrl}`,
    );
    console.log(
      `  session:  POST /session   health: GET /healthz, /readyz   metrics: GET /metrics`,
    );
    console.log(`  photos:   POST /media -> ${proxy.deps.media.storage.description}`);
    if (site) console.log(`  demo storefront: http://${config.host}:${config.port}/`);
  });
  void proxy.start();

  const shutdown = () => {
    proxy.close();
    server.close();
    store.close();
    closeSandbox();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
