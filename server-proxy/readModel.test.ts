// The customer read model: a returning shopper's balance, tier and rewards are answered from the
// cache until an event for that customer (or their own write) says otherwise, so their pages
// cost no upstream call; only while the events reach the proxy.
import { describe, expect, it } from 'vitest';
import { signWebhook } from './events.js';
import { A, createFakeUpstream } from './test-helpers/fake-upstream.js';
import { ManualClock, call, customerSession, testProxy } from './test-helpers/proxy.js';

const SECRET = 'whsec_' + Buffer.from('x'.repeat(32)).toString('base64');
const BADGE = [
  ['getCustomer', '/v2/customers/getCustomer'],
  ['getCustomerVipStatus', '/v2/rewards/getCustomerVipStatus'],
  ['getCustomerActiveRewards', '/v2/rewards/getCustomerActiveRewards'],
] as const;

async function setup({ events }: { events: boolean }) {
  const clock = new ManualClock(Date.now());
  const upstream = createFakeUpstream();
  const proxy = testProxy(upstream.fetch, { clock, publicUrl: 'https://shop.example' });
  if (events) await proxy.start();
  const { token } = await customerSession(proxy, A.id);
  const page = async () => {
    const answers = await Promise.all(BADGE.map(([, path]) => call(proxy, 'GET', path, token)));
    for (const res of answers) expect(res.status).toBe(200);
    return answers;
  };
  const calls = () => BADGE.map(([name]) => upstream.count(name));
  const deliver = async (topic: string) => {
    const id = `evt_${Math.random().toString(36).slice(2)}`;
    const at = Math.floor(clock.now() / 1000);
    const body = JSON.stringify({
      id,
      topic,
      createdAt: new Date(clock.now()).toISOString(),
      data: { customer: { platformCustomerId: A.id, email: A.email, phone: null } },
    });
    const path = new URL(proxy.webhookAddress).pathname;
    const res = await proxy.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(at),
        'webhook-signature': signWebhook(SECRET, id, at, body),
      },
      body,
    });
    expect(res.status).toBe(204);
  };
  return { clock, page, calls, deliver };
}

describe('the customer read model', () => {
  it("keeps a returning customer's balance, tier and rewards until an event for them says otherwise", async () => {
    const { clock, page, calls, deliver } = await setup({ events: true });
    await page();
    expect(calls()).toEqual([1, 1, 1]);
    for (let minute = 1; minute <= 10; minute++) {
      await clock.advance(60_000);
      await page();
    }
    expect(calls()).toEqual([1, 1, 1]);

    await deliver('v1/customer/balanceUpdated');
    await page();
    expect(calls()).toEqual([2, 2, 2]);
  });

  it('marks an answer older than its window while it is refreshed', async () => {
    const { clock, page, calls } = await setup({ events: true });
    await page();
    await clock.advance(16 * 60_000);
    const answers = await page();
    for (const res of answers) expect(res.headers.get('x-loyalkit-stale')).toBe(String(16 * 60));
    await clock.advance(0);
    expect(calls()).toEqual([2, 2, 2]);
    const fresh = await page();
    for (const res of fresh) expect(res.headers.get('x-loyalkit-stale')).toBeNull();
  });

  it('keeps them briefly when the events do not reach the proxy', async () => {
    const { clock, page, calls } = await setup({ events: false });
    await page();
    await clock.advance(60_000);
    await page();
    await clock.advance(0);
    expect(calls()).toEqual([2, 2, 2]);
  });
});
