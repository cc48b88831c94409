// A gifter's own purchase on a shared registry, through the proxy in front of the real sandbox:
// paying a draft order's invoice raises the registry's purchased counts, and no event says so.
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedRegistry } from '../src/api/index.js';
import { call, session } from './test-helpers/proxy.js';
import { type Stack, sandboxStack } from './test-helpers/sandbox.js';

let stack: Stack;
afterEach(() => stack?.close());

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${r.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Ana's first registry shared, and what a gifter reads of it (with or without `no-cache`). */
async function sharedRegistry() {
  const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
  const { giftRegistriesWithItems: registries } = await json<{
    giftRegistriesWithItems: { id: number }[];
  }>(call(stack.proxy, 'GET', '/v2/giftRegistries/getGiftRegistries', ana.token));
  const giftRegistryId = registries[0]!.id;
  const { token } = await json<{ token: string }>(
    call(stack.proxy, 'POST', '/registry-share', ana.token, { giftRegistryId }),
  );
  const read = (cacheControl?: string) =>
    json<SharedRegistry>(
      call(
        stack.proxy,
        'GET',
        `/registry-share/${token}`,
        undefined,
        undefined,
        cacheControl ? { 'cache-control': cacheControl } : {},
      ),
    );
  return { giftRegistryId, token, read };
}

/** A gifter orders one of the first item the registry still needs; answers the draft order id. */
async function order(giftRegistryId: number, token: string, shared: SharedRegistry) {
  const item = shared.items.find((i) => i.quantity > i.purchasedAmount)!;
  const answer = await json<{ draftOrder: { id: number } }>(
    call(
      stack.proxy,
      'POST',
      '/v2/giftRegistries/createDraftOrderFromGiftRegistry',
      undefined,
      {
        giftRegistryId,
        products: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
        customData: { customerName: 'Gus', customerEmail: 'gus@example.test' },
      },
      { 'x-registry-share': token, 'idempotency-key': `gift-${item.id}` },
    ),
  );
  return { item, draftOrderId: answer.draftOrder.id };
}

const purchased = (shared: SharedRegistry, itemId: number) =>
  shared.items.find((i) => i.id === itemId)?.purchasedAmount;

describe('a shared registry after a gifter pays', () => {
  it('counts the paid gift at once for the gifter who asks past what was kept', async () => {
    stack = sandboxStack();
    const { giftRegistryId, token, read } = await sharedRegistry();
    const before = await read();
    const { item, draftOrderId } = await order(giftRegistryId, token, before);
    // The invoice is paid on the store's checkout: the sandbox completes the draft order.
    await json(stack.admin('POST', '/draftOrders/complete', { draftOrderId }));

    // Another visitor's ordinary read is the kept registry (the proxy keeps it 20 s).
    expect(purchased(await read(), item.id)).toBe(item.purchasedAmount);
    // The gifter's browser, after its own order, asks past what was kept: the gift counts.
    expect(purchased(await read('max-age=0'), item.id)).toBe(item.purchasedAmount + 1);
    // And from then on for everyone, since the kept registry is the new one.
    expect(purchased(await read(), item.id)).toBe(item.purchasedAmount + 1);
  });

  it('spends no upstream call on `no-cache` for a registry nobody ordered from', async () => {
    stack = sandboxStack();
    const { read } = await sharedRegistry();
    await read();
    const calls = stack.proxy.deps.upstream.stats.calls;
    await read('no-cache');
    await read('max-age=0');
    expect(stack.proxy.deps.upstream.stats.calls).toBe(calls);
  });

  it('reads a registry again at most once in two seconds, however many gifters ask', async () => {
    stack = sandboxStack();
    const { giftRegistryId, token, read } = await sharedRegistry();
    const before = await read();
    const { item, draftOrderId } = await order(giftRegistryId, token, before);
    expect(purchased(await read('no-cache'), item.id)).toBe(item.purchasedAmount);
    await json(stack.admin('POST', '/draftOrders/complete', { draftOrderId }));
    // Asked again within 2 s of the last read-again: the kept registry.
    expect(purchased(await read('no-cache'), item.id)).toBe(item.purchasedAmount);
  });
});
