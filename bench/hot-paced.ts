// Open-loop load at a steady rate for `bench:hot`: request i is due at start + i / rate, and its
// latency counts from when it was due, not from when it could be sent (as wrk2 does), so a stall
// in the server shows in the figures instead of silently lowering the rate. autocannon's own
// `overallRate` sends each second's quota in a burst at the top of the second and then waits,
// which measures a queue of 500 requests, not a steady 500 requests per second.
//
// Light on purpose: it shares the machine's cores with the servers it measures, so every cost
// here lands in their latencies. Plain keep-alive sockets, each request's bytes made once, and a
// response read by its `Content-Length` (node:http's client cost several times as much per
// request). Times come from the monotonic clock. What the generator itself adds is reported:
// how late it sent each request after it was due (timer lateness, a busy machine).
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { LoadJob, LoadResult } from './hot.js';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Figures of a paced run: the load's, plus how late the generator sent (its own share). */
export interface PacedResult extends LoadResult {
  /** p99 of (sent − due), ms: lateness of the generator's timers, counted in the latencies. */
  sendLateP99: number;
}

/** The bytes of one request. */
function requestBytes(job: LoadJob, url: URL): Buffer {
  const headers: Record<string, string> = {
    host: url.host,
    connection: 'keep-alive',
    ...job.headers,
  };
  if (job.uniqueKey) headers['idempotency-key'] = randomUUID();
  if (job.body !== undefined) headers['content-length'] = String(Buffer.byteLength(job.body));
  const head =
    `${job.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('') +
    '\r\n';
  return Buffer.from(job.body === undefined ? head : head + job.body);
}

/**
 * One keep-alive connection that sends a request and reads its answer: the status line, the
 * headers up to the blank line, then `Content-Length` bytes (none for 204 and 304).
 */
class Connection {
  private readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private onAnswer: ((status: number) => void) | undefined;
  private onFail: (() => void) | undefined;
  busy = false;
  /** False once the socket closed: a new connection takes its place. */
  alive = true;

  constructor(url: URL) {
    this.socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => {
      this.alive = false;
      this.fail();
    });
  }

  send(bytes: Buffer, onAnswer: (status: number) => void, onFail: () => void): void {
    this.busy = true;
    this.onAnswer = onAnswer;
    this.onFail = onFail;
    this.socket.write(bytes);
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length =
      status === 204 || status === 304
        ? 0
        : Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) return this.fail(); // chunked answers are not expected here
    if (this.buffer.length < end + 4 + length) return;
    this.buffer = this.buffer.subarray(end + 4 + length);
    const done = this.onAnswer;
    this.busy = false;
    this.onAnswer = this.onFail = undefined;
    done?.(status);
  }

  private fail(): void {
    const failed = this.onFail;
    this.busy = false;
    this.onAnswer = this.onFail = undefined;
    failed?.();
  }
}

/** Sends `job.rate` requests per second, evenly spaced, over at most `job.connections` sockets. */
export function paced(job: LoadJob & { rate: number }): Promise<PacedResult> {
  const url = new URL(job.url);
  const connections: Connection[] = [];
  const queue: number[] = []; // due times of requests waiting for a free connection
  const latencies: number[] = [];
  const late: number[] = [];
  const statuses = new Map<number, number>();
  const fixed = job.uniqueKey ? undefined : requestBytes(job, url);
  let errors = 0;
  let sent = 0;
  let done = 0;
  const interval = 1000 / job.rate;
  const total = Math.round(job.seconds * job.rate);
  const start = performance.now();

  const idle = () => {
    for (let i = connections.length - 1; i >= 0; i--)
      if (!connections[i]!.alive) connections.splice(i, 1);
    const free = connections.find((c) => !c.busy);
    if (free) return free;
    if (connections.length >= job.connections) return undefined;
    const fresh = new Connection(url);
    connections.push(fresh);
    return fresh;
  };
  const dispatch = () => {
    for (
      let c = queue.length > 0 ? idle() : undefined;
      c;
      c = queue.length > 0 ? idle() : undefined
    ) {
      const due = queue.shift()!;
      late.push(performance.now() - due);
      c.send(
        fixed ?? requestBytes(job, url),
        (status) => {
          latencies.push(performance.now() - due);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          done += 1;
          dispatch();
        },
        () => {
          errors += 1;
          done += 1;
          dispatch();
        },
      );
    }
  };

  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) queue.push(start + sent++ * interval);
      dispatch();
      if (sent < total) {
        setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
        return;
      }
      // Everything due: wait for the last answers (bounded), then report.
      const deadline = performance.now() + 10_000;
      const finish = () => {
        if (done < total && performance.now() < deadline) return void setTimeout(finish, 5);
        for (const c of connections) c.close();
        const sorted = latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: latencies.length / ((performance.now() - start) / 1000),
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          errors: errors + (total - done),
          total: latencies.length,
          statuses: [...statuses].map(([code, n]) => `${code}: ${n}`).join(', '),
          sendLateP99: percentile(
            late.sort((a, b) => a - b),
            99,
          ),
        });
      };
      finish();
    };
    tick();
  });
}
