// The crash test's proxy: what `npm run proxy` runs in sandbox mode (embedded sandbox and proxy
// state each on a SQLite file that survives the process), plus a way for the test to stop a
// redeem at a chosen point so that it can SIGKILL the process there. Only this entry reads
// `POST /__test/crash-at`; the production entry (main.ts) has no such route and no probe.
//
// Points: `before-upstream` (key claimed, rule and rewards read, E11 not sent), `in-flight` (the
// evidence that E11 may have left is saved, the upstream never got it), `upstream-applied` (the
// upstream applied E11, its answer never came back), `answered` (the proxy claimed the reward,
// the record is not completed) and `completed` (the record is completed, the answer not sent).
import { serve } from '@hono/node-server';
import { createSandbox, SANDBOX_DEFAULTS } from '../../sandbox/app.js';
import { createProxy } from '../app.js';
import type { ProbePoint } from '../context.js';
import { silentLogger } from '../log.js';
import { SqliteStore } from '../state/sqlite.js';

type CrashPoint = ProbePoint | 'in-flight' | 'upstream-applied';

const env = process.env;
let crashAt: CrashPoint | undefined;

/** Says where it stopped (the test reads stdout) and never goes on. */
function stop(point: CrashPoint): Promise<never> {
  process.stdout.write(`STOPPED ${point}\n`);
  return new Promise<never>(() => undefined);
}

const sandbox = createSandbox({ db: env.SANDBOX_DB!, seed: 'demo', rateLimit: false });
const store = new SqliteStore(env.PROXY_STATE_DB!);
const isRedeem = (request: Request) => new URL(request.url).pathname === '/v2/rewards/redeem';

const proxy = createProxy({
  upstream: {
    baseUrl: 'http://sandbox.internal',
    clientId: SANDBOX_DEFAULTS.clientId,
    clientSecret: SANDBOX_DEFAULTS.clientSecret,
    async fetch(request) {
      if (crashAt === 'in-flight' && isRedeem(request)) return stop('in-flight');
      const response = await sandbox.fetch(request);
      if (crashAt === 'upstream-applied' && isRedeem(request)) return stop('upstream-applied');
      return response;
    },
  },
  keys: { jwtSecret: env.PROXY_JWT_SECRET! },
  sandboxMode: true,
  store,
  leaseMs: Number(env.PROXY_LEASE_MS),
  log: silentLogger,
  probe: (point, operation) =>
    operation === 'redeem' && point === crashAt ? stop(point) : Promise.resolve(),
});

serve(
  {
    port: Number(env.PORT),
    hostname: '127.0.0.1',
    async fetch(request) {
      if (new URL(request.url).pathname === '/__test/crash-at') {
        crashAt = ((await request.json()) as { point: CrashPoint }).point;
        return new Response(null, { status: 204 });
      }
      return proxy.fetch(request);
    },
  },
  () => process.stdout.write('LISTENING\n'),
);
