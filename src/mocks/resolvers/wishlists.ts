import type { WishlistItem, WishlistWithItems } from '../../api/index.js';
import { makeWishlist } from '../fixtures/index.js';
import { MockRefusal, paginate, type MockContext, type Resolvers } from './types.js';

type WishlistResolvers = Pick<
  Resolvers,
  | 'getWishlists'
  | 'getProductWishlistInfo'
  | 'getWishlistItems'
  | 'addItemToWishlist'
  | 'removeItemFromWishlist'
  | 'createWishlist'
  | 'removeWishlist'
  | 'updateWishlist'
  | 'moveWishlistItem'
  | 'changeWishlistItemVariant'
>;

/** Forgets every share token of a list. */
function revokeShares(ctx: MockContext, wishlistId: number): void {
  for (const [token, id] of Object.entries(ctx.db.wishlistShares)) {
    if (id === wishlistId) delete ctx.db.wishlistShares[token];
  }
}

function ownerFields(ctx: MockContext): Pick<WishlistItem, 'customer' | 'sessionToken'> {
  const c = ctx.customer;
  return c
    ? {
        customer: { platformCustomerId: c.customerId, email: c.email, phone: c.phone },
        sessionToken: null,
      }
    : { customer: null, sessionToken: ctx.sessionToken };
}

/** The caller's lists (a customer's, or the guest session's). */
export function listsOf(ctx: MockContext): WishlistWithItems[] {
  return ctx.db.wishlists.filter((w) =>
    ctx.customer
      ? w.customer?.platformCustomerId === ctx.customer.customerId
      : w.customer === null && w.sessionToken === ctx.sessionToken,
  );
}

function findList(ctx: MockContext, wishlistId: number): WishlistWithItems {
  const list = listsOf(ctx).find((w) => w.wishlistId === wishlistId);
  if (!list) throw new MockRefusal(404, 'not_found', 'No such wishlist.');
  return list;
}

function createList(ctx: MockContext, title: string, isDefault: boolean): WishlistWithItems {
  const ids = ctx.db.wishlists.map((w) => w.wishlistId);
  const list = makeWishlist({
    wishlistId: Math.max(0, ...ids) + 1,
    wishlistTitle: title,
    isDefault,
    ...ownerFields(ctx),
  });
  ctx.db.wishlists.push(list);
  return list;
}

function targetList(ctx: MockContext, wishlistId: number | undefined): WishlistWithItems {
  if (wishlistId !== undefined) return findList(ctx, wishlistId);
  const lists = listsOf(ctx);
  return lists.find((w) => w.isDefault) ?? lists.at(-1) ?? createList(ctx, 'My wishlist', true);
}

const withoutItems = ({ items: _items, ...list }: WishlistWithItems) => list;

export const wishlistResolvers: WishlistResolvers = {
  getWishlists: (_input, ctx) => ({ wishlists: listsOf(ctx) }),
  getProductWishlistInfo: (input, ctx) => {
    const items = listsOf(ctx).flatMap((w) => w.items);
    return input.productIds.map((productId) => {
      const mine = items.filter((i) => i.product.id === productId);
      return {
        productId,
        wishlistItemsCount: mine.length,
        productInWishlist: mine.length > 0,
        variantsInWishlist: [...new Set(mine.map((i) => i.product.variantId))],
      };
    });
  },
  getWishlistItems: (input, ctx) => ({
    wishlistItems: paginate(findList(ctx, input.wishlistId).items, input.page, input.perPage),
  }),
  addItemToWishlist: (input, ctx) => {
    const list = targetList(ctx, input.wishlistId);
    const variantId = input.variantId ?? input.productId * 100 + 1;
    const existing = list.items.find(
      (i) => i.product.id === input.productId && i.product.variantId === variantId,
    );
    if (existing) return { wishlistItem: existing };
    const wishlistItem: WishlistItem = {
      ...ownerFields(ctx),
      product: { id: input.productId, handle: `product-${input.productId}`, variantId },
      wishlistId: list.wishlistId,
    };
    list.items.push(wishlistItem);
    return { wishlistItem };
  },
  removeItemFromWishlist: (input, ctx) => {
    const lists = input.wishlistId !== undefined ? [findList(ctx, input.wishlistId)] : listsOf(ctx);
    const matches = (i: WishlistItem) =>
      i.product.id === input.productId &&
      (input.variantId === undefined || i.product.variantId === input.variantId);
    const removed = lists.flatMap((w) => w.items).find(matches);
    if (!removed) throw new MockRefusal(404, 'not_found', 'The product is not in the wishlist.');
    for (const list of lists) list.items = list.items.filter((i) => !matches(i));
    return { deletedWishlistItem: removed };
  },
  createWishlist: (input, ctx) => ({
    createdWishlist: withoutItems(createList(ctx, input.wishlistTitle, listsOf(ctx).length === 0)),
  }),
  removeWishlist: (input, ctx) => {
    const list = findList(ctx, input.wishlistId);
    ctx.db.wishlists = ctx.db.wishlists.filter((w) => w !== list);
    revokeShares(ctx, list.wishlistId);
    return { removedWishlist: withoutItems(list) };
  },
  updateWishlist: (input, ctx) => {
    const list = findList(ctx, input.wishlistId);
    if (input.wishlistTitle !== undefined) list.wishlistTitle = input.wishlistTitle;
    if (input.isPrivate !== undefined) list.isPrivate = input.isPrivate;
    // As the proxy: making a list private revokes its share links.
    if (input.isPrivate === true) revokeShares(ctx, list.wishlistId);
    if (input.isDefault) for (const w of listsOf(ctx)) w.isDefault = w === list;
    else if (input.isDefault === false) list.isDefault = false;
    return { updatedWishlist: withoutItems(list) };
  },
  moveWishlistItem: (input, ctx) => {
    const from = findList(ctx, input.fromWishlistId);
    const to = findList(ctx, input.toWishlistId);
    const item = from.items.find(
      (i) =>
        i.product.id === input.productId &&
        (input.variantId === undefined || i.product.variantId === input.variantId),
    );
    if (!item) throw new MockRefusal(404, 'not_found', 'No such item.');
    from.items = from.items.filter((i) => i !== item);
    const moved = { ...item, wishlistId: to.wishlistId };
    to.items.push(moved);
    return { wishlistItem: moved };
  },
  changeWishlistItemVariant: (input, ctx) => {
    const list = findList(ctx, input.wishlistId);
    const item = list.items.find(
      (i) =>
        i.product.id === input.productId &&
        (input.oldVariantId === undefined || i.product.variantId === input.oldVariantId),
    );
    if (!item) throw new MockRefusal(404, 'not_found', 'No such item.');
    item.product = { ...item.product, variantId: input.newVariantId };
    return { wishlistItem: item };
  },
};

/** Moves a guest session's items into the customer's default list (what E3b does on sign-in). */
export function mergeGuestWishlist(ctx: MockContext, guestToken: string): void {
  const guestLists = ctx.db.wishlists.filter(
    (w) => w.customer === null && w.sessionToken === guestToken,
  );
  if (!ctx.customer || guestLists.length === 0) return;
  const target = targetList(ctx, undefined);
  const owner = ownerFields(ctx);
  for (const item of guestLists.flatMap((w) => w.items)) {
    const dup = target.items.some(
      (i) => i.product.id === item.product.id && i.product.variantId === item.product.variantId,
    );
    if (!dup) target.items.push({ ...item, ...owner, wishlistId: target.wishlistId });
  }
  ctx.db.wishlists = ctx.db.wishlists.filter((w) => !guestLists.includes(w));
}
