// Throughput of the sandbox in-process (rate limit off): review reads (E18), redeems (E11) and
// guest wishlist adds (E32), each for a bounded time. Run: npm run bench:sandbox
import { performance } from 'node:perf_hooks';
import { encodeQuery, operations, type OperationName } from '../src/api/index.js';
import { createSandbox } from '../sandbox/app.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const sandbox = createSandbox({ db: process.env.BENCH_DB ?? ':memory:', rateLimit: false });

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text) as T;
}

const tokenRes = await sandbox.fetch(
  new Request('http://bench/v2/oauth/getAccessToken', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
      grantType: 'client_credentials',
      scope:
        'read_review write_review read_reward write_reward write_customer read_wishlist write_wishlist',
    }),
  }),
);
const { accessToken } = await json<{ accessToken: string }>(tokenRes);

function request(name: OperationName, input: Record<string, unknown>): Request {
  const op = operations[name];
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  if (op.method === 'GET') {
    return new Request(`http://bench${op.path}?${encodeQuery(op, input).toString()}`, { headers });
  }
  return new Request(`http://bench${op.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
  });
}

const call = async <T = unknown>(name: OperationName, input: Record<string, unknown>) =>
  json<T>(await sandbox.fetch(request(name, input)));

interface Figures {
  name: string;
  ops: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `step(i)` back to back for SECONDS; every step must answer 200. */
async function run(name: string, step: (i: number) => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 50; i++) await step(i); // warm-up
  const latencies: number[] = [];
  const start = performance.now();
  const until = start + SECONDS * 1000;
  let i = 50;
  while (performance.now() < until) {
    const t = performance.now();
    await step(i++);
    latencies.push(performance.now() - t);
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    ops: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

const SORTS = ['mostRelevant', 'mostRecent', 'mostHelpful', 'withPhotos'] as const;

const results: Figures[] = [];

results.push(
  await run('E18 getReviews (product page: published, sorted, 15 per page, names)', (i) =>
    call('getReviews', {
      productId: (i % 24) + 1,
      onlyPublishedReviews: true,
      sortingOption: SORTS[i % SORTS.length],
      perPage: 15,
      withCustomerDisplayName: true,
    }),
  ),
);

results.push(
  await run('E18 getReviews (store-wide search "quality", offset 15)', () =>
    call('getReviews', { search: 'quality', onlyPublishedReviews: true, offset: 15 }),
  ),
);

results.push(
  await run('E19 getProductAverageRatings (24 products)', () =>
    call('getProductAverageRatings', { productIds: Array.from({ length: 24 }, (_, k) => k + 1) }),
  ),
);

// Redeems: a customer with plenty of points and a fixed-amount spending rule.
const customer = 'ben@demo.test';
const { rules } = await call<{
  rules: { id: number; type: string; isFlexible: boolean; pointsPrice: number }[];
}>('getSpendingRules', { customerIdentifier: customer });
const rule = rules.find((r) => r.type === 'fixed_amount' && !r.isFlexible);
if (rule) {
  let balance = 0;
  results.push(
    await run(`E11 redeem (rule ${rule.id}, ${rule.pointsPrice} points)`, async () => {
      if (balance < rule.pointsPrice) {
        balance = (
          await call<{ currentBalance: number }>('updateBalance', {
            customerIdentifier: customer,
            balanceDelta: 1e9,
            reason: 'bench top-up',
          })
        ).currentBalance;
      }
      await call('redeem', { customerIdentifier: customer, ruleId: rule.id });
      balance -= rule.pointsPrice;
    }),
  );
} else {
  console.warn('no fixed-amount spending rule in the demo data: redeems not measured');
}

results.push(
  await run('E32 addItemToWishlist (a new guest each time)', (i) =>
    call('addItemToWishlist', { sessionToken: `bench-guest-${i}`, productId: (i % 28) + 1 }),
  ),
);

console.log(
  `\nsandbox throughput, in-process, rate limit off, ${SECONDS} s each (${process.version})\n`,
);
console.table(
  results.map((r) => ({
    operation: r.name,
    requests: r.ops,
    'per second': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(3),
    'p99 ms': r.p99.toFixed(3),
  })),
);
sandbox.close();
