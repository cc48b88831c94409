// Starts `examples/ssr/main.ts` in a child process on a free loopback port, for the smoke and
// hydration tests; `stop()` ends that child only.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A running example server. */
export interface RunningExample {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the example; `client` is EXAMPLE_CLIENT (`skip`: no browser bundle is built). */
export async function launchExample(
  client: 'skip' | 'dev' | 'production' = 'skip',
  timeoutMs = 120_000,
): Promise<RunningExample> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    EXAMPLE_CLIENT: client,
  };
  // Vitest sets NODE_ENV=test; the example runs as `npm run example:ssr` would.
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/ssr/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!log.includes(`on ${url}/`)) {
    if (child.exitCode !== null) throw new Error(`the example exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the example did not start within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
