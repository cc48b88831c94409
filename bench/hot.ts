// `npm run bench:hot [-- --seconds 8 --connections 50 --rate 500]`: the proxy's hot path beside a
// bare Hono route answering the same bytes, in one run on this machine. It prints, side by side:
// the throughput of a cached public read (getVipTiers with a guest JWT, and with no token at all)
// and of the bare route, their ratios, and the p50/p99 of both at a steady request rate (evenly
// spaced, open loop: bench/hot-paced.ts); for the record also a customer's own cached read
// (getCustomer) and a write (addItemToWishlist). The load generator runs in a child process so it
// does not share the proxy's event loop; every server listens on 127.0.0.1 only and the run is
// bounded in time.
import { fork } from 'node:child_process';
import { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandbox, SANDBOX_DEFAULTS } from '../sandbox/app.js';
import { operations } from '../src/api/index.js';
import { createProxy } from '../server-proxy/app.js';
import { createLogger } from '../server-proxy/log.js';
import { signCustomerProof } from '../server-proxy/session/proofs.js';

export interface LoadJob {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body; with `uniqueKey` each request gets its own Idempotency-Key. */
  body?: string;
  uniqueKey?: boolean;
  seconds: number;
  connections: number;
  /** Requests per second across all connections; absent = as fast as possible. */
  rate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** Answers by status code, e.g. "200: 4980, 429: 20". */
  statuses: string;
}

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) {
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
}
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const SECONDS = clamp(Number(args.get('seconds') ?? 8), 1, 60);
const CONNECTIONS = clamp(Number(args.get('connections') ?? 50), 1, 500);
const RATE = clamp(Number(args.get('rate') ?? 500), 1, 5000);
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123';
const SIGNING_KEY = 'bench-hot-signing-key';

function listen(fetchFn: (req: Request) => Response | Promise<Response>) {
  return new Promise<{ url: string; close: () => void }>((resolve) => {
    const server = serve({ fetch: fetchFn, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
  });
}

/** Runs one autocannon job in a child process and returns its figures. */
function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./hot-load.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (job.seconds + 30) * 1000);
    child.once('message', (m) => {
      clearTimeout(timer);
      child.kill();
      resolve(m as LoadResult);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code) reject(new Error(`load generator exited ${code}`));
    });
    child.send(job);
  });
}

async function main() {
  const sandbox = createSandbox({ db: ':memory:', seed: 'demo', rateLimit: false });
  const proxy = createProxy({
    upstream: {
      baseUrl: 'http://sandbox.internal',
      clientId: SANDBOX_DEFAULTS.clientId,
      clientSecret: SANDBOX_DEFAULTS.clientSecret,
      fetch: (req) => sandbox.fetch(req),
    },
    keys: { jwtSecret: JWT_SECRET, customerSigningKey: SIGNING_KEY },
    // The runs measure the proxy's own cost per request, not the abuse limits or the store's
    // budget (the sandbox's rate limit is off too): lift both.
    limits: { perIp: 1e9, perSession: 1e9 },
    budget: { burst: 1e9, perSecond: 1e9 },
    // The production default (info, request lines at debug) on stderr, so its cost is measured.
    log: createLogger('info', process.stderr),
  });
  const proxyServer = await listen(proxy.fetch);
  const session = async (body: unknown) => {
    const res = await fetch(`${proxyServer.url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`session ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  const guest = await session({});
  const customer = await session(signCustomerProof(SIGNING_KEY, 1));

  const tiersUrl = `${proxyServer.url}${operations.getVipTiers.path}`;
  const customerUrl = `${proxyServer.url}${operations.getCustomer.path}`;
  const wishlistUrl = `${proxyServer.url}${operations.addItemToWishlist.path}`;
  const asGuest = { authorization: `Bearer ${guest}` };
  const asCustomer = { authorization: `Bearer ${customer}` };

  // Warm the caches, and take the exact bytes the bare route will answer.
  const warm = await fetch(tiersUrl, { headers: asGuest });
  if (!warm.ok) throw new Error(`getVipTiers ${warm.status}`);
  const bytes = new Uint8Array(await warm.arrayBuffer());
  const type = warm.headers.get('content-type') ?? 'application/json';
  const own = await fetch(customerUrl, { headers: asCustomer });
  if (!own.ok) throw new Error(`getCustomer ${own.status}`);

  const bare = new Hono();
  bare.get('/tiers', (c) => c.body(bytes, 200, { 'content-type': type }));
  const bareServer = await listen(bare.fetch);

  const base = { seconds: SECONDS, connections: CONNECTIONS };
  // CPU time this process (the servers) spent per answered request: unlike req/s it hardly moves
  // when other work shares the machine's cores, so it compares the proxy with the route fairly.
  const rows: [string, LoadResult & { cpuUs: number }][] = [];
  const run = async (name: string, job: LoadJob) => {
    const cpu = process.cpuUsage();
    const r = await load(job);
    const spent = process.cpuUsage(cpu);
    const cpuUs = (spent.user + spent.system) / Math.max(1, r.total);
    const row = { ...r, cpuUs };
    rows.push([name, row]);
    console.error(`  ${name}: ${Math.round(r.requestsPerSecond)} req/s`);
    return row;
  };
  // Warm the JIT on every path measured (not recorded): otherwise the first proxy run pays it.
  for (const headers of [asGuest, {}, asCustomer]) {
    const url = headers === asCustomer ? customerUrl : tiersUrl;
    await load({ ...base, seconds: 2, url, headers });
  }
  await load({ ...base, seconds: 2, url: `${bareServer.url}/tiers` });
  console.error(`bench:hot: ${SECONDS} s per run, ${CONNECTIONS} connections`);
  const bareMax = await run('bare Hono route, same body', {
    ...base,
    url: `${bareServer.url}/tiers`,
  });
  const bareRate = await run(`bare Hono route at ${RATE} req/s`, {
    ...base,
    url: `${bareServer.url}/tiers`,
    rate: RATE,
  });
  const proxyMax = await run('proxy: cached public read (guest)', {
    ...base,
    url: tiersUrl,
    headers: asGuest,
  });
  const proxyRate = await run(`proxy: cached public read at ${RATE} req/s`, {
    ...base,
    url: tiersUrl,
    headers: asGuest,
    rate: RATE,
  });
  const anonymousMax = await run('proxy: cached public read (no token)', {
    ...base,
    url: tiersUrl,
  });
  await run(`proxy: cached public read (no token) at ${RATE} req/s`, {
    ...base,
    url: tiersUrl,
    rate: RATE,
  });
  await run("proxy: customer's own cached read", {
    ...base,
    url: customerUrl,
    headers: asCustomer,
  });
  await run(`proxy: customer's own cached read at ${RATE} req/s`, {
    ...base,
    url: customerUrl,
    headers: asCustomer,
    rate: RATE,
  });
  await run('proxy: write (addItemToWishlist, new key each)', {
    ...base,
    connections: Math.min(CONNECTIONS, 10),
    url: wishlistUrl,
    method: 'POST',
    headers: { ...asCustomer, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 3 }),
    uniqueKey: true,
  });

  proxyServer.close();
  bareServer.close();
  proxy.close();
  sandbox.close();

  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(line(['run', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'answers', 'errors']));
  console.log(line(['---', '---', '---', '---', '---', '---', '---']));
  for (const [name, r] of rows) {
    console.log(
      line([
        name,
        String(Math.round(r.requestsPerSecond)),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.cpuUs.toFixed(0),
        r.statuses,
        String(r.errors),
      ]),
    );
  }
  const ratio = (r: LoadResult) => (r.requestsPerSecond / bareMax.requestsPerSecond).toFixed(2);
  console.log(`\ncached public read (guest) / bare route: ${ratio(proxyMax)}x (target >= 0.5x)`);
  console.log(`cached public read (no token) / bare route: ${ratio(anonymousMax)}x`);
  console.log(
    `p50/p99 at a steady ${RATE} req/s, cached public read (guest): ` +
      `${proxyRate.p50.toFixed(2)} / ${proxyRate.p99.toFixed(2)} ms (target p99 <= 5 ms); ` +
      `bare route ${bareRate.p50.toFixed(2)} / ${bareRate.p99.toFixed(2)} ms`,
  );
  // The same comparison by CPU time per request (what a dedicated core would serve).
  const cpuRatio = (r: { cpuUs: number }) => (bareMax.cpuUs / r.cpuUs).toFixed(2);
  console.log(`by CPU per request, cached public read (guest): ${cpuRatio(proxyMax)}x the route`);
  console.log(
    `by CPU per request, cached public read (no token): ${cpuRatio(anonymousMax)}x the route`,
  );
}

await main();
