// The backend the example renders against: the embedded sandbox (demo data, in memory) behind
// the real server-proxy, plus the demo's Shopify-style product JSON and images. A real store
// runs the proxy on its own (README, "Server-side client and proxy") and points PROXY_URL at it.
import { randomBytes } from 'node:crypto';
import { createProxy, type Proxy } from '../../server-proxy/index.js';
import { demoSite } from '../../server-proxy/demo.js';
import { silentLogger } from '../../server-proxy/log.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../sandbox/app.js';

/** What the example server needs from its backend. */
export interface ExampleStack {
  proxy: Proxy;
  /** Shopify-style storefront routes: `/products/{handle}.js`, `/products.json`, `/assets/*`. */
  storefront: (request: Request) => Response | Promise<Response>;
  close(): void;
}

/** Starts the sandbox and the proxy in this process, on fresh demo data. */
export function startStack(): ExampleStack {
  const sandbox = createSandbox({ db: ':memory:', seed: 'demo' });
  const proxy = createProxy({
    upstream: {
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (request) => sandbox.fetch(request),
    },
    keys: { jwtSecret: randomBytes(32).toString('hex') },
    sandboxMode: true,
    log: silentLogger,
  });
  const site = demoSite({
    sandboxFetch: (request) => sandbox.fetch(request),
    adminKey: SANDBOX_DEFAULTS.adminKey,
    customers: [],
  });
  return {
    proxy,
    storefront: (request) => site.fetch(request),
    close() {
      proxy.close();
      sandbox.close();
    },
  };
}
