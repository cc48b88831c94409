// Over a real socket: the proxy counts each client by its own address. Under @hono/node-server
// the address is on the `env` the server hands to the fetch handler; a wrapper that dropped it
// made every client `unknown`, one shared bucket for the per-address limits of the whole store.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeUpstream } from './test-helpers/fake-upstream.js';
import { testProxy } from './test-helpers/proxy.js';

describe("the client's address", () => {
  let close = () => {};
  afterEach(() => close());

  async function listen(wrap: boolean) {
    const proxy = testProxy(createFakeUpstream().fetch);
    // As server-proxy/main.ts mounts it behind the demo storefront's routes.
    const outer = new Hono().all('*', (c) => proxy.fetch(c.req.raw, c.env));
    const server = serve({
      fetch: wrap ? (request, env) => outer.fetch(request, env) : proxy.fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => {
      server.close();
      proxy.close();
    };
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { proxy, url };
  }

  /** How many sessions the store has counted for an address in this window (one more is added). */
  const sessionsCounted = async (proxy: ReturnType<typeof testProxy>, address: string) => {
    const { windowMs } = proxy.deps.settings.limits;
    return (await proxy.deps.store.hit(`sess:ip:${address}`, windowMs, proxy.deps.clock.now())) - 1;
  };

  for (const wrap of [false, true]) {
    it(`is the socket's, for the per-address limits${wrap ? ' (behind other routes)' : ''}`, async () => {
      const { proxy, url } = await listen(wrap);
      const res = await fetch(`${url}/session`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await sessionsCounted(proxy, '127.0.0.1')).toBe(1);
      expect(await sessionsCounted(proxy, 'unknown')).toBe(0);
    });
  }
});
