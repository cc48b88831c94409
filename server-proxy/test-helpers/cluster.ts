// Several proxy instances on one Redis, as a store deploys them, on loopback: the sandbox as the
// upstream (its real rate limit) served over HTTP, a redis-server, and N processes of the
// production entry (`server-proxy/main.ts`, configured from the environment like any
// deployment). For the multi-instance benchmark and the chaos tests; every server listens on
// 127.0.0.1 only, and each instance can be SIGKILLed and started again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../sandbox/app.js';
import { type FaultProxy, startFaultProxy } from './fault-proxy.js';
import { freePort, RedisServer } from './redis-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The keys every instance of the cluster shares (as the instances of one store would). */
export const CLUSTER_KEYS = {
  jwtSecret: 'cluster-jwt-secret-cluster-jwt-secret-0123',
  signingKey: 'cluster-signing-key',
} as const;

/** Sandbox control API headers. */
export const ADMIN_HEADERS = {
  'x-sandbox-admin-key': SANDBOX_DEFAULTS.adminKey,
  'content-type': 'application/json',
};

/** One proxy process. */
export interface Instance {
  readonly url: string;
  readonly port: number;
  /** Whether the process runs. */
  readonly alive: boolean;
  /** The process id while it runs (the bench reads its CPU time). */
  readonly pid: number | undefined;
  /** What it printed (stdout and stderr), for diagnosis. */
  output(): string;
  /** SIGKILL: no cleanup, as a crashed pod. */
  kill(): Promise<void>;
  /** SIGTERM: the process closes and exits as at a deploy (a `--cpu-prof` profile is written). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
}

/** The running cluster. */
export interface Cluster {
  /** The shared Redis; absent when the instances share a SQLite file instead. */
  redis: RedisServer | undefined;
  sandbox: Sandbox;
  /** The sandbox's HTTP address (what the instances call): the fault-injecting upstream. */
  upstreamUrl: string;
  /** The fault-injecting upstream in front of the sandbox (calls and event deliveries). */
  faults: FaultProxy;
  instances: Instance[];
  /** The addresses of the instances that run now. */
  liveUrls(): string[];
  /** Calls the sandbox control API. */
  admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
  /** Upstream calls and 429s counted by the sandbox so far. */
  upstreamMetrics(): Promise<{
    total: number;
    throttled: number;
    byOperation: Record<string, number>;
  }>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** The sandbox's leaky bucket (60, 3 per second); default on. */
  rateLimit?: boolean;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /** Extra Node flags of every instance (the bench's `--cpu-prof`). */
  execArgv?: readonly string[];
  /** Webhook deliveries every this many ms (default 1000). */
  deliveryIntervalMs?: number;
  /**
   * Holds an upstream call this many ms after its request arrived, then applies it (whether or
   * not the instance that sent it still waits): a crash while a write is on the wire.
   */
  holdUpstream?: (path: string) => number;
  /**
   * Where the instances keep their state: one Redis (default), or one SQLite file on this
   * machine that they all open (a single instance restarted on its own file).
   */
  state?: 'redis' | 'sqlite';
}

function spawnInstance(
  port: number,
  env: Record<string, string>,
  execArgv: readonly string[],
): { child: ChildProcess; out: { text: string }; ready: Promise<void> } {
  const child = spawn(process.execPath, [...execArgv, '--import', 'tsx', 'server-proxy/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out.text = (out.text + chunk.toString()).slice(-20_000);
      if (out.text.includes('server-proxy on http://')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`instance on ${port} exited (${code ?? signal}):\n${out.text}`)),
    );
  });
  return { child, out, ready };
}

/** Starts Redis, the sandbox upstream and `instances` proxies; resolves when all answer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const redis = (options.state ?? 'redis') === 'redis' ? await RedisServer.start() : undefined;
  const stateDir = redis ? undefined : mkdtempSync(join(tmpdir(), 'lk-cluster-'));
  const instances: Instance[] = [];
  let next = 0;
  const liveUrls = () => instances.filter((i) => i.alive).map((i) => i.url);
  // The load balancer in front of the instances, for the upstream's webhook deliveries: in turn,
  // skipping an instance that does not accept the connection (as a balancer's health check does).
  const deliver = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    const live = liveUrls();
    for (let tries = 0; tries < live.length; tries++) {
      const target = live[next++ % live.length]!;
      try {
        return await fetch(`${target}${path}`, init);
      } catch {
        // connection refused: the next instance
      }
    }
    throw new Error('no instance answers');
  };
  const holder: { faults?: FaultProxy } = {};
  const sandbox = createSandbox({
    db: ':memory:',
    seed: 'demo',
    rateLimit: options.rateLimit ?? true,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      holder.faults!.deliveries(deliver as typeof fetch)(input, init)) as typeof fetch,
    deliveryIntervalMs: options.deliveryIntervalMs ?? 1_000,
  });
  const faults = (holder.faults = await startFaultProxy((req) => sandbox.fetch(req)));
  if (options.holdUpstream) {
    const hold = options.holdUpstream;
    faults.plan = ({ path }) => {
      const ms = hold(path);
      return ms > 0 ? { kind: 'delay', ms } : undefined;
    };
  }
  const upstream = { url: faults.url };
  const env: Record<string, string> = {
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_CLIENT_ID: SANDBOX_DEFAULTS.clientId,
    UPSTREAM_CLIENT_SECRET: SANDBOX_DEFAULTS.clientSecret,
    PROXY_JWT_SECRET: CLUSTER_KEYS.jwtSecret,
    PROXY_CUSTOMER_SIGNING_KEY: CLUSTER_KEYS.signingKey,
    PROXY_TRUST_FORWARDED: '1',
    // Where the upstream delivers events: the balancer above (the path is what matters).
    PROXY_PUBLIC_URL: 'http://balancer.internal',
    REDIS_URL: redis?.url ?? '',
    ...(stateDir && { PROXY_STATE_DB: join(stateDir, 'proxy-state.db') }),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    // Shedding reacts to this machine's load: the chaos tests expect every read answered; the
    // bench turns it on.
    PROXY_SHED: 'off',
    ...options.env,
  };
  const execArgv = options.execArgv ?? [];
  for (let i = 0; i < options.instances; i++) {
    const port = await freePort();
    let running = spawnInstance(port, env, execArgv);
    running.ready.catch(() => undefined);
    const instance: Instance = {
      url: `http://127.0.0.1:${port}`,
      port,
      get alive() {
        return running.child.exitCode === null && running.child.signalCode === null;
      },
      get pid() {
        return running.child.pid;
      },
      output: () => running.out.text,
      async kill() {
        const { child } = running;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      },
      async stop() {
        const { child } = running;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(late);
      },
      async restart() {
        await instance.kill();
        running = spawnInstance(port, env, execArgv);
        await running.ready;
      },
    };
    instances.push(instance);
    await running.ready;
  }
  return {
    redis,
    sandbox,
    upstreamUrl: upstream.url,
    faults,
    instances,
    liveUrls,
    admin: (method, path, body) =>
      Promise.resolve(
        sandbox.app.request(`/sandbox${path}`, {
          method,
          headers: ADMIN_HEADERS,
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
      ),
    async upstreamMetrics() {
      const res = await sandbox.app.request('/sandbox/metrics', { headers: ADMIN_HEADERS });
      const m = (await res.json()) as {
        requests: { total: number; byOperation: Record<string, number> };
        throttled: number;
      };
      return {
        total: m.requests.total,
        throttled: m.throttled,
        byOperation: m.requests.byOperation,
      };
    },
    async close() {
      await Promise.all(instances.map((i) => i.kill()));
      await faults.close();
      sandbox.close();
      await redis?.close();
      if (stateDir) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
