// `npm run bench:fairness`: one visitor floods the proxy (an address searching reviews with 20,
// then 70 connections; a customer paging their activity; one address's 40 free guest sessions
// searching 4 at a time; three addresses saving hearts as fast as allowed; two uploads at a time
// of a 9.9 MB body of 102,863 tiny parts) while another shopper reads an uncached review page,
// their own balance, redeems, and keeps reading a cached page. Runs on the proxy's manual clock
// with the store's real budget (3 calls/s, burst 56), so the waits printed are the proxy's own,
// independent of this machine's load; the cached read's p99 is on the wall clock (what the flood
// costs the event loop), with the load average beside it.
import { loadavg } from 'node:os';
import { type FloodKind, floodRun } from '../server-proxy/test-helpers/flood.js';

const runs: [FloodKind, number][] = [
  ['anonymous reviews search', 20],
  ['anonymous reviews search', 70],
  ['customer activity pages', 20],
  ['guest sessions reviews search', 4],
  ['guest wishlist writes', 20],
  ['multipart part bombs', 2],
];
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
console.log(
  line([
    'flooder',
    'connections',
    'uncached review page',
    'own balance (E4)',
    'redeem',
    'cached read: waited / wall p99',
    "flooder's answers",
    'upstream calls',
    'load',
  ]),
);
console.log(line(Array.from({ length: 9 }, () => '---')));
for (const [kind, connections] of runs) {
  const f = await floodRun(kind, { connections });
  const statuses = Object.entries(f.flooderStatuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    line([
      kind,
      kind === 'guest sessions reviews search' ? '40 sessions × 4' : connections,
      `${f.sharedReadStatus} after ${f.sharedReadMs} ms`,
      `${f.ownReadStatus} after ${f.ownReadMs} ms`,
      `${f.redeemStatus} after ${f.redeemMs} ms`,
      `${f.cachedReadMs} ms / ${f.cachedWallP99Ms} ms`,
      statuses,
      f.upstreamCalls,
      loadavg()[0]!.toFixed(1),
    ]),
  );
}
