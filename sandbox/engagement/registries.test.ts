import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftOrder } from '../../src/api/index.js';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { expectProblem, newCustomer, variantsOf } from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox();
});
afterEach(() => sb.close());

const registrant = {
  firstName: 'Lea',
  lastName: 'Moss',
  address: '1 Main St',
  postalCode: '10001',
  city: 'New York',
  state: 'NY',
  country: 'United States',
  countryCode: 'US',
  coRegistrants: [{ firstName: 'Jo', lastName: 'Moss' }],
};

async function registry(customer: string, title = 'Our wedding', date = '2027/05/01') {
  return (
    await sb.ok('createGiftRegistry', {
      customerIdentifier: customer,
      giftRegistry: { typeId: 1, title, date },
      giftRegistrant: registrant,
    })
  ).giftRegistryWithRegistrant;
}

async function item(
  customer: string,
  giftRegistryId: number,
  productId: number,
  extra: Record<string, unknown> = {},
) {
  return (
    await sb.ok('createGiftRegistryItem', {
      customerIdentifier: customer,
      giftRegistryId,
      productId,
      quantity: 2,
      ...extra,
    })
  ).giftRegistryItem;
}

describe('E43, E48, E44 registries', () => {
  it('creates a registry with its registrant and co-registrants, updates and deletes it', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    expect(r).toMatchObject({
      typeId: 1,
      title: 'Our wedding',
      date: '2027/05/01',
      ordersCount: 0,
    });
    expect(r.registrant).toEqual({ id: r.registrantId, ...registrant });
    expect(r.createdAt).toMatch(/\.\d{3}Z$/);
    sb.clock.advance(60);
    const updated = await sb.ok('updateGiftRegistry', {
      customerIdentifier: c.email,
      giftRegistry: { id: r.id, typeId: 2, title: 'Baby shower', date: '2027/02/28' },
      giftRegistrant: { ...registrant, id: r.registrantId, city: 'Boston', coRegistrants: [] },
    });
    expect(updated.giftRegistryWithRegistrant).toMatchObject({
      typeId: 2,
      title: 'Baby shower',
      date: '2027/02/28',
      registrant: { city: 'Boston', coRegistrants: [] },
    });
    expect(updated.giftRegistryWithRegistrant.updatedAt > r.updatedAt).toBe(true);
    const deleted = await sb.ok('deleteGiftRegistry', {
      customerIdentifier: c.email,
      giftRegistryId: r.id,
    });
    expect(deleted.deletedGiftRegistry.id).toBe(r.id);
    expect(
      (
        await sb.ok('getGiftRegistries', {
          customerIdentifier: c.email,
        })
      ).giftRegistriesWithItems,
    ).toEqual([]);
  });

  it('checks dates (YYYY/MM/DD, real days), types and registrant fields', async () => {
    const c = newCustomer(sb);
    const bad = async (
      giftRegistry: Record<string, unknown>,
      giftRegistrant: Record<string, unknown> = registrant,
    ) =>
      expectProblem(
        await sb.call('createGiftRegistry', {
          customerIdentifier: c.email,
          giftRegistry,
          giftRegistrant,
        }),
        400,
      );
    const ok = { typeId: 1, title: 'T', date: '2028/02/29' };
    expect((await registry(c.email, 'Leap', '2028/02/29')).date).toBe('2028/02/29');
    await bad({ ...ok, date: '2027/02/29' });
    await bad({ ...ok, date: '2027-05-01' });
    await bad({ ...ok, date: '2027/13/01' });
    await bad({ ...ok, typeId: 5 });
    await bad({ ...ok, title: '' });
    await bad(ok, { ...registrant, firstName: '' });
    await bad(ok, {
      ...registrant,
      coRegistrants: Array.from({ length: 11 }, () => ({ firstName: 'A', lastName: 'B' })),
    });
  });

  it('refuses another registrant id on update', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    const other = await registry(newCustomer(sb).email);
    await expectProblem(
      await sb.call('updateGiftRegistry', {
        customerIdentifier: c.email,
        giftRegistry: { id: r.id, typeId: 1, title: 'x', date: '2027/01/01' },
        giftRegistrant: { ...registrant, id: other.registrantId },
      }),
      404,
    );
  });
});

describe('E45, E46, E49, E50 items and E39-E41 reads', () => {
  it('adds, lists, pages, updates, moves and deletes items', async () => {
    const c = newCustomer(sb);
    const a = await registry(c.email, 'A');
    const b = await registry(c.email, 'B');
    const v = variantsOf(sb, 9);
    const i1 = await item(c.email, a.id, 9, { variantId: v[1], tag: 'Kitchen' });
    const i2 = await item(c.email, a.id, 7);
    const i3 = await item(c.email, a.id, 9, { quantity: 1 });
    expect(i1).toMatchObject({
      productId: 9,
      variantId: v[1],
      quantity: 2,
      purchasedAmount: 0,
      tag: 'Kitchen',
    });
    expect(i3.variantId).toBe(v[0]);
    await expectProblem(
      await sb.call('createGiftRegistryItem', {
        customerIdentifier: c.email,
        giftRegistryId: a.id,
        productId: 7,
        quantity: 1,
      }),
      409,
      'conflict',
    );
    const all = await sb.ok('getGiftRegistries', { customerIdentifier: c.email });
    expect(all.giftRegistriesWithItems.map((r) => [r.title, r.totalCount, r.items.length])).toEqual(
      [
        ['A', 3, 3],
        ['B', 0, 0],
      ],
    );
    const page = await sb.ok('getGiftRegistryItems', {
      customerIdentifier: c.email,
      giftRegistryId: a.id,
      page: 2,
      perPage: 2,
    });
    expect(page.giftRegistryItems.map((i) => i.id)).toEqual([i3.id]);
    const status = await sb.ok('getProductGiftRegistryStatus', {
      customerIdentifier: c.email,
      productId: 9,
    });
    expect(status.results).toEqual([
      { variantId: v[0], variantInGiftRegistryIds: [a.id] },
      { variantId: v[1], variantInGiftRegistryIds: [a.id] },
    ]);
    const updated = await sb.ok('updateGiftRegistryItem', {
      customerIdentifier: c.email,
      giftRegistryItem: { id: i2.id, quantity: 5, tag: null },
    });
    expect(updated.giftRegistryItem).toMatchObject({ quantity: 5, tag: null });
    const moved = await sb.ok('moveGiftRegistryItem', {
      customerIdentifier: c.email,
      giftRegistryItemId: i2.id,
      fromGiftRegistryId: a.id,
      toGiftRegistryId: b.id,
    });
    expect(moved.giftRegistryItem.giftRegistryId).toBe(b.id);
    await expectProblem(
      await sb.call('moveGiftRegistryItem', {
        customerIdentifier: c.email,
        giftRegistryItemId: i2.id,
        fromGiftRegistryId: a.id,
        toGiftRegistryId: b.id,
      }),
      404,
    );
    const removed = await sb.ok('deleteGiftRegistryItem', {
      customerIdentifier: c.email,
      giftRegistryItemId: i1.id,
    });
    expect(removed.giftRegistryItem.id).toBe(i1.id);
    await expectProblem(
      await sb.call('deleteGiftRegistryItem', {
        customerIdentifier: c.email,
        giftRegistryItemId: i1.id,
      }),
      404,
    );
  });

  it('enforces quantity 1-999, tags up to 100 characters and paging limits', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    for (const extra of [
      { quantity: 0 },
      { quantity: 1000 },
      { quantity: 1.5 },
      { tag: 'x'.repeat(101) },
    ]) {
      await expectProblem(
        await sb.call('createGiftRegistryItem', {
          customerIdentifier: c.email,
          giftRegistryId: r.id,
          productId: 1,
          quantity: 1,
          ...extra,
        }),
        400,
      );
    }
    expect((await item(c.email, r.id, 1, { quantity: 999, tag: 'x'.repeat(100) })).quantity).toBe(
      999,
    );
    await expectProblem(
      await sb.call('getGiftRegistryItems', {
        customerIdentifier: c.email,
        giftRegistryId: r.id,
        perPage: 251,
      }),
      400,
    );
  });

  it("treats another customer's registry and items as absent", async () => {
    const owner = newCustomer(sb);
    const other = newCustomer(sb);
    const r = await registry(owner.email);
    const i = await item(owner.email, r.id, 1);
    const mine = await registry(other.email);
    const who = { customerIdentifier: other.email };
    const calls: [Parameters<typeof sb.call>[0], Record<string, unknown>][] = [
      ['getGiftRegistryItems', { giftRegistryId: r.id }],
      ['deleteGiftRegistry', { giftRegistryId: r.id }],
      ['createGiftRegistryItem', { giftRegistryId: r.id, productId: 2, quantity: 1 }],
      ['deleteGiftRegistryItem', { giftRegistryItemId: i.id }],
      ['updateGiftRegistryItem', { giftRegistryItem: { id: i.id, quantity: 3, tag: null } }],
      [
        'moveGiftRegistryItem',
        { giftRegistryItemId: i.id, fromGiftRegistryId: r.id, toGiftRegistryId: mine.id },
      ],
      [
        'updateGiftRegistry',
        {
          giftRegistry: { id: r.id, typeId: 1, title: 'x', date: '2027/01/01' },
          giftRegistrant: { ...registrant, id: r.registrantId },
        },
      ],
    ];
    for (const [op, body] of calls)
      await expectProblem(await sb.call(op, { ...who, ...body }), 404, 'not_found');
    const status = await sb.ok('getProductGiftRegistryStatus', { ...who, productId: 1 });
    expect(status.results.every((s) => s.variantInGiftRegistryIds.length === 0)).toBe(true);
    const still = await sb.ok('getGiftRegistryItems', {
      customerIdentifier: owner.email,
      giftRegistryId: r.id,
    });
    expect(still.giftRegistryItems).toEqual([i]);
  });

  it('reads customer addresses (E42) and the demo registry of ana', async () => {
    const addresses = await sb.ok('getCustomerAddresses', {
      customerIdentifier: 'ana@demo.test',
    });
    expect(addresses.customerAddresses.length).toBeGreaterThan(0);
    expect(addresses.customerAddresses[0]).toMatchObject({
      countryCode: expect.any(String),
      postalCode: expect.any(String),
    });
    const c = newCustomer(sb);
    expect(await sb.ok('getCustomerAddresses', { customerIdentifier: c.email })).toEqual({
      customerAddresses: [],
    });
    await expectProblem(
      await sb.call('getCustomerAddresses', { customerIdentifier: 'ghost@x.test' }),
      404,
    );
    const ana = await sb.ok('getGiftRegistries', { customerIdentifier: 'ana@demo.test' });
    expect(ana.giftRegistriesWithItems[0]).toMatchObject({
      typeId: 1,
      registrant: { coRegistrants: [{ firstName: 'Sam' }] },
    });
    expect(ana.giftRegistriesWithItems[0]?.items.length).toBeGreaterThanOrEqual(5);
  });
});

describe('E47 draft orders and their completion', () => {
  it('records a gifter draft order; completing it counts the purchase and records an order', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    const mug = await item(c.email, r.id, 7, { quantity: 3 });
    const draft = await sb.ok('createDraftOrderFromGiftRegistry', {
      giftRegistryId: r.id,
      products: [{ productId: 7, variantId: mug.variantId, quantity: 2 }],
      customData: { customerEmail: 'gifter@x.test', customerName: 'Gia', note: 'Congrats!' },
    });
    expect(draft.draftOrder).toMatchObject({
      giftRegistryId: r.id,
      status: 'open',
      lines: [{ productId: 7, variantId: mug.variantId, quantity: 2 }],
      customerEmail: 'gifter@x.test',
      customerName: 'Gia',
      note: 'Congrats!',
    });
    const listed = (await (await sb.admin('GET', '/draftOrders')).json()) as {
      draftOrders: DraftOrder[];
    };
    expect(listed.draftOrders[0]?.id).toBe(draft.draftOrder.id);
    const done = await sb.admin('POST', '/draftOrders/complete', {
      draftOrderId: draft.draftOrder.id,
    });
    const completed = ((await done.json()) as { draftOrder: DraftOrder & { orderId: number } })
      .draftOrder;
    expect(completed.status).toBe('completed');
    const order = sb.db
      .prepare('SELECT customer_id, total FROM orders WHERE id = ?')
      .get(completed.orderId);
    expect(order).toEqual({ customer_id: null, total: 36 });
    const after = await sb.ok('getGiftRegistries', { customerIdentifier: c.email });
    expect(after.giftRegistriesWithItems[0]).toMatchObject({
      ordersCount: 1,
      items: [{ purchasedAmount: 2 }],
    });
    expect(
      (await sb.admin('POST', '/draftOrders/complete', { draftOrderId: draft.draftOrder.id }))
        .status,
    ).toBe(409);
    expect((await sb.admin('POST', '/draftOrders/complete', { draftOrderId: 999999 })).status).toBe(
      404,
    );
    // Only one mug is still needed now.
    const tooMany = await sb.call('createDraftOrderFromGiftRegistry', {
      giftRegistryId: r.id,
      products: [{ productId: 7, variantId: mug.variantId, quantity: 2 }],
    });
    await expectProblem(tooMany, 422, 'unprocessable');
    await expectProblem(
      await sb.call('updateGiftRegistryItem', {
        customerIdentifier: c.email,
        giftRegistryItem: { id: mug.id, quantity: 1, tag: null },
      }),
      422,
    );
  });

  it("answers the draft order's invoice page; paying there completes it once and counts the gifts", async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    const mug = await item(c.email, r.id, 7, { quantity: 3 });
    const { draftOrder } = await sb.ok('createDraftOrderFromGiftRegistry', {
      giftRegistryId: r.id,
      products: [{ productId: 7, variantId: mug.variantId, quantity: 2 }],
      customData: { customerName: 'Gia' },
    });
    // On the store's own address, as Shopify's invoices are, with a secret of its own.
    const invoice = new URL(draftOrder.invoiceUrl);
    expect(invoice.origin).toBe(new URL(sb.context().settings().storeUrl).origin);
    expect(invoice.pathname).toMatch(new RegExp(`^/invoices/${draftOrder.id}/[0-9a-f]{32}$`));

    const shown = await sb.app.request(invoice.pathname);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Awaiting payment');
    expect(html).toMatch(/<button type="submit">Pay \$36\.00<\/button>/);

    const paid = await sb.app.request(invoice.pathname, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(invoice.pathname);
    // Paying twice (a reload, a double click) pays once.
    expect((await sb.app.request(invoice.pathname, { method: 'POST' })).status).toBe(303);
    expect(await (await sb.app.request(invoice.pathname)).text()).toContain(
      'Payment received. Thank you, Gia!',
    );
    const after = await sb.ok('getGiftRegistries', { customerIdentifier: c.email });
    expect(after.giftRegistriesWithItems[0]).toMatchObject({
      ordersCount: 1,
      items: [{ purchasedAmount: 2 }],
    });
  });

  it('answers 404 for an invoice with a wrong or malformed token, and pays nothing', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    const mug = await item(c.email, r.id, 7, { quantity: 1 });
    const { draftOrder } = await sb.ok('createDraftOrderFromGiftRegistry', {
      giftRegistryId: r.id,
      products: [{ productId: 7, variantId: mug.variantId, quantity: 1 }],
    });
    const wrong = `/invoices/${draftOrder.id}/${'0'.repeat(32)}`;
    await expectProblem(await sb.app.request(wrong), 404, 'not_found');
    await expectProblem(await sb.app.request(wrong, { method: 'POST' }), 404, 'not_found');
    await expectProblem(await sb.app.request(`/invoices/x/<script>`), 404, 'not_found');
    const listed = (await (await sb.admin('GET', '/draftOrders')).json()) as {
      draftOrders: DraftOrder[];
    };
    expect(listed.draftOrders.find((d) => d.id === draftOrder.id)?.status).toBe('open');
  });

  it('refuses products outside the registry, split lines beyond the need, and unknown registries', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    const mug = await item(c.email, r.id, 7, { quantity: 2 });
    const call = (products: unknown[], giftRegistryId = r.id) =>
      sb.call('createDraftOrderFromGiftRegistry', { giftRegistryId, products });
    await expectProblem(
      await call([{ productId: 8, variantId: variantsOf(sb, 8)[0], quantity: 1 }]),
      422,
    );
    await expectProblem(await call([{ productId: 8, variantId: mug.variantId, quantity: 1 }]), 422);
    const line = { productId: 7, variantId: mug.variantId, quantity: 2 };
    await expectProblem(await call([line, { ...line, quantity: 1 }]), 422);
    await expectProblem(await call([line], 999999), 404);
    await expectProblem(await call([]), 400);
    await expectProblem(await call([{ ...line, quantity: 0 }]), 400);
    const gifter = await sb.ok('createDraftOrderFromGiftRegistry', {
      customerIdentifier: 'ana@demo.test',
      giftRegistryId: r.id,
      products: [line],
    });
    expect(gifter.draftOrder.status).toBe('open');
  });
});

describe('gift registry limits', () => {
  it('allows 20 registries per customer', async () => {
    const c = newCustomer(sb);
    for (let i = 0; i < 20; i++) await registry(c.email, `R${i}`);
    await expectProblem(
      await sb.call('createGiftRegistry', {
        customerIdentifier: c.email,
        giftRegistry: { typeId: 4, title: 'One more', date: '2027/01/01' },
        giftRegistrant: registrant,
      }),
      422,
    );
  });

  it('allows 100 lines per draft order and 50 open draft orders per registry', async () => {
    const c = newCustomer(sb);
    const r = await registry(c.email);
    const gift = await item(c.email, r.id, 1, { quantity: 999 });
    const line = { productId: 1, variantId: gift.variantId, quantity: 1 };
    const draft = (products: unknown[]) =>
      sb.call('createDraftOrderFromGiftRegistry', { giftRegistryId: r.id, products });
    await expectProblem(await draft(Array.from({ length: 101 }, () => line)), 400);
    expect((await draft(Array.from({ length: 100 }, () => line))).status).toBe(200);
    for (let i = 1; i < 50; i++) expect((await draft([line])).status).toBe(200);
    await expectProblem(await draft([line]), 422, 'unprocessable');
  });
});
