import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RETRY_SCHEDULE_SECONDS } from './events-delivery.js';
import { createTestSandbox, type TestSandbox } from './testing.js';

let sb: TestSandbox;
let server: Server | undefined;
afterEach(async () => {
  sb?.close();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 answering the given statuses in turn (then 200). */
async function receiver(statuses: number[]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/hooks`, received };
}

function verify(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const ts = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${ts}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

describe('E54-E56 webhook subscriptions', () => {
  it('creates a subscription with a whsec_ secret, lists it and changes its address', async () => {
    sb = createTestSandbox();
    const sub = await sb.ok('createSubscription', {
      topic: 'v1/customer/rewardCreated',
      address: 'http://127.0.0.1:9/hooks',
    });
    expect(sub.id).toMatch(/^sub_/);
    expect(Buffer.from(sub.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const again = await sb.ok('createSubscription', {
      topic: 'v1/customer/rewardCreated',
      address: 'http://127.0.0.1:9/hooks',
    });
    expect(again).toEqual(sub);
    expect(await sb.ok('getSubscriptions')).toEqual({ subscriptions: [sub] });
    const moved = await sb.ok('updateSubscription', {
      id: sub.id,
      address: 'https://hooks.test/x',
    });
    expect(moved).toEqual({ ...sub, address: 'https://hooks.test/x' });
  });

  it('refuses an unknown topic, a non-http address and an unknown subscription', async () => {
    sb = createTestSandbox();
    expect(
      (await sb.call('createSubscription', { topic: 'v1/order/created', address: 'http://a.test' }))
        .status,
    ).toBe(400);
    expect(
      (await sb.call('createSubscription', { topic: 'v1/review/created', address: 'ftp://a.test' }))
        .status,
    ).toBe(400);
    expect(
      (await sb.call('updateSubscription', { id: 'sub_nope', address: 'http://a.test' })).status,
    ).toBe(404);
  });

  it('needs a valid token', async () => {
    sb = createTestSandbox();
    expect((await sb.call('getSubscriptions', {}, { token: null })).status).toBe(401);
  });
});

describe('webhook delivery', () => {
  it('signs deliveries per Standard Webhooks and retries a 500 with the same id after the backoff', async () => {
    const hook = await receiver([500]);
    sb = createTestSandbox();
    const sub = await sb.ok('createSubscription', {
      topic: 'v1/customer/balanceUpdated',
      address: hook.url,
    });
    await sb.ok('updateBalance', {
      customerIdentifier: 'ben@demo.test',
      balanceDelta: 50,
      reason: 'test',
    });

    expect(await sb.deliverEvents()).toBe(0);
    expect(hook.received).toHaveLength(1);
    expect(await sb.deliverEvents()).toBe(0); // not due yet
    expect(hook.received).toHaveLength(1);

    sb.clock.advance(RETRY_SCHEDULE_SECONDS[0]);
    expect(await sb.deliverEvents()).toBe(1);
    expect(hook.received).toHaveLength(2);
    const [first, retry] = hook.received as [Received, Received];
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(Number(retry.headers['webhook-timestamp'])).toBe(Math.floor(sb.clock.now() / 1000));
    expect(verify(sub.secret, first)).toBe(true);
    expect(verify(sub.secret, retry)).toBe(true);
    expect(verify(sub.secret, { ...retry, body: retry.body.replace('50', '51') })).toBe(false);
    const envelope = JSON.parse(retry.body) as {
      id: string;
      topic: string;
      data: Record<string, unknown>;
    };
    expect(envelope).toMatchObject({
      id: first.headers['webhook-id'],
      topic: 'v1/customer/balanceUpdated',
      data: { delta: 50, pointsBalance: 250, customer: { email: 'ben@demo.test' } },
    });
    expect(await sb.deliverEvents()).toBe(0);
    expect(hook.received).toHaveLength(2);
  });

  it('keeps pending deliveries in the database and retries network errors', async () => {
    sb = createTestSandbox();
    await sb.ok('createSubscription', {
      topic: 'v1/customer/rewardCreated',
      address: 'http://127.0.0.1:1/closed',
    });
    await sb.ok('redeem', { customerIdentifier: 'ana@demo.test', ruleId: 1 });
    await sb.deliverEvents();
    const row = sb.db.prepare('SELECT status, attempts, last_error FROM deliveries').get() as {
      status: string;
      attempts: number;
      last_error: string;
    };
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toBeTruthy();
    const events = (await (
      await sb.admin('GET', '/events?topic=v1/customer/rewardCreated')
    ).json()) as {
      events: { deliveries: { attempts: number }[] }[];
    };
    expect(events.events[0]?.deliveries[0]?.attempts).toBe(1);
  });

  it('resumes pending deliveries after a restart', async () => {
    const hook = await receiver([500]);
    const file = join(mkdtempSync(join(tmpdir(), 'sandbox-')), 'db.sqlite');
    sb = createTestSandbox({ db: file });
    await sb.ok('createSubscription', { topic: 'v1/customer/balanceUpdated', address: hook.url });
    await sb.ok('updateBalance', { customerIdentifier: 'ben@demo.test', balanceDelta: 5 });
    await sb.deliverEvents();
    sb.close();
    sb = createTestSandbox({ db: file });
    sb.clock.advance(RETRY_SCHEDULE_SECONDS[0]);
    expect(await sb.deliverEvents()).toBe(1);
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([
      hook.received[0]?.headers['webhook-id'],
      hook.received[0]?.headers['webhook-id'],
    ]);
  });

  it('delivers in the background when started with an interval', async () => {
    const hook = await receiver([]);
    sb = createTestSandbox({ deliveryIntervalMs: 5 });
    await sb.ok('createSubscription', { topic: 'v1/customer/balanceUpdated', address: hook.url });
    await sb.ok('updateBalance', { customerIdentifier: 'ben@demo.test', balanceDelta: 5 });
    // Bounded wait (5 s at most) for the timer's pass; a loaded machine may take a while.
    for (let i = 0; i < 1000 && hook.received.length === 0; i += 1) {
      await new Promise((done) => setTimeout(done, 5));
    }
    expect(hook.received).toHaveLength(1);
  });

  it('delivers on demand through the control API', async () => {
    const hook = await receiver([]);
    // No background timer: only the control API call can deliver.
    sb = createTestSandbox();
    await sb.ok('createSubscription', { topic: 'v1/customer/balanceUpdated', address: hook.url });
    await sb.ok('updateBalance', { customerIdentifier: 'ben@demo.test', balanceDelta: 5 });
    expect(hook.received).toHaveLength(0);
    const res = await sb.admin('POST', '/events/deliver');
    expect(res.status).toBe(200);
    expect(hook.received).toHaveLength(1);
  });

  it('gives up after the last retry', async () => {
    const hook = await receiver(Array(20).fill(503) as number[]);
    sb = createTestSandbox();
    await sb.ok('createSubscription', { topic: 'v1/customer/birthdayUpdated', address: hook.url });
    await sb.ok('updateBirthday', { customerIdentifier: 'ben@demo.test', day: 1, month: 1 });
    await sb.deliverEvents();
    for (const wait of RETRY_SCHEDULE_SECONDS) {
      sb.clock.advance(wait);
      await sb.deliverEvents();
    }
    expect(hook.received).toHaveLength(RETRY_SCHEDULE_SECONDS.length + 1);
    const row = sb.db.prepare('SELECT status FROM deliveries').get() as { status: string };
    expect(row.status).toBe('failed');
  });
});
