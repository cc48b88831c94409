// Starts the real stack the README's `npm start` starts (proxy + embedded sandbox + demo) on a
// fresh database and a free loopback port, for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningStack {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startStack(): Promise<RunningStack> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'loyalkit-e2e-'));
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server-proxy/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_DB: join(dir, 'sandbox.sqlite'),
      PROXY_STATE_DB: join(dir, 'proxy-state.db'),
      // Review photos of the run stay in its temporary directory.
      MEDIA_DIR: join(dir, 'media'),
      UPSTREAM_BASE_URL: '',
      LOG_LEVEL: 'warn',
      // The journeys run some 180 shoppers' first visits back to back on one cold proxy, within the
      // API's budget of 3 calls a second: far denser than a store's traffic (a guest who signs in
      // costs ~45 calls on a cold cache, a customer's drawer ~25). Reads wait for the budget (a
      // store may choose so: PROXY_READ_WAIT_MS) instead of failing fast, so the journeys test the
      // widgets; the fail-fast 503 and the widgets' degraded states are degraded.e2e.ts's and the
      // scheduler's tests'.
      PROXY_READ_WAIT_MS: '15000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start did not answer /healthz within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
