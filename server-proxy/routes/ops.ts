// What an operator's orchestrator and monitoring read: `/readyz` (send traffic here?) and
// `/metrics` (Prometheus). `/healthz` (keep this process?) is in app.ts. README, "Run it as a
// service", says what each means.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ApiError } from '../../src/api/index.js';
import type { ProxyDeps } from '../context.js';
import { problemResponse } from '../http.js';
import type { ProxyMetrics } from '../metrics.js';

/** How long `/readyz` waits for an access token before it answers "not yet". */
const TOKEN_WAIT_MS = 2_000;

/** Who may read `/metrics`. */
export interface MetricsAccess {
  /** A bearer token the scraper sends (`PROXY_METRICS_TOKEN`). */
  token?: string;
  /** Without a token: whether `/metrics` is open (sandbox mode) or answers 404. */
  openWithoutToken: boolean;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the upstream gave the proxy an access token within `ms` (E2, single-flight). */
async function tokenWithin(deps: ProxyDeps, ms: number): Promise<'ok' | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('no access token yet'), ms);
  });
  try {
    return await Promise.race([deps.upstream.ensureToken().then(() => 'ok' as const), late]);
  } catch (error) {
    return error instanceof ApiError ? `${error.code}: ${error.message}` : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /readyz` and `GET /metrics`. */
export function opsRoutes(deps: ProxyDeps, metrics: ProxyMetrics, access: MetricsAccess): Hono {
  const app = new Hono();
  // Ready: this instance can do its work now. It holds an access token of the upstream (or just
  // obtained one) and reaches its state store. 503 otherwise, with the reason per check, so a
  // balancer sends shoppers elsewhere while it starts or while Redis is away.
  app.get('/readyz', async (c) => {
    const checks = {
      upstream: await tokenWithin(deps, TOKEN_WAIT_MS),
      state: deps.store.connected === false ? 'unreachable' : 'ok',
    };
    const ready = checks.upstream === 'ok' && checks.state === 'ok';
    return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503, {
      'cache-control': 'no-store',
    });
  });
  app.get('/metrics', async (c) => {
    if (access.token === undefined && !access.openWithoutToken) {
      return problemResponse(
        ApiError.of('not_found', 'set PROXY_METRICS_TOKEN to expose /metrics'),
      );
    }
    if (access.token !== undefined && !bearerMatches(c.req.header('authorization'), access.token)) {
      const res = problemResponse(ApiError.of('unauthorized', 'a metrics token is required'));
      res.headers.set('www-authenticate', 'Bearer realm="metrics"');
      return res;
    }
    const { body, contentType } = await metrics.scrape();
    return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });
  return app;
}
