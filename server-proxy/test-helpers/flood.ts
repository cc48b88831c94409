// One caller floods the proxy with uncached reads while another shopper reads: on a manual clock
// with the store's real budget (3 calls/s, burst 56), so that waits are measured in the proxy's
// own time, deterministically. Used by the fairness test and `npm run bench:fairness`.
import { type Proxy } from '../app.js';
import { ManualClock, sleep } from '../clock.js';
import { A, B, createFakeUpstream } from './fake-upstream.js';
import { call, customerSession, testProxy } from './proxy.js';

/** Who floods: an anonymous client searching reviews, or a signed-in customer paging activity. */
export type FloodKind = 'anonymous reviews search' | 'customer activity pages';

/** What a flood run observed (times in ms of the proxy's clock). */
export interface FloodFigures {
  kind: FloodKind;
  /** How long the other shopper waited for an uncached shared read (getReviews of a product). */
  sharedReadMs: number;
  sharedReadStatus: number;
  /** How long the other shopper waited for their own uncached read (getCustomer). */
  ownReadMs: number;
  ownReadStatus: number;
  /** The flooder's answers by status, e.g. `{ 200: 40, 429: 2900 }`. */
  flooderStatuses: Record<number, number>;
  /** Upstream calls made during the run (the budget allows 3/s after the burst). */
  upstreamCalls: number;
}

export interface FloodOptions {
  /** Connections the flooder holds open, each sending again 50 ms after an answer (20). */
  connections?: number;
  /** How long the flood runs before the other shopper reads (ms; 1,000: the burst is spent). */
  floodFirstMs?: number;
}

/** Advances the clock in small steps until `done()` or `limitMs` have passed. */
async function runUntil(clock: ManualClock, done: () => boolean, limitMs: number): Promise<void> {
  for (let t = 0; t < limitMs && !done(); t += 10) await clock.advance(10);
}

/** Runs one flood and the other shopper's two reads; answers what was observed. */
export async function floodRun(kind: FloodKind, options: FloodOptions = {}): Promise<FloodFigures> {
  const clock = new ManualClock();
  const upstream = createFakeUpstream();
  const proxy: Proxy = testProxy(upstream.fetch, { clock });
  const flooder = kind === 'customer activity pages' ? await customerSession(proxy, A.id) : null;
  const shopper = await customerSession(proxy, B.id);
  const before = upstream.calls.length;

  let stopped = false;
  let sequence = 0;
  const flooderStatuses: Record<number, number> = {};
  const floodPath = () =>
    kind === 'customer activity pages'
      ? `/v2/rewards/getActivityHistory?page=${++sequence}`
      : `/v2/reviews/getReviews?productId=1&search=${`w${++sequence}`}`;
  const connection = async () => {
    while (!stopped) {
      const res = await call(proxy, 'GET', floodPath(), flooder?.token);
      flooderStatuses[res.status] = (flooderStatuses[res.status] ?? 0) + 1;
      await res.arrayBuffer();
      await sleep(clock, 50);
    }
  };
  const connections = Array.from({ length: options.connections ?? 20 }, connection);
  await runUntil(clock, () => false, options.floodFirstMs ?? 1_000);

  const timed = (path: string) => {
    const started = clock.now();
    const result = { ms: -1, status: 0 };
    void call(proxy, 'GET', path, shopper.token).then(async (res) => {
      await res.arrayBuffer();
      result.status = res.status;
      result.ms = clock.now() - started;
    });
    return result;
  };
  const shared = timed('/v2/reviews/getReviews?productId=7');
  const own = timed('/v2/customers/getCustomer');
  await runUntil(clock, () => shared.ms >= 0 && own.ms >= 0, 30_000);
  stopped = true;
  await clock.advance(30_000);
  await Promise.all(connections);
  proxy.close();
  return {
    kind,
    sharedReadMs: Math.round(shared.ms),
    sharedReadStatus: shared.status,
    ownReadMs: Math.round(own.ms),
    ownReadStatus: own.status,
    flooderStatuses,
    upstreamCalls: upstream.calls.length - before,
  };
}
