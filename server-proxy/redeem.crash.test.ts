// A redeem survives a crash at any point: the proxy runs as a child process on a state file and
// an embedded sandbox file, is SIGKILLed at each point of a redeem, restarted on the same
// files, and the shopper retries with the same Idempotency-Key. Every time: at most one
// deduction, never a second E11 for the key, and the retry answers the one reward once the
// upstream has it. A crash after E11 may have left (`in-flight`, where the upstream in truth
// never got it) cannot be told from one whose E11 is still on its way: that key keeps answering
// 409 "still checking", and nothing is taken.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'loyalkit-crash-'));
const POINTS = ['before-upstream', 'in-flight', 'upstream-applied', 'answered', 'completed'];

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

interface Running {
  child: ChildProcess;
  url: string;
  /** Resolves when the process prints `line`. */
  printed(line: string): Promise<void>;
}

async function start(port: number): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server-proxy/test-helpers/crash-entry.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        SANDBOX_DB: join(dir, 'sandbox.sqlite'),
        PROXY_STATE_DB: join(dir, 'proxy-state.db'),
        PROXY_JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
        PROXY_LEASE_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiters.splice(0)) {
      if (out.includes(w.line)) w.resolve();
      else waiters.push(w);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      if (out.includes(line)) return resolve();
      waiters.push({ line, resolve });
      child.once('exit', (code) => reject(new Error(`exited (${code}) before "${line}":\n${out}`)));
    });
  await printed('LISTENING');
  return { child, url: `http://127.0.0.1:${port}`, printed };
}

async function kill(running: Running): Promise<void> {
  if (running.child.exitCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

interface Reward {
  id: number;
  reward: { title?: string; discountCode: string };
}

function client(url: string, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    ...(token && { authorization: `Bearer ${token}` }),
    ...extra,
  });
  return {
    post: (path: string, body: unknown, extra?: Record<string, string>) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: headers(extra),
        body: JSON.stringify(body),
      }),
    get: async <T>(path: string): Promise<T> => {
      const res = await fetch(`${url}${path}`, { headers: headers() });
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    },
  };
}

/** The customer's balance and active rewards, as the proxy answers them (E4, E15). */
async function account(url: string, token: string) {
  const api = client(url, token);
  const { pointsBalance } = await api.get<{ pointsBalance: number }>('/v2/customers/getCustomer');
  const { rewards } = await api.get<{ rewards: Reward[] }>('/v2/rewards/getCustomerActiveRewards');
  return { balance: pointsBalance, rewardIds: rewards.map((r) => r.id) };
}

/** Retries a redeem with its key as a widget does: after `Retry-After` while it is in progress. */
async function retry(url: string, token: string, ruleId: number, key: string): Promise<Response> {
  for (let i = 0; ; i++) {
    const res = await client(url, token).post(
      '/v2/rewards/redeem',
      { ruleId },
      { 'idempotency-key': key },
    );
    if (res.status !== 409 || i > 20) return res;
    const problem = (await res.json()) as { code: string };
    expect(problem.code).toBe('request_in_progress');
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

/** Retries until the key's earlier attempt is over and the answer is the reconciliation's own. */
async function checking(url: string, token: string, ruleId: number, key: string) {
  for (let i = 0; ; i++) {
    const res = await client(url, token).post(
      '/v2/rewards/redeem',
      { ruleId },
      { 'idempotency-key': key },
    );
    const problem = (await res.clone().json()) as { code: string; detail: string };
    expect(problem.code).toBe('request_in_progress');
    if (problem.detail.includes('not listed yet') || i > 20) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a redeem killed at any point', () => {
  it('takes the points at most once, never sends a key twice, and answers the one reward once the upstream has it', async () => {
    const port = await freePort();
    let running = await start(port);
    const signIn = await client(running.url).post('/session', { demoCustomer: 'ana@demo.test' });
    const { token } = (await signIn.json()) as { token: string };
    const { rules } = await client(running.url, token).get<{
      rules: { id: number; title: string; pointsPrice: number }[];
    }>('/v2/rewards/getSpendingRules');
    const rule = rules.find((r) => r.title === '$5 off your order')!;
    const figures: string[] = [];
    try {
      for (const point of POINTS) {
        const before = await account(running.url, token);
        expect(before.balance).toBeGreaterThanOrEqual(rule.pointsPrice);
        await client(running.url).post('/__test/crash-at', { point });
        const key = `crash-${point}`;
        const lost = client(running.url, token)
          .post('/v2/rewards/redeem', { ruleId: rule.id }, { 'idempotency-key': key })
          .then(
            () => 'answered',
            () => 'connection lost',
          );
        await running.printed(`STOPPED ${point}`);
        await kill(running);
        expect(await lost).toBe('connection lost');

        running = await start(port);
        if (point === 'in-flight') {
          const res = await checking(running.url, token, rule.id, key);
          const after = await account(running.url, token);
          figures.push(
            `${point}: ${before.balance - after.balance} points deducted, ${after.rewardIds.length - before.rewardIds.length} reward(s) created, the key still checking (409)`,
          );
          expect(res.status).toBe(409);
          expect(after).toEqual(before);
          continue;
        }
        const res = await retry(running.url, token, rule.id, key);
        expect(res.status).toBe(200);
        const { reward } = (await res.json()) as { reward: Reward };
        const after = await account(running.url, token);
        const created = after.rewardIds.filter((id) => !before.rewardIds.includes(id));
        figures.push(
          `${point}: ${before.balance - after.balance} points deducted, ${created.length} reward(s) created`,
        );
        expect(created).toEqual([reward.id]);
        expect(reward.reward.title).toBe(rule.title);
        expect(before.balance - after.balance).toBe(rule.pointsPrice);

        const again = await retry(running.url, token, rule.id, key);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(((await again.json()) as { reward: Reward }).reward.id).toBe(reward.id);
      }
    } finally {
      await kill(running);
      console.log(
        `crash test (SIGKILL, restart, retry with the same key):\n  ${figures.join('\n  ')}`,
      );
    }
  }, 240_000);
});
