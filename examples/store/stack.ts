// The example stores' backend, shared by examples/next and examples/react-router: the embedded
// sandbox (demo data, in memory) behind the real server-proxy, in the store's own server process.
// A real store points the proxy at the API (`upstream`) and keeps its keys in its environment.
import { randomBytes } from 'node:crypto';
import { createServerClient } from 'loyalkit/server';
import type * as ProxyPackage from 'loyalkit-proxy';
import type { Proxy } from 'loyalkit-proxy';
import type { Sandbox } from 'loyalkit-sandbox';
import { PROXY_PATH } from './paths';

export { PROXY_PATH };

/** A product as the example pages show it. */
export interface StoreProduct {
  id: number;
  handle: string;
  title: string;
  description: string;
  /** In the store's currency (USD). */
  price: number;
}

/** The loyalty part of the store's server: one per process. */
export interface LoyaltyStack {
  /** The proxy package (its signing helper, `signCustomerProof`). */
  proxyPackage: typeof ProxyPackage;
  sandbox: Sandbox;
  proxy: Proxy;
  /** The key the store's server signs its customers with, and the proxy checks. */
  signingKey: string;
  /** A guest client of the proxy for server rendering: calls it in this process. */
  serverClient: ReturnType<typeof createServerClient>;
  /** The sandbox's control API key (the example's catalog). */
  adminKey: string;
  /** The e-mails of the sandbox's demo customers: the store's accounts. */
  demoEmails: string[];
}

/**
 * The proxy and the sandbox are Node servers with native modules (better-sqlite3, sharp), loaded
 * by Node at run time, never bundled: a store that installs them from npm lists them in its
 * bundler's externals (Next.js `serverExternalPackages`, Vite `ssr.external`). Here they are
 * workspace links, which Next's bundler takes in whatever that list says (next.js issue 84388),
 * so the imports are marked for the bundlers to leave alone.
 */
async function start(): Promise<LoyaltyStack> {
  const [proxyPackage, { createSandbox, DEMO_CUSTOMERS, SANDBOX_DEFAULTS }] = await Promise.all([
    import(/* turbopackIgnore: true */ /* webpackIgnore: true */ 'loyalkit-proxy'),
    import(/* turbopackIgnore: true */ /* webpackIgnore: true */ 'loyalkit-sandbox'),
  ]);
  const sandbox = createSandbox({ db: ':memory:', seed: 'demo' });
  const signingKey = process.env.PROXY_CUSTOMER_SIGNING_KEY ?? randomBytes(32).toString('hex');
  const proxy = proxyPackage.createProxy({
    upstream: {
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (request) => sandbox.fetch(request),
    },
    keys: {
      jwtSecret: process.env.PROXY_JWT_SECRET ?? randomBytes(32).toString('hex'),
      customerSigningKey: signingKey,
    },
    sandboxMode: true,
    // Failures only: a store's framework has its own request log.
    log: (entry) => {
      if (entry.level === 'error') console.error(entry);
    },
  });
  const serverClient = createServerClient({
    proxyUrl: 'http://loyalty.internal',
    fetch: async (input, init) => proxy.fetch(new Request(input, init)),
  });
  return {
    proxyPackage,
    sandbox,
    proxy,
    signingKey,
    serverClient,
    adminKey: SANDBOX_DEFAULTS.adminKey,
    demoEmails: Object.values(DEMO_CUSTOMERS).map((c) => c.email),
  };
}

const holder = globalThis as { __loyaltyStack?: Promise<LoyaltyStack> };

/**
 * The stack, started on first use (not at import: a framework's build imports server modules
 * to analyse them) and kept on `globalThis`, so the route handler, the pages and the actions,
 * which a framework may bundle apart, share one proxy and one sandbox.
 */
export function loyaltyStack(): Promise<LoyaltyStack> {
  holder.__loyaltyStack ??= start();
  return holder.__loyaltyStack;
}

/**
 * The proxy as a route's handler under `PROXY_PATH`: the path below it is the proxy's own
 * (`/apps/loyalty/session` is its `/session`). Same origin as the pages: no CORS, no second
 * deployment.
 */
export async function handleProxyRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(PROXY_PATH.length) || '/';
  const { proxy } = await loyaltyStack();
  // The same request at the proxy's path: method, headers, signal and the body as a stream, so
  // the proxy's body limits count it as it arrives.
  return proxy.fetch(new Request(url, request));
}

/**
 * The store's images under `/assets/` (here the sandbox draws the demo's product and review
 * pictures): the widgets show review photos from these URLs.
 */
export async function handleAssetRequest(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const { sandbox } = await loyaltyStack();
  return sandbox.fetch(new Request(new URL(pathname, 'http://sandbox.internal')));
}

/** The store's catalog (here the sandbox's demo products). */
export async function catalog(): Promise<StoreProduct[]> {
  const { sandbox, adminKey } = await loyaltyStack();
  const res = await sandbox.fetch(
    new Request('http://sandbox.internal/sandbox/products', {
      headers: { 'x-sandbox-admin-key': adminKey },
    }),
  );
  if (!res.ok) throw new Error(`the catalog answered ${res.status}`);
  const { products } = (await res.json()) as { products: StoreProduct[] };
  return products.map(({ id, handle, title, description, price }) => ({
    id,
    handle,
    title,
    description,
    price,
  }));
}

/** One product by its handle, or undefined. */
export async function productByHandle(handle: string): Promise<StoreProduct | undefined> {
  return (await catalog()).find((p) => p.handle === handle);
}
