// The load generator of `bench:hot`: one job received over IPC, its figures sent back.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './hot.js';
import { paced } from './hot-paced.js';

process.once('message', (message) => {
  const job = message as LoadJob;
  // A fixed rate is sent evenly spaced (see hot-paced.ts); as fast as possible is autocannon's.
  if (job.rate) {
    void paced({ ...job, rate: job.rate }).then((answer) => process.send!(answer));
    return;
  }
  const instance = autocannon(
    {
      url: job.url,
      method: job.method ?? 'GET',
      headers: job.headers ?? {},
      body: job.body,
      connections: job.connections,
      duration: job.seconds,
      ...(job.uniqueKey && {
        requests: [
          {
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              headers: { ...req.headers, 'idempotency-key': randomUUID() },
            }),
          },
        ],
      }),
    },
    (error, result) => {
      if (error) throw error;
      const answer: LoadResult = {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        total: result.requests.total,
        statuses: Object.entries(result.statusCodeStats ?? {})
          .map(([code, { count }]) => `${code}: ${count}`)
          .join(', '),
      };
      process.send!(answer);
    },
  );
  process.once('SIGTERM', () => instance.stop());
});
