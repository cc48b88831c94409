// `npm run bench:fairness`: one caller floods the proxy with uncached reads (20, then 70
// connections as in the observed attack, each sending again 50 ms after every answer) while
// another signed-in shopper makes an uncached shared read (getReviews of a product) and an own
// read (getCustomer). Runs on the proxy's manual clock with the store's real budget (3 calls/s,
// burst 56), so the waits printed are the proxy's own, independent of this machine's load.
import { type FloodKind, floodRun } from '../server-proxy/test-helpers/flood.js';

const kinds: FloodKind[] = ['anonymous reviews search', 'customer activity pages'];
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
console.log(
  line([
    'flooder',
    'connections',
    "other shopper's shared read",
    "other shopper's own read",
    "flooder's answers",
    'upstream calls',
  ]),
);
console.log(line(['---', '---', '---', '---', '---', '---']));
for (const [kind, connections] of kinds.flatMap((k) => [20, 70].map((n) => [k, n] as const))) {
  const f = await floodRun(kind, { connections });
  const statuses = Object.entries(f.flooderStatuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    line([
      kind,
      connections,
      `${f.sharedReadStatus} after ${f.sharedReadMs} ms`,
      `${f.ownReadStatus} after ${f.ownReadMs} ms`,
      statuses,
      f.upstreamCalls,
    ]),
  );
}
