// Wishlist share links through the proxy, in front of the real sandbox: what a share token
// grants (one list's title and items, read-only) and what it never does.
import { afterEach, describe, expect, it } from 'vitest';
import {
  SharedWishlist,
  type WishlistShareLink,
  type WishlistWithItems,
} from '../src/api/index.js';
import { call, session } from './test-helpers/proxy.js';
import { type Stack, sandboxStack } from './test-helpers/sandbox.js';

let stack: Stack;
afterEach(() => stack?.close());

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${r.status} ${text}`);
  return JSON.parse(text) as T;
}

async function listsOf(token: string): Promise<WishlistWithItems[]> {
  const { wishlists } = await json<{ wishlists: WishlistWithItems[] }>(
    call(stack.proxy, 'GET', '/v2/wishlists/getWishlists', token),
  );
  return wishlists;
}

const share = (token: string | undefined, wishlistId: number) =>
  call(stack.proxy, 'POST', '/wishlist-share', token, { wishlistId });
const open = (shareToken: string) =>
  call(stack.proxy, 'GET', `/wishlist-share/${shareToken}`, undefined);
const update = (token: string, body: Record<string, unknown>) =>
  call(stack.proxy, 'POST', '/v2/wishlists/updateWishlist', token, body, key());

describe('wishlist share links', () => {
  it("opens a customer's list, read-only, with nothing of its owner, in a short opaque token", async () => {
    stack = sandboxStack();
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const [list] = await listsOf(ana.token);
    expect(list!.items.length).toBeGreaterThan(0);
    const link = await json<WishlistShareLink>(share(ana.token, list!.wishlistId));
    // Far shorter than a registry's 250-character JWE, and it names no one.
    expect(link.token.length).toBeLessThanOrEqual(80);
    // Sealed, not encoded: no field name or identity reads out of it (a one-digit id could
    // appear among random bytes by chance, so the identity is checked by its e-mail).
    expect(Buffer.from(link.token, 'base64url').toString('latin1')).not.toMatch(
      /ana@demo\.test|customer|wishlist|owner/i,
    );

    const res = await open(link.token);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toMatch(/ana@demo\.test|customer|sessionToken|\+1555/);
    expect(SharedWishlist.parse(JSON.parse(text))).toEqual({
      wishlist: { wishlistTitle: list!.wishlistTitle },
      items: list!.items.map((i) => ({
        productId: i.product.id,
        handle: i.product.handle,
        variantId: i.product.variantId,
      })),
    });
  });

  it("shares a guest's list without putting the guest's session (a credential) in the link", async () => {
    stack = sandboxStack();
    const guest = await session(stack.proxy, {});
    await json(
      call(
        stack.proxy,
        'POST',
        '/v2/wishlists/addItemToWishlist',
        guest.token,
        { productId: 3 },
        key(),
      ),
    );
    const [list] = await listsOf(guest.token);
    const link = await json<WishlistShareLink>(share(guest.token, list!.wishlistId));
    // A guest token this proxy minted is packed: the link stays as short as a customer's.
    expect(link.token.length).toBeLessThanOrEqual(100);
    expect(Buffer.from(link.token, 'base64url').toString('latin1')).not.toContain(
      guest.sessionToken,
    );
    const shared = await json<SharedWishlist>(open(link.token));
    expect(shared.items.map((i) => i.productId)).toEqual([3]);
  });

  it("lets only the list's owner share it: another shopper's list is a 404, no session a 401", async () => {
    stack = sandboxStack();
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const ben = await session(stack.proxy, { demoCustomer: 'ben@demo.test' });
    const guest = await session(stack.proxy, {});
    const [list] = await listsOf(ana.token);
    expect((await share(ben.token, list!.wishlistId)).status).toBe(404);
    expect((await share(guest.token, list!.wishlistId)).status).toBe(404);
    expect((await share(undefined, list!.wishlistId)).status).toBe(401);
    expect((await share(ana.token, 0)).status).toBe(400);
  });

  it('grants only the read: not the list to anyone else, not a registry order, not a forgery', async () => {
    stack = sandboxStack();
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const [list] = await listsOf(ana.token);
    const link = await json<WishlistShareLink>(share(ana.token, list!.wishlistId));
    const friend = await session(stack.proxy, {});
    // The friend's own session still does not reach the list's items or its writes.
    for (const [path, body] of [
      ['/v2/wishlists/getWishlistItems?wishlistId=' + list!.wishlistId, undefined],
      ['/v2/wishlists/updateWishlist', { wishlistId: list!.wishlistId, wishlistTitle: 'Mine' }],
    ] as const) {
      const headers = { ...key(), 'x-wishlist-share': link.token, 'x-registry-share': link.token };
      const res = await call(stack.proxy, body ? 'POST' : 'GET', path, friend.token, body, headers);
      expect(res.status, path).toBe(404);
    }
    // Nor is it a registry share link.
    expect(
      (await call(stack.proxy, 'GET', `/registry-share/${link.token}`, undefined)).status,
    ).toBe(404);
    // A changed character, a truncated token or another scheme's token opens nothing.
    const flipped =
      link.token.slice(0, 20) + (link.token[20] === 'A' ? 'B' : 'A') + link.token.slice(21);
    for (const bad of [flipped, link.token.slice(0, -4), 'x'.repeat(60), '..%2f..%2fhealthz']) {
      const res = await open(bad);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
  });

  it('refuses to share a private list, and making a shared list private revokes its links for good', async () => {
    stack = sandboxStack();
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const [list] = await listsOf(ana.token);
    const id = list!.wishlistId;
    const first = await json<WishlistShareLink>(share(ana.token, id));
    const second = await json<WishlistShareLink>(share(ana.token, id));
    expect((await open(first.token)).status).toBe(200);

    await json(update(ana.token, { wishlistId: id, isPrivate: true }));
    expect((await open(first.token)).status).toBe(404);
    expect((await open(second.token)).status).toBe(404);
    const refused = await share(ana.token, id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'conflict' });

    // Public again: the old links stay revoked; a new one opens.
    await json(update(ana.token, { wishlistId: id, isPrivate: false }));
    expect((await open(first.token)).status).toBe(404);
    const third = await json<WishlistShareLink>(share(ana.token, id));
    expect((await open(third.token)).status).toBe(200);
    // Renaming (not making private) keeps links.
    await json(update(ana.token, { wishlistId: id, wishlistTitle: 'Gift ideas' }));
    expect((await json<SharedWishlist>(open(third.token))).wishlist.wishlistTitle).toBe(
      'Gift ideas',
    );
  });

  it('opens nothing once the list is removed', async () => {
    stack = sandboxStack();
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const created = await json<{ createdWishlist: { wishlistId: number } }>(
      call(
        stack.proxy,
        'POST',
        '/v2/wishlists/createWishlist',
        ana.token,
        { wishlistTitle: 'Temp' },
        key(),
      ),
    );
    const id = created.createdWishlist.wishlistId;
    const link = await json<WishlistShareLink>(share(ana.token, id));
    expect((await open(link.token)).status).toBe(200);
    await json(
      call(
        stack.proxy,
        'POST',
        '/v2/wishlists/removeWishlist',
        ana.token,
        { wishlistId: id },
        key(),
      ),
    );
    expect((await open(link.token)).status).toBe(404);
  });

  it('opens nothing after the link expires', async () => {
    stack = sandboxStack({ shareTtlSeconds: 1 });
    const ana = await session(stack.proxy, { demoCustomer: 'ana@demo.test' });
    const [list] = await listsOf(ana.token);
    const link = await json<WishlistShareLink>(share(ana.token, list!.wishlistId));
    const wait = Date.parse(link.expiresAt) - Date.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    expect((await open(link.token)).status).toBe(404);
  });
});
