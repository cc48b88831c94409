// Open-loop load at a steady rate for `bench:hot`: request i is due at start + i / rate, and its
// latency counts from when it was due, not from when it could be sent (as wrk2 does), so a stall
// in the server shows in the figures instead of silently lowering the rate. autocannon's own
// `overallRate` sends each second's quota in a burst at the top of the second and then waits,
// which measures a queue of 500 requests, not a steady 500 requests per second.
import { Agent, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { LoadJob, LoadResult } from './hot.js';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Sends `job.rate` requests per second, evenly spaced, over at most `job.connections` sockets. */
export function paced(job: LoadJob & { rate: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.url);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let sent = 0;
  let done = 0;
  const interval = 1000 / job.rate;
  const total = Math.round(job.seconds * job.rate);
  const start = performance.now();

  const fire = (due: number) => {
    const headers: Record<string, string> = { ...job.headers };
    if (job.uniqueKey) headers['idempotency-key'] = randomUUID();
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: job.method ?? 'GET',
        headers,
      },
      (res) => {
        res.resume();
        res.once('end', () => {
          latencies.push(performance.now() - due);
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
          done += 1;
        });
      },
    );
    req.once('error', () => {
      errors += 1;
      done += 1;
    });
    req.end(job.body);
  };

  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(start + sent++ * interval);
      if (sent < total) {
        setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
        return;
      }
      // Everything sent: wait for the last answers (bounded), then report.
      const deadline = performance.now() + 10_000;
      const finish = () => {
        if (done < total && performance.now() < deadline) return void setTimeout(finish, 5);
        agent.destroy();
        const sorted = latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: latencies.length / ((performance.now() - start) / 1000),
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          errors: errors + (total - done),
          total: latencies.length,
          statuses: [...statuses].map(([code, n]) => `${code}: ${n}`).join(', '),
        });
      };
      finish();
    };
    tick();
  });
}
