// A stack for money tests in one process: an in-process sandbox behind the fault-injecting
// upstream (real HTTP, so timeouts abort real connections), and one or more proxies ("instances")
// on the stores the test gives (two SQLite handles on one file, two Redis connections on one
// prefix), each calling the upstream over HTTP. Events flow from the sandbox to the proxies
// through the fault proxy's delivery faults.
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../sandbox/app.js';
import { isDefiniteAnswer } from '../../src/api/index.js';
import type { Proxy } from '../app.js';
import type { ProxyStore } from '../state/store.js';
import { type FaultProxy, startFaultProxy } from './fault-proxy.js';
import { customerSession, testProxy } from './proxy.js';
import { balanceOf, customerWithPoints } from './sandbox-facts.js';

export interface MoneyStack {
  sandbox: Sandbox;
  faults: FaultProxy;
  proxies: Proxy[];
  /** The id of a spending rule of the demo data, by title. */
  ruleId(title: string): number;
  /**
   * A new customer with points (plus what signing up pays), a storefront token that every
   * instance accepts, and the points it holds now.
   */
  customer(points?: number): Promise<{ id: number; token: string; points: number }>;
  /** POSTs a redeem to instance `i` with an Idempotency-Key. */
  redeem(i: number, token: string, key: string, body: Record<string, unknown>): Promise<Answer>;
  close(): Promise<void>;
}

/** What a redeem answered. */
export interface Answer {
  status: number;
  code?: string;
  retryAfter: string | null;
  rewardId?: number;
  reward?: { discountType: string; discountValue: number; discountCode: string };
}

export interface MoneyOptions {
  /** One store per instance. */
  stores: ProxyStore[];
  /** The proxies' upstream timeout (ms). Default 2 s. */
  timeoutMs?: number;
  /** The proxies' lease (ms). Default 2 s. */
  leaseMs?: number;
  /** Reuse a sandbox (a new in-memory demo sandbox by default). */
  sandbox?: Sandbox;
  /**
   * Call the sandbox in-process at `http://sandbox.internal`, as `npm start` does, not through
   * the fault proxy (whose address changes from run to run, and with it the upstream identity).
   */
  direct?: boolean;
}

let customers = 0;

export async function moneyStack(options: MoneyOptions): Promise<MoneyStack> {
  const holder: { proxies: Proxy[]; turn: number } = { proxies: [], turn: 0 };
  const sandbox =
    options.sandbox ??
    createSandbox({
      db: ':memory:',
      seed: 'demo',
      rateLimit: false,
      fetch: async (input, init) => {
        const proxy = holder.proxies[holder.turn++ % holder.proxies.length]!;
        return proxy.app.fetch(new Request(input, init));
      },
    });
  const faults = await startFaultProxy((req) => sandbox.fetch(req));
  const send = options.direct ? (req: Request) => sandbox.fetch(req) : (req: Request) => fetch(req);
  const proxies = options.stores.map((store) =>
    testProxy(send, {
      sandboxMode: true,
      store,
      leaseMs: options.leaseMs ?? 2_000,
      upstream: {
        baseUrl: options.direct ? 'http://sandbox.internal' : faults.url,
        fetch: send,
        clientId: SANDBOX_DEFAULTS.clientId,
        clientSecret: SANDBOX_DEFAULTS.clientSecret,
        timeoutMs: options.timeoutMs ?? 2_000,
        retryBaseMs: 1,
      },
    }),
  );
  holder.proxies = proxies;
  const ruleId = (title: string) =>
    (
      sandbox.db.prepare('SELECT id FROM spending_rules WHERE title = ?').get(title) as {
        id: number;
      }
    ).id;
  return {
    sandbox,
    faults,
    proxies,
    ruleId,
    async customer(points = 50_000) {
      const id = await customerWithPoints(
        sandbox,
        `money${++customers}-${Date.now()}@demo.test`,
        points,
      );
      const { token } = await customerSession(proxies[0]!, id);
      return { id, token, points: balanceOf(sandbox, id) };
    },
    async redeem(i, token, key, body) {
      const res = await proxies[i]!.app.request('/v2/rewards/redeem', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as {
        code?: string;
        reward?: { id: number; reward: Answer['reward'] };
      };
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        ...(json.code && { code: json.code }),
        ...(json.reward && { rewardId: json.reward.id, reward: json.reward.reward }),
      };
    },
    async close() {
      for (const proxy of proxies) proxy.close();
      for (const store of options.stores) store.close();
      await faults.close();
      if (!options.sandbox) sandbox.close();
    },
  };
}

/** Retries a redeem as a widget does (the same key, after `Retry-After`) until it settles. */
export async function redeemUntilSettled(
  stack: MoneyStack,
  token: string,
  key: string,
  body: Record<string, unknown>,
  { every = 300, within = 15_000, instances = stack.proxies.length } = {},
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const deadline = Date.now() + within;
  for (let i = 0; ; i++) {
    const answer = await stack.redeem(i % instances, token, key, body);
    answers.push(answer);
    if (isDefiniteAnswer(answer.status, answer.code) || Date.now() > deadline) return answers;
    await new Promise((r) => setTimeout(r, every));
  }
}
