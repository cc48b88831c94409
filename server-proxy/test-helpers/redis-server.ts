// A real redis-server for tests and benchmarks: its own process on a free loopback port, with
// its own data directory (append-only file, fsync on every write, as the README asks of a
// production Redis), stopped and started again at will to test outages and recovery.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The redis-server binary, or undefined where it is not installed. */
export function findRedisServer(): string | undefined {
  for (const candidate of [process.env.REDIS_SERVER, '/usr/bin/redis-server', 'redis-server']) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

/** What a test that needs Redis says where redis-server is missing (it fails, never skips). */
export const REDIS_MISSING =
  'redis-server is not installed: the Redis tests need it (apt-get install redis-server, as .ci/run does, or REDIS_SERVER=/path/to/redis-server)';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });
}

/** One redis-server process that can be stopped and started again on the same port and data. */
export class RedisServer {
  private process: ChildProcess | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'lk-redis-'));

  private constructor(
    readonly port: number,
    private readonly binary: string,
  ) {}

  /** Starts a server on a free port; throws `REDIS_MISSING` when redis-server is not installed. */
  static async start(): Promise<RedisServer> {
    const binary = findRedisServer();
    if (!binary) throw new Error(REDIS_MISSING);
    const server = new RedisServer(await freePort(), binary);
    await server.resume();
    return server;
  }

  /** `redis://127.0.0.1:<port>`. */
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port and data directory; resolves when it answers PING. */
  async resume(): Promise<void> {
    const child = spawn(
      this.binary,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--protected-mode',
        'yes',
      ],
      { stdio: 'ignore' },
    );
    this.process = child;
    const deadline = Date.now() + 10_000;
    while (!(await accepts(this.port))) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`redis-server exited (${child.exitCode ?? child.signalCode})`);
      if (Date.now() > deadline) throw new Error('redis-server did not start within 10 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Stops the server: SIGTERM saves and shuts down cleanly; SIGKILL is a crash. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    this.process = undefined;
  }

  /** Stops the server and removes its data. */
  async close(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
