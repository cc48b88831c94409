// `npm run bench:hot [-- --seconds 5 --connections 50 --rate 500 --rounds 3]`: the proxy's hot
// path beside a bare Hono route answering the same bytes, in one run on this machine. It prints,
// side by side: the throughput of a cached public read (getVipTiers with a guest JWT, and with no
// token at all) and of the bare route, their ratios, and the p50/p99 of both at a steady request
// rate (evenly spaced, open loop, latency from each request's due time: bench/hot-paced.ts); the
// same read through the full pipeline (the proxy without its hot path, hotRead.ts), so the lever
// shows; for the record also a customer's own cached read (getCustomer) and a write
// (addItemToWishlist). Bare route and proxy are measured alternately, `--rounds` times, and the
// ranges are quoted: other work on a shared machine moves every figure (the load average is
// printed). The load generator runs in a child process so it does not share the servers' event
// loop; every server listens on 127.0.0.1 only and the run is bounded in time.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
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
  /** Paced runs: p99 of how late the generator sent after a request was due (ms). */
  sendLateP99?: number;
}

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) {
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
}
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const SECONDS = clamp(Number(args.get('seconds') ?? 5), 1, 60);
const ROUNDS = clamp(Number(args.get('rounds') ?? 3), 1, 10);
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
  const makeProxy = (hotPath: boolean) =>
    createProxy({
      upstream: {
        baseUrl: 'http://sandbox.internal',
        clientId: SANDBOX_DEFAULTS.clientId,
        clientSecret: SANDBOX_DEFAULTS.clientSecret,
        fetch: (req) => sandbox.fetch(req),
      },
      keys: { jwtSecret: JWT_SECRET, customerSigningKey: SIGNING_KEY },
      // The runs measure the proxy's own cost per request, not the abuse limits or the store's
      // budget (the sandbox's rate limit is off too): lift both.
      limits: { perIp: 1e9, perSession: 1e9, guestShare: 1e9, storeShare: 1e9 },
      budget: { burst: 1e9, perSecond: 1e9 },
      // Admission control runs (its per-request cost is measured) but never refuses: these runs
      // drive the servers as fast as they go, where it would (rightly) shed, and a refusal is not
      // the read being measured.
      admission: { maxLagMs: 1e9, maxInFlight: 1e9 },
      // The production default (info, request lines at debug) on stderr, so its cost is measured.
      log: createLogger('info', process.stderr),
      hotPath,
    });
  const proxy = makeProxy(true);
  // The same proxy without its hot path: every request through the middleware chain.
  const pipeline = makeProxy(false);
  const proxyServer = await listen(proxy.fetch);
  const pipelineServer = await listen(pipeline.fetch);
  const session = async (base: string, body: unknown) => {
    const res = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`session ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  // Tokens of one proxy are good at the other (the same key); each verifies them once.
  const guest = await session(proxyServer.url, {});
  const customer = await session(proxyServer.url, signCustomerProof(SIGNING_KEY, 1));

  const tiersUrl = `${proxyServer.url}${operations.getVipTiers.path}`;
  const pipelineTiersUrl = `${pipelineServer.url}${operations.getVipTiers.path}`;
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
  if (!(await fetch(pipelineTiersUrl, { headers: asGuest })).ok) throw new Error('pipeline');

  const bare = new Hono();
  bare.get('/tiers', (c) => c.body(bytes, 200, { 'content-type': type }));
  const bareServer = await listen(bare.fetch);
  const bareUrl = `${bareServer.url}/tiers`;

  const base = { seconds: SECONDS, connections: CONNECTIONS };
  // CPU time this process (the servers) spent per answered request: unlike req/s it hardly moves
  // when other work shares the machine's cores, so it compares the proxy with the route fairly.
  type Row = LoadResult & { cpuUs: number };
  const rows: [string, Row][] = [];
  const byName = new Map<string, Row[]>();
  const run = async (name: string, job: LoadJob) => {
    const cpu = process.cpuUsage();
    const r = await load(job);
    const spent = process.cpuUsage(cpu);
    const cpuUs = (spent.user + spent.system) / Math.max(1, r.total);
    const row = { ...r, cpuUs };
    rows.push([name, row]);
    byName.set(name, [...(byName.get(name) ?? []), row]);
    console.error(`  ${name}: ${Math.round(r.requestsPerSecond)} req/s`);
    return row;
  };
  // Warm the JIT on every path measured (not recorded): otherwise the first proxy run pays it.
  for (const [url, headers] of [
    [tiersUrl, asGuest],
    [tiersUrl, {}],
    [customerUrl, asCustomer],
    [pipelineTiersUrl, asGuest],
    [bareUrl, {}],
  ] as const) {
    await load({ ...base, seconds: 2, url, headers });
    await load({ ...base, seconds: 1, url, headers, rate: RATE });
  }
  const load0 = loadavg();
  console.error(
    `bench:hot: ${SECONDS} s per run, ${CONNECTIONS} connections, ${ROUNDS} rounds; ` +
      `load average ${load0.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const BARE = 'bare Hono route, same body';
  const GUEST = 'proxy: cached public read (guest)';
  const ANON = 'proxy: cached public read (no token)';
  const PIPE = 'proxy without hot path: cached public read (guest)';
  const at = (name: string) => `${name} at ${RATE} req/s`;
  const targets: [string, LoadJob][] = [
    [BARE, { ...base, url: bareUrl }],
    [GUEST, { ...base, url: tiersUrl, headers: asGuest }],
    [ANON, { ...base, url: tiersUrl }],
    [PIPE, { ...base, url: pipelineTiersUrl, headers: asGuest }],
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, job] of targets) await run(name, job);
    for (const [name, job] of targets) await run(at(name), { ...job, rate: RATE });
  }
  const OWN = "proxy: customer's own cached read";
  await run(OWN, { ...base, url: customerUrl, headers: asCustomer });
  await run(at(OWN), { ...base, url: customerUrl, headers: asCustomer, rate: RATE });
  await run('proxy: write (addItemToWishlist, new key each)', {
    ...base,
    connections: Math.min(CONNECTIONS, 10),
    url: wishlistUrl,
    method: 'POST',
    headers: { ...asCustomer, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 3 }),
    uniqueKey: true,
  });
  const load1 = loadavg();

  proxyServer.close();
  pipelineServer.close();
  bareServer.close();
  proxy.close();
  pipeline.close();
  sandbox.close();

  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(
    line([
      'run',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'sent late p99 ms',
      'answers',
      'errors',
    ]),
  );
  console.log(line(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const [name, r] of rows) {
    console.log(
      line([
        name,
        String(Math.round(r.requestsPerSecond)),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.cpuUs.toFixed(0),
        r.sendLateP99 === undefined ? '' : r.sendLateP99.toFixed(2),
        r.statuses,
        String(r.errors),
      ]),
    );
  }
  // Per round, the proxy against the bare route measured just before it.
  const range = (values: number[], digits: number) => {
    const lo = Math.min(...values).toFixed(digits);
    const hi = Math.max(...values).toFixed(digits);
    return lo === hi ? lo : `${lo}–${hi}`;
  };
  const of = (name: string) => byName.get(name) ?? [];
  const ratios = (name: string, figure: (r: Row, bare: Row) => number) =>
    of(name).map((r, i) => figure(r, of(BARE)[i]!));
  const byRate = (r: Row, b: Row) => r.requestsPerSecond / b.requestsPerSecond;
  const byCpu = (r: Row, b: Row) => b.cpuUs / r.cpuUs;
  console.log(
    `\nload average ${load0.map((l) => l.toFixed(2)).join(' ')} at the start, ` +
      `${load1.map((l) => l.toFixed(2)).join(' ')} at the end (2 cores shared); ranges over ${ROUNDS} rounds`,
  );
  for (const name of [GUEST, ANON, PIPE]) {
    console.log(
      `${name} / bare route: ${range(ratios(name, byRate), 2)}x by req/s (target >= 0.5x), ` +
        `${range(ratios(name, byCpu), 2)}x by CPU per request ` +
        `(${range(
          of(name).map((r) => r.cpuUs),
          0,
        )} µs vs ${range(
          of(BARE).map((r) => r.cpuUs),
          0,
        )} µs)`,
    );
  }
  for (const name of [BARE, GUEST, ANON, PIPE]) {
    const paced = of(at(name));
    console.log(
      `p50 / p99 at a steady ${RATE} req/s, ${name}: ${range(
        paced.map((r) => r.p50),
        2,
      )} / ${range(
        paced.map((r) => r.p99),
        2,
      )} ms (target p99 <= 5 ms for the proxy); generator sent late p99 ${range(
        paced.map((r) => r.sendLateP99 ?? 0),
        2,
      )} ms`,
    );
  }
}

await main();
