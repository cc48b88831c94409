// The load generator's HTTP client: a bounded pool of keep-alive connections per instance, as a
// load balancer keeps towards its backends. Node's `fetch` (undici) opened a new connection for
// every request it could not place at once, so under load the shoppers' process spent its time
// connecting and scanning a pool of thousands of sockets (95% busy at 66 page views/s, the
// "knee" the bench measured was its own). Here requests wait in a queue for one of
// `connections` sockets; their bytes are written by hand and answers read by `Content-Length`
// (or chunked), the way bench/hot-paced.ts does, so the generator costs little of the cores it
// shares with the proxies it measures.
import { connect, type Socket } from 'node:net';

/** One answer: its status and body. */
export interface PoolAnswer {
  status: number;
  body: Buffer;
}

/** Why a request failed: `refused` means it never reached the instance (safe to send elsewhere). */
export class PoolError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

interface Job {
  bytes: Buffer;
  resolve: (answer: PoolAnswer) => void;
  reject: (error: PoolError) => void;
  deadline: number;
}

/** Idle connections are closed before the server's keep-alive timeout (Node's 5 s) would. */
const IDLE_CLOSE_MS = 4_000;

class Connection {
  private readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private job: Job | undefined;
  private connected = false;
  private received = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private answerTimer: NodeJS.Timeout | undefined;
  alive = true;

  constructor(
    host: string,
    port: number,
    private readonly onFree: (c: Connection) => void,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('connect', () => (this.connected = true));
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => this.end('connection error'));
    this.socket.on('close', () => this.end('connection closed'));
  }

  get busy(): boolean {
    return this.job !== undefined;
  }

  send(job: Job): void {
    clearTimeout(this.idleTimer);
    this.job = job;
    this.received = false;
    this.answerTimer = setTimeout(
      () => this.socket.destroy(),
      Math.max(0, job.deadline - performance.now()),
    );
    this.socket.write(job.bytes);
  }

  close(): void {
    this.socket.destroy();
  }

  private end(why: string): void {
    this.alive = false;
    clearTimeout(this.idleTimer);
    clearTimeout(this.answerTimer);
    const job = this.job;
    this.job = undefined;
    // Refused: the socket never connected, so the request never reached the instance.
    job?.reject(new PoolError(why, !this.connected && !this.received));
  }

  private read(chunk: Buffer): void {
    this.received = true;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const start = headEnd + 4;
    let body: Buffer;
    let rest: Buffer;
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (status === 204 || status === 304) {
      body = Buffer.alloc(0);
      rest = this.buffer.subarray(start);
    } else if (length !== undefined) {
      const end = start + Number(length);
      if (this.buffer.length < end) return;
      body = this.buffer.subarray(start, end);
      rest = this.buffer.subarray(end);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const line = this.buffer.indexOf('\r\n', at);
        if (line < 0) return;
        const size = parseInt(this.buffer.toString('latin1', at, line), 16);
        if (this.buffer.length < line + 2 + size + 2) return;
        if (size === 0) {
          at = line + 4;
          break;
        }
        parts.push(this.buffer.subarray(line + 2, line + 2 + size));
        at = line + 2 + size + 2;
      }
      body = Buffer.concat(parts);
      rest = this.buffer.subarray(at);
    } else {
      // Read to the end of the connection: not expected from the proxy.
      return void this.socket.destroy();
    }
    this.buffer = rest.length === 0 ? Buffer.alloc(0) : Buffer.from(rest);
    clearTimeout(this.answerTimer);
    const job = this.job;
    this.job = undefined;
    if (/\r\nconnection: *close/i.test(head)) {
      this.alive = false;
      this.socket.end();
    } else {
      this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS);
      this.idleTimer.unref();
    }
    job?.resolve({ status, body });
    this.onFree(this);
  }
}

/** Keep-alive connections to one instance, at most `size`, and the requests waiting for one. */
export class HttpPool {
  private readonly connections: Connection[] = [];
  private readonly queue: Job[] = [];
  private readonly host: string;
  private readonly port: number;
  private readonly hostHeader: string;

  constructor(
    baseUrl: string,
    private readonly size: number,
  ) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.hostHeader = url.host;
  }

  /** Sends a request and resolves with its answer; rejects with a `PoolError` on a cut. */
  request(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
    timeoutMs = 30_000,
  ): Promise<PoolAnswer> {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    const bytes = Buffer.from(body === undefined ? `${head}\r\n` : `${head}\r\n${body}`);
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject, deadline: performance.now() + timeoutMs });
      this.dispatch();
    });
  }

  close(): void {
    for (const c of this.connections) c.close();
  }

  private free(): Connection | undefined {
    for (let i = this.connections.length - 1; i >= 0; i--) {
      const c = this.connections[i]!;
      if (!c.alive) this.connections.splice(i, 1);
      else if (!c.busy) return c;
    }
    if (this.connections.length >= this.size) return undefined;
    const fresh = new Connection(this.host, this.port, () => this.dispatch());
    this.connections.push(fresh);
    return fresh;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const job = this.queue[0]!;
      if (performance.now() > job.deadline) {
        this.queue.shift();
        job.reject(new PoolError('timed out waiting for a connection', true));
        continue;
      }
      const c = this.free();
      if (!c) return;
      this.queue.shift();
      const settle = () => this.dispatch();
      c.send({
        ...job,
        reject: (error) => {
          job.reject(error);
          settle();
        },
      });
    }
  }
}
