import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WishlistWithItems } from '../../src/api/index.js';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { expectProblem, newCustomer, topics, variantsOf } from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox();
});
afterEach(() => sb.close());

type Who = { customerIdentifier: string } | { sessionToken: string };

const lists = async (who: Who) => (await sb.ok('getWishlists', who)).wishlists;
const add = async (who: Who, productId: number, extra: Record<string, unknown> = {}) =>
  (
    await sb.ok('addItemToWishlist', {
      ...who,
      productId,
      ...extra,
    })
  ).wishlistItem;
const create = async (who: Who, wishlistTitle: string) =>
  (await sb.ok('createWishlist', { ...who, wishlistTitle })).createdWishlist;
const itemsOf = (l: WishlistWithItems | undefined) =>
  (l?.items ?? []).map((i) => [i.product.id, i.product.variantId]);

describe('E32 addItemToWishlist defaults', () => {
  it('adds the first variant to a new default list when the owner has none', async () => {
    const guest = { sessionToken: 'guest-session-aaaa' };
    const item = await add(guest, 5);
    expect(item.product).toEqual({ id: 5, handle: 'wool-beanie', variantId: variantsOf(sb, 5)[0] });
    expect(item.customer).toBeNull();
    expect(item.sessionToken).toBe(guest.sessionToken);
    const [only] = await lists(guest);
    expect(only).toMatchObject({ wishlistTitle: 'My wishlist', isDefault: true, customer: null });
    expect(topics(sb).at(-1)).toBe('v1/wishlistItem/created');
  });

  it('uses the last created list, a given list and a given variant; a repeat adds nothing', async () => {
    const c = newCustomer(sb);
    const who = { customerIdentifier: c.email };
    const first = await create(who, 'First');
    const second = await create(who, 'Second');
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    expect((await add(who, 3)).wishlistId).toBe(second.wishlistId);
    const v = variantsOf(sb, 3)[2]!;
    expect(
      (await add(who, 3, { wishlistId: first.wishlistId, variantId: v })).product.variantId,
    ).toBe(v);
    await add(who, 3, { wishlistId: first.wishlistId, variantId: v });
    const [l1, l2] = await lists(who);
    expect(itemsOf(l1)).toEqual([[3, v]]);
    expect(itemsOf(l2)).toEqual([[3, variantsOf(sb, 3)[0]]]);
    await expectProblem(
      await sb.call('addItemToWishlist', { ...who, productId: 3, variantId: variantsOf(sb, 4)[0] }),
      404,
    );
    await expectProblem(await sb.call('addItemToWishlist', { ...who, productId: 9999 }), 404);
  });

  it('needs an owner and refuses an unknown customer', async () => {
    const p = await expectProblem(await sb.call('addItemToWishlist', { productId: 1 }), 400);
    expect(p.errors?.[0]?.path).toBe('body.customerIdentifier');
    await expectProblem(
      await sb.call('addItemToWishlist', { sessionToken: 'short', productId: 1 }),
      400,
    );
    await expectProblem(
      await sb.call('addItemToWishlist', { customerIdentifier: 'ghost@x.test', productId: 1 }),
      404,
    );
  });
});

describe('wishlist ownership', () => {
  it("treats another owner's wishlist as absent in every operation", async () => {
    const owner = { customerIdentifier: newCustomer(sb).email };
    const thief = { customerIdentifier: newCustomer(sb).email };
    const guest = { sessionToken: 'guest-session-bbbb' };
    const list = await create(owner, 'Private');
    await add(owner, 1, { wishlistId: list.wishlistId });
    const id = list.wishlistId;
    for (const who of [thief, guest]) {
      const calls: [Parameters<typeof sb.call>[0], Record<string, unknown>][] = [
        ['getWishlistItems', { wishlistId: id }],
        ['addItemToWishlist', { productId: 2, wishlistId: id }],
        ['removeItemFromWishlist', { productId: 1, wishlistId: id }],
        ['removeWishlist', { wishlistId: id }],
        ['updateWishlist', { wishlistId: id, wishlistTitle: 'Mine now' }],
        ['moveWishlistItem', { productId: 1, fromWishlistId: id, toWishlistId: id }],
        [
          'changeWishlistItemVariant',
          { wishlistId: id, productId: 1, newVariantId: variantsOf(sb, 1)[1] },
        ],
      ];
      for (const [op, body] of calls)
        await expectProblem(await sb.call(op, { ...who, ...body }), 404, 'not_found');
      await expectProblem(await sb.call('removeItemFromWishlist', { ...who, productId: 1 }), 404);
      expect(await lists(who)).toEqual([]);
    }
    const [intact] = await lists(owner);
    expect(intact).toMatchObject({ wishlistTitle: 'Private' });
    expect(itemsOf(intact)).toEqual([[1, variantsOf(sb, 1)[0]]]);
  });
});

describe('E29-E31 reads', () => {
  it('lists the demo wishlists of ana with their items', async () => {
    const ana = await lists({ customerIdentifier: 'ana@demo.test' });
    expect(ana.map((l) => [l.wishlistTitle, l.isDefault, l.items.length])).toEqual([
      ['My wishlist', true, 4],
      ['Birthday ideas', false, 2],
    ]);
  });

  it('answers one entry per requested product with the variants in the lists', async () => {
    const who = { sessionToken: 'guest-session-cccc' };
    const [v1, v2] = variantsOf(sb, 1);
    await add(who, 1, { variantId: v2 });
    await add(who, 1, { variantId: v1 });
    await create(who, 'Other');
    await add(who, 1, { variantId: v2 });
    const info = await sb.ok('getProductWishlistInfo', { ...who, productIds: [1, 2, 9999] });
    expect(info).toEqual([
      {
        productId: 1,
        wishlistItemsCount: 3,
        productInWishlist: true,
        variantsInWishlist: [v1, v2],
      },
      { productId: 2, wishlistItemsCount: 0, productInWishlist: false, variantsInWishlist: [] },
      { productId: 9999, wishlistItemsCount: 0, productInWishlist: false, variantsInWishlist: [] },
    ]);
    await expectProblem(await sb.call('getProductWishlistInfo', { ...who, productIds: [] }), 400);
    await expectProblem(
      await sb.call('getProductWishlistInfo', {
        ...who,
        productIds: Array.from({ length: 251 }, (_, i) => i + 1),
      }),
      400,
    );
  });

  it('refuses a repeated product id as E19 and E20 do, rather than merging it', async () => {
    const problem = await expectProblem(
      await sb.call('getProductWishlistInfo', {
        sessionToken: 'guest-session-cccc',
        productIds: [1, 2, 1],
      }),
      400,
      'invalid_request',
    );
    expect(problem.errors).toEqual([
      { path: 'query.productIds', message: 'productIds must be unique' },
    ]);
  });

  it('pages the items of one list within 1 to 250 per page', async () => {
    const who = { sessionToken: 'guest-session-dddd' };
    for (const p of [1, 2, 3, 4, 5]) await add(who, p);
    const [l] = await lists(who);
    const page = async (page: number, perPage: number) =>
      (
        await sb.ok('getWishlistItems', {
          ...who,
          wishlistId: l!.wishlistId,
          page,
          perPage,
        })
      ).wishlistItems.map((i) => i.product.id);
    expect(await page(1, 2)).toEqual([1, 2]);
    expect(await page(3, 2)).toEqual([5]);
    expect(await page(4, 2)).toEqual([]);
    for (const bad of [{ perPage: 251 }, { perPage: 0 }, { page: 0 }]) {
      await expectProblem(
        await sb.call('getWishlistItems', { ...who, wishlistId: l!.wishlistId, ...bad }),
        400,
      );
    }
  });
});

describe('E33-E38 changes', () => {
  it('removes a product from every list, or from one list or one variant', async () => {
    const who = { customerIdentifier: newCustomer(sb).email };
    const [v1, v2] = variantsOf(sb, 2);
    const a = await create(who, 'A');
    const b = await create(who, 'B');
    await add(who, 2, { wishlistId: a.wishlistId, variantId: v1 });
    await add(who, 2, { wishlistId: a.wishlistId, variantId: v2 });
    await add(who, 2, { wishlistId: b.wishlistId, variantId: v1 });
    const one = await sb.ok('removeItemFromWishlist', {
      ...who,
      productId: 2,
      variantId: v2,
    });
    expect(one.deletedWishlistItem.product.variantId).toBe(v2);
    await sb.ok('removeItemFromWishlist', { ...who, productId: 2, wishlistId: b.wishlistId });
    expect((await lists(who)).map(itemsOf)).toEqual([[[2, v1]], []]);
    await sb.ok('removeItemFromWishlist', { ...who, productId: 2 });
    expect((await lists(who)).map(itemsOf)).toEqual([[], []]);
    expect(topics(sb).filter((t) => t === 'v1/wishlistItem/deleted')).toHaveLength(3);
    await expectProblem(await sb.call('removeItemFromWishlist', { ...who, productId: 2 }), 404);
  });

  it('keeps one default list (E36) and needs at least one field', async () => {
    const who = { customerIdentifier: newCustomer(sb).email };
    const a = await create(who, 'A');
    const b = await create(who, 'B');
    const updated = await sb.ok('updateWishlist', {
      ...who,
      wishlistId: b.wishlistId,
      isDefault: true,
      isPrivate: true,
      wishlistTitle: 'Bee',
    });
    expect(updated.updatedWishlist).toMatchObject({
      isDefault: true,
      isPrivate: true,
      wishlistTitle: 'Bee',
    });
    expect((await lists(who)).map((l) => [l.wishlistId, l.isDefault])).toEqual([
      [a.wishlistId, false],
      [b.wishlistId, true],
    ]);
    await expectProblem(await sb.call('updateWishlist', { ...who, wishlistId: a.wishlistId }), 400);
    await expectProblem(
      await sb.call('updateWishlist', { ...who, wishlistId: a.wishlistId, wishlistTitle: '' }),
      400,
    );
    await expectProblem(
      await sb.call('updateWishlist', {
        ...who,
        wishlistId: a.wishlistId,
        wishlistTitle: 'x'.repeat(256),
      }),
      400,
    );
  });

  it('removes a list with its items and hands the default role on', async () => {
    const who = { sessionToken: 'guest-session-eeee' };
    const a = await create(who, 'A');
    const b = await create(who, 'B');
    await add(who, 1, { wishlistId: a.wishlistId });
    const removed = await sb.ok('removeWishlist', {
      ...who,
      wishlistId: a.wishlistId,
    });
    expect(removed.removedWishlist).toMatchObject({ wishlistId: a.wishlistId, isDefault: true });
    expect((await lists(who)).map((l) => [l.wishlistId, l.isDefault])).toEqual([
      [b.wishlistId, true],
    ]);
    await expectProblem(await sb.call('removeWishlist', { ...who, wishlistId: a.wishlistId }), 404);
  });

  it('moves an item between lists, merging with the same variant there', async () => {
    const who = { customerIdentifier: newCustomer(sb).email };
    const a = await create(who, 'A');
    const b = await create(who, 'B');
    await add(who, 7, { wishlistId: a.wishlistId });
    await add(who, 8, { wishlistId: a.wishlistId });
    await add(who, 8, { wishlistId: b.wishlistId });
    const moved = await sb.ok('moveWishlistItem', {
      ...who,
      productId: 7,
      fromWishlistId: a.wishlistId,
      toWishlistId: b.wishlistId,
    });
    expect(moved.wishlistItem.wishlistId).toBe(b.wishlistId);
    expect(topics(sb).at(-1)).toBe('v1/wishlistItem/moved');
    await sb.ok('moveWishlistItem', {
      ...who,
      productId: 8,
      fromWishlistId: a.wishlistId,
      toWishlistId: b.wishlistId,
    });
    const [la, lb] = await lists(who);
    expect(itemsOf(la)).toEqual([]);
    expect(
      itemsOf(lb)
        .map(([p]) => p)
        .sort(),
    ).toEqual([7, 8]);
    await expectProblem(
      await sb.call('moveWishlistItem', {
        ...who,
        productId: 7,
        fromWishlistId: a.wishlistId,
        toWishlistId: b.wishlistId,
      }),
      404,
    );
  });

  it('changes the variant of an item (E38)', async () => {
    const who = { sessionToken: 'guest-session-ffff' };
    const [v1, v2, v3] = variantsOf(sb, 1);
    await add(who, 1, { variantId: v1 });
    await add(who, 1, { variantId: v3 });
    const [l] = await lists(who);
    const changed = await sb.ok('changeWishlistItemVariant', {
      ...who,
      wishlistId: l!.wishlistId,
      productId: 1,
      oldVariantId: v1!,
      newVariantId: v2!,
    });
    expect(changed.wishlistItem.product.variantId).toBe(v2);
    expect(topics(sb).at(-1)).toBe('v1/wishlistItem/updated');
    // Onto a variant already listed: the two entries become one.
    await sb.ok('changeWishlistItemVariant', {
      ...who,
      wishlistId: l!.wishlistId,
      productId: 1,
      oldVariantId: v2!,
      newVariantId: v3!,
    });
    expect(itemsOf((await lists(who))[0])).toEqual([[1, v3]]);
    await expectProblem(
      await sb.call('changeWishlistItemVariant', {
        ...who,
        wishlistId: l!.wishlistId,
        productId: 1,
        newVariantId: variantsOf(sb, 2)[0],
      }),
      404,
    );
  });
});

describe('E3b attachSessionToken', () => {
  it("merges the guest's default list into the customer's default list, deduplicated, named lists intact", async () => {
    const c = newCustomer(sb);
    const who = { customerIdentifier: c.email };
    const guest = { sessionToken: 'guest-session-merge-1' };
    const [v1, v2] = variantsOf(sb, 1);
    await add(who, 1, { variantId: v1 }); // creates the customer's default "My wishlist"
    const named = await create(who, 'Gifts');
    await add(who, 9, { wishlistId: named.wishlistId });
    await add(guest, 1, { variantId: v1 }); // duplicate of the customer's
    await add(guest, 1, { variantId: v2 });
    await add(guest, 9); // in the customer's named list only: still merged into the default
    const guestNamed = await create(guest, 'Ideas');
    await add(guest, 12, { wishlistId: guestNamed.wishlistId });
    const answer = await sb.ok('attachSessionToken', {
      customerIdentifier: c.email,
      sessionToken: guest.sessionToken,
    });
    expect(answer).toEqual({
      customer: { platformCustomerId: c.id, email: c.email, phone: null },
      sessionToken: guest.sessionToken,
    });
    const after = await lists(who);
    expect(after.map((l) => [l.wishlistTitle, l.isDefault])).toEqual([
      ['My wishlist', true],
      ['Gifts', false],
      ['Ideas', false],
    ]);
    expect(itemsOf(after[0])).toEqual([
      [1, v1],
      [1, v2],
      [9, variantsOf(sb, 9)[0]],
    ]);
    expect(itemsOf(after[1])).toEqual([[9, variantsOf(sb, 9)[0]]]);
    expect(itemsOf(after[2])).toEqual([[12, variantsOf(sb, 12)[0]]]);
    expect(await lists(guest)).toEqual([]);
    expect(topics(sb)).toContain('v1/wishlistItem/moved');
    // A second attach is a no-op.
    await sb.ok('attachSessionToken', {
      customerIdentifier: c.email,
      sessionToken: guest.sessionToken,
    });
    expect((await lists(who)).map((l) => l.items.length)).toEqual([3, 1, 1]);
    expect(
      sb.db
        .prepare('SELECT customer_id FROM session_attachments WHERE session_token = ?')
        .get(guest.sessionToken),
    ).toEqual({
      customer_id: c.id,
    });
  });

  it('creates the default list for a customer who has none', async () => {
    const c = newCustomer(sb);
    const guest = { sessionToken: 'guest-session-merge-2' };
    await add(guest, 4);
    await sb.ok('attachSessionToken', {
      customerIdentifier: String(c.id),
      sessionToken: guest.sessionToken,
    });
    const [only] = await lists({ customerIdentifier: c.email });
    expect(only).toMatchObject({ wishlistTitle: 'My wishlist', isDefault: true });
    expect(itemsOf(only)).toEqual([[4, variantsOf(sb, 4)[0]]]);
  });

  it('moves the demo guest wishlist to ana and 404s an unknown customer', async () => {
    await expectProblem(
      await sb.call('attachSessionToken', {
        customerIdentifier: 'ghost@x.test',
        sessionToken: 'demo-guest-session-0001',
      }),
      404,
    );
    await sb.ok('attachSessionToken', {
      customerIdentifier: 'ana@demo.test',
      sessionToken: 'demo-guest-session-0001',
    });
    const ana = await lists({ customerIdentifier: 'ana@demo.test' });
    expect(ana.map((l) => l.items.length)).toEqual([6, 2]);
  });
});

describe('wishlist limits', () => {
  it('keeps titles within 1-255 characters and at most 100 lists per owner', async () => {
    const who = { sessionToken: 'guest-session-limits' };
    await expectProblem(await sb.call('createWishlist', { ...who, wishlistTitle: '' }), 400);
    await expectProblem(
      await sb.call('createWishlist', { ...who, wishlistTitle: 'x'.repeat(256) }),
      400,
    );
    expect((await create(who, 'x'.repeat(255))).wishlistTitle).toHaveLength(255);
    for (let i = 1; i < 100; i++) await create(who, `List ${i}`);
    await expectProblem(
      await sb.call('createWishlist', { ...who, wishlistTitle: 'One too many' }),
      422,
    );
    expect(await lists(who)).toHaveLength(100);
  });
});
