// `npm run proxy` / `npm start`: the server-proxy, against UPSTREAM_BASE_URL or, without one,
// against the embedded sandbox (demo data, its own SQLite file), zero configuration.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createProxy, type ProxyOptions } from './app.js';
import { ConfigError, readEnv } from './config.js';
import { createLogger } from './log.js';
import { openStore } from './state/open.js';

async function main(): Promise<void> {
  let config;
  try {
    config = readEnv(process.env);
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
  if (config.sandbox) {
    const { createSandbox, SANDBOX_DEFAULTS } = await import('../sandbox/app.js');
    const db = process.env.SANDBOX_DB ?? '.data/proxy-sandbox.sqlite';
    const { mkdirSync } = await import('node:fs');
    const { dirname } = await import('node:path');
    if (db !== ':memory:') mkdirSync(dirname(db), { recursive: true });
    // Events flow back to this proxy over loopback, as they would from the real service.
    const sandbox = createSandbox({ db, seed: 'demo', deliveryIntervalMs: 1_000 });
    closeSandbox = () => sandbox.close();
    // The demo storefront is the store: invoice and referral links lead to it.
    const { writeSettings } = await import('../sandbox/settings.js');
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
    // The demo storefront exists only in front of the sandbox.
    const { demoSite, demoShoppers } = await import('./demo.js');
    const { sharedReader } = await import('./sharedRead.js');
    site = demoSite({
      sandboxFetch: (request) => sandbox.fetch(request),
      adminKey: SANDBOX_DEFAULTS.adminKey,
      customers: demoShoppers(),
      // The proxy is made below; the product page reads through it once it serves requests.
      readShared: (name, input) => sharedReader(proxy.deps)(name, input),
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
    console.log(`  session:  POST /session   health: GET /healthz`);
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

void main();
