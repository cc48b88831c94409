// Several instances of one store behind a load balancer receive the upstream's events: they
// subscribe once between them, at one address, and whichever instance a delivery reaches
// knows its secret.
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../sandbox/app.js';
import { EVENT_TOPICS } from '../src/api/index.js';
import type { Proxy } from './app.js';
import { MemoryStore } from './state/memory.js';
import { ADMIN } from './test-helpers/sandbox.js';
import { testProxy } from './test-helpers/proxy.js';

let sandbox: Sandbox | undefined;
const proxies: Proxy[] = [];
afterEach(() => {
  for (const proxy of proxies.splice(0)) proxy.close();
  sandbox?.close();
});

describe('upstream events with several instances', () => {
  it('subscribes once per topic at one address, and every instance takes the deliveries', async () => {
    let next = 0;
    const answered: number[] = [0, 0];
    // The load balancer: deliveries go to the instances in turn.
    const sb = (sandbox = createSandbox({
      db: ':memory:',
      seed: 'demo',
      rateLimit: false,
      async fetch(input, init) {
        const i = next++ % proxies.length;
        const res = await proxies[i]!.app.fetch(new Request(input, init));
        if (res.status === 204) answered[i]! += 1;
        return res;
      },
    }));
    const store = new MemoryStore(); // what Redis is to real instances: one store for both
    for (let i = 0; i < 2; i++) {
      proxies.push(
        testProxy((req) => sb.fetch(req), {
          store,
          publicUrl: 'https://shop.example',
          upstream: {
            baseUrl: 'http://sandbox.internal',
            clientId: SANDBOX_DEFAULTS.clientId,
            clientSecret: SANDBOX_DEFAULTS.clientSecret,
            fetch: (req) => sb.fetch(req),
            retryBaseMs: 1,
          },
        }),
      );
    }
    await Promise.all(proxies.map((p) => p.start()));

    expect(proxies[0]!.webhookAddress).toBe(proxies[1]!.webhookAddress);
    const { subscriptions } = await proxies[0]!.deps.upstream.call(
      'getSubscriptions',
      {},
      { priority: 'write' },
    );
    expect(subscriptions.map((s) => s.topic).sort()).toEqual([...EVENT_TOPICS].sort());
    expect(new Set(subscriptions.map((s) => s.address))).toEqual(
      new Set([proxies[0]!.webhookAddress]),
    );

    const customer = await sb.app.request('/sandbox/customers', {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ email: 'two-instances@demo.test', firstName: 'Two' }),
    });
    const { customerId } = (await customer.json()) as { customerId: number };
    for (let i = 0; i < 4; i++) {
      const order = await sb.app.request('/sandbox/orders', {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({
          customerIdentifier: String(customerId),
          lines: [{ productId: 1, quantity: 1, price: 20 }],
        }),
      });
      expect(order.status).toBe(201);
    }
    const delivered = await sb.deliverEvents();
    expect(delivered).toBeGreaterThanOrEqual(4);
    expect(answered[0]).toBeGreaterThan(0);
    expect(answered[1]).toBeGreaterThan(0);
    expect(answered[0]! + answered[1]!).toBe(delivered);
  });
});
