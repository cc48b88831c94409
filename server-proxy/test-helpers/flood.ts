// One visitor (or a few addresses) floods the proxy while another shopper browses and redeems: on
// a manual clock with the store's real budget (3 calls/s, burst 56), so that waits for the budget
// are measured in the proxy's own time, deterministically; the other shopper's cached reads are
// timed on the wall clock too (what the flood costs the event loop). Used by the fairness test
// and `npm run bench:fairness`.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Proxy } from '../app.js';
import { ManualClock, sleep } from '../clock.js';
import { A, B, createFakeUpstream } from './fake-upstream.js';
import { call, customerSession, session, testProxy } from './proxy.js';

/**
 * Who floods: an address searching reviews (no token); a customer paging their activity; one
 * address minting 40 free guest sessions, each with 4 review searches at once; three addresses
 * saving wishlist hearts as fast as the proxy lets them; two uploads at a time of a 9.9 MB body
 * made of 102,863 tiny file parts (with a free guest token).
 */
export type FloodKind =
  | 'anonymous reviews search'
  | 'customer activity pages'
  | 'guest sessions reviews search'
  | 'guest wishlist writes'
  | 'multipart part bombs';

/** What a flood run observed (times in ms of the proxy's clock unless named wall). */
export interface FloodFigures {
  kind: FloodKind;
  /** How long the other shopper waited for an uncached review page (getReviews of a product). */
  sharedReadMs: number;
  sharedReadStatus: number;
  /** How long the other shopper waited for their own uncached read (getCustomer). */
  ownReadMs: number;
  ownReadStatus: number;
  /** How long the other shopper's redeem took (E10 cached, E15, E11, E15). */
  redeemMs: number;
  redeemStatus: number;
  /** The other shopper's cached read during the flood: waits for the budget, and wall p99. */
  cachedReadMs: number;
  cachedWallP99Ms: number;
  /** The flooder's answers by status, e.g. `{ 200: 40, 429: 2900 }`. */
  flooderStatuses: Record<number, number>;
  /** Upstream calls made during the run (the budget allows 3/s after the burst). */
  upstreamCalls: number;
}

export interface FloodOptions {
  /** Connections per flooding address, each sending again 50 ms after an answer (20). */
  connections?: number;
  /** How long the flood runs before the other shopper reads (ms; 5,000: the burst is spent). */
  floodFirstMs?: number;
}

/** Advances the clock in small steps until `done()` or `limitMs` have passed. */
async function runUntil(clock: ManualClock, done: () => boolean, limitMs: number): Promise<void> {
  for (let t = 0; t < limitMs && !done(); t += 10) await clock.advance(10);
}

const address = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
const SHOPPER = { 'x-forwarded-for': '203.0.113.7' };
/** A page the other shopper has seen: kept by the proxy. */
const CACHED = '/v2/reviews/getReviews?productId=8';

/** The flooding connections of a kind: each an endless loop of requests while `going()`. */
async function flooders(
  proxy: Proxy,
  kind: FloodKind,
  connections: number,
  going: () => boolean,
  statuses: Record<number, number>,
  clock: ManualClock,
): Promise<(() => Promise<void>)[]> {
  let sequence = 0;
  const send = async (path: string, token?: string, headers = address(1), body?: unknown) => {
    const res = await call(proxy, body ? 'POST' : 'GET', path, token, body, headers);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    await res.arrayBuffer();
  };
  const loop = (request: () => Promise<void>) => async () => {
    while (going()) {
      await request();
      await sleep(clock, 50);
    }
  };
  const search = () => `/v2/reviews/getReviews?productId=1&search=w${++sequence}`;
  switch (kind) {
    case 'anonymous reviews search':
      return Array.from({ length: connections }, () => loop(() => send(search())));
    case 'customer activity pages': {
      const { token } = await customerSession(proxy, A.id);
      const page = () => `/v2/rewards/getActivityHistory?page=${++sequence}`;
      return Array.from({ length: connections }, () => loop(() => send(page(), token)));
    }
    case 'guest sessions reviews search': {
      const guests = await Promise.all(
        Array.from({ length: 40 }, () => session(proxy, {}, address(1))),
      );
      return guests.flatMap(({ token }) =>
        Array.from({ length: 4 }, () => loop(() => send(search(), token))),
      );
    }
    case 'multipart part bombs': {
      const boundary = 'bomb';
      const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nx\r\n`;
      const body = Buffer.from(`${part.repeat(102_863)}--${boundary}--\r\n`);
      return [1, 2].map((n) => {
        let token: string | undefined;
        return loop(async () => {
          token ??= (await session(proxy, {}, address(n))).token;
          const res = await proxy.app.request('/media', {
            method: 'POST',
            body,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              ...address(n),
            },
          });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          await res.arrayBuffer();
        });
      });
    }
    case 'guest wishlist writes':
      return [1, 2, 3].flatMap((n) =>
        Array.from({ length: connections }, () => {
          let token: string | undefined;
          return loop(async () => {
            token ??= (await session(proxy, {}, address(n))).token;
            await send('/v2/wishlists/addItemToWishlist', token, address(n), {
              productId: 1 + (++sequence % 24),
            });
          });
        }),
      );
  }
}

/** Runs one flood and the other shopper's reads and redeem; answers what was observed. */
export async function floodRun(kind: FloodKind, options: FloodOptions = {}): Promise<FloodFigures> {
  const clock = new ManualClock();
  const upstream = createFakeUpstream();
  const proxy: Proxy = testProxy(upstream.fetch, {
    clock,
    trustForwarded: true,
    // Sessions and writes at the rate an address may send them.
    limits: { sessionsPerIp: 1_000 },
    // Uploads (refused before anything is stored) from the bombs' addresses, up to their limit.
    media: { dir: join(tmpdir(), 'lk-flood-media'), perIpPerHour: 100, perShopperPerHour: 100 },
  });
  const shopper = await customerSession(proxy, B.id);
  // What the shopper has seen before: a cached review page and the spending rules.
  await call(proxy, 'GET', CACHED, undefined, undefined, SHOPPER);
  await call(proxy, 'GET', '/v2/rewards/getSpendingRules', shopper.token, undefined, SHOPPER);
  const before = upstream.calls.length;

  let stopped = false;
  const flooderStatuses: Record<number, number> = {};
  const loops = await flooders(
    proxy,
    kind,
    options.connections ?? 20,
    () => !stopped,
    flooderStatuses,
    clock,
  );
  const running = loops.map((run) => run());
  await runUntil(clock, () => false, options.floodFirstMs ?? 5_000);

  const timed = (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
    const started = clock.now();
    const result = { ms: -1, status: 0 };
    const headers = {
      ...SHOPPER,
      ...(body !== undefined && { 'idempotency-key': 'flood-redeem' }),
    };
    void call(proxy, method, path, token, body, headers).then(async (res) => {
      await res.arrayBuffer();
      result.status = res.status;
      result.ms = clock.now() - started;
    });
    return result;
  };
  // Cached reads all along: a flood must not make them wait for anything.
  const cached = { waited: 0, wall: [] as number[] };
  const cachedReads = (async () => {
    while (!stopped) {
      const started = performance.now();
      const at = clock.now();
      const res = await call(proxy, 'GET', CACHED, undefined, undefined, SHOPPER);
      await res.arrayBuffer();
      cached.wall.push(performance.now() - started);
      cached.waited = Math.max(cached.waited, clock.now() - at);
      await sleep(clock, 100);
    }
  })();
  // One after another, as different moments of a visit (each waits on its own, not on the others).
  const settle = (r: { ms: number }) => runUntil(clock, () => r.ms >= 0, 30_000);
  const shared = timed('GET', '/v2/reviews/getReviews?productId=7');
  await settle(shared);
  const own = timed('GET', '/v2/customers/getCustomer', shopper.token);
  await settle(own);
  const redeem = timed('POST', '/v2/rewards/redeem', shopper.token, { ruleId: 1 });
  await settle(redeem);
  stopped = true;
  await clock.advance(30_000);
  await Promise.all([...running, cachedReads]);
  proxy.close();
  const wall = cached.wall.sort((a, b) => a - b);
  return {
    kind,
    sharedReadMs: Math.round(shared.ms),
    sharedReadStatus: shared.status,
    ownReadMs: Math.round(own.ms),
    ownReadStatus: own.status,
    redeemMs: Math.round(redeem.ms),
    redeemStatus: redeem.status,
    cachedReadMs: cached.waited,
    cachedWallP99Ms: Number((wall[Math.floor(wall.length * 0.99)] ?? 0).toFixed(1)),
    flooderStatuses,
    upstreamCalls: upstream.calls.length - before,
  };
}
