// Builds and starts the framework examples (examples/next, examples/react-router) as a store
// would run them: the framework's own CLI builds (`next build`, `react-router build`), the
// production server serves, on a free loopback port. For the journeys (test/e2e) and the bench.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The framework examples. */
export type FrameworkExample = 'next' | 'react-router';

/** A running example server. */
export interface RunningFrameworkExample {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const EXAMPLES: Record<
  FrameworkExample,
  { dir: string; built: string; start: (port: number) => string[] }
> = {
  next: {
    dir: 'examples/next',
    built: 'examples/next/.next/BUILD_ID',
    start: (port) => [
      'node_modules/next/dist/bin/next',
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
  },
  'react-router': {
    dir: 'examples/react-router',
    built: 'examples/react-router/build/server/index.js',
    start: () => ['--import', 'tsx', 'server.ts'],
  },
};

/** What every run of an example gets: no telemetry, no development mode. */
function exampleEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // Vitest sets NODE_ENV=test; the frameworks build and serve for production.
  delete env.NODE_ENV;
  return env;
}

/** Builds an example with its framework's CLI (`npm run build` in its folder). */
export function buildFrameworkExample(name: FrameworkExample): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', EXAMPLES[name].dir], {
    cwd: ROOT,
    env: exampleEnv(0),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`building examples/${name} failed:\n${result.stdout}\n${result.stderr}`);
  }
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

/**
 * Starts an example's production server, building it first unless it is built (CI builds both
 * in a step of their own, `npm run build:examples`, and times it).
 */
export async function launchFrameworkExample(
  name: FrameworkExample,
  timeoutMs = 60_000,
): Promise<RunningFrameworkExample> {
  const example = EXAMPLES[name];
  if (!existsSync(join(ROOT, example.built))) {
    buildFrameworkExample(name);
  }
  const port = await freePort();
  const cwd = join(ROOT, example.dir);
  const args = example.start(port).map((a) => (a.startsWith('node_modules/') ? join(ROOT, a) : a));
  const child = spawn(process.execPath, args, {
    cwd,
    env: exampleEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`examples/${name} exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/account`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`examples/${name} did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
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
