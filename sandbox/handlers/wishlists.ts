import type { CustomerRef } from '../../src/api/index.js';
import type { SandboxContext } from '../context.js';
import {
  clearDefault,
  createList,
  defaultOrNewList,
  itemById,
  lastOrNewList,
  listItems,
  ownerLists,
  putItem,
  requireItem,
  requireList,
  resolveOwner,
  toItem,
  toWishlist,
  type ItemRow,
  type Owner,
} from '../engagement/wishlists.js';
import { pageOf, requireCustomerOf } from '../engagement/shared.js';
import { customerRef, requireProduct, resolveVariant } from '../platform.js';
import type { Handlers } from '../router.js';

type Topic = 'created' | 'updated' | 'moved' | 'deleted';

function emitItem(
  ctx: SandboxContext,
  topic: Topic,
  owner: Owner,
  row: ItemRow,
  extra: Record<string, unknown> = {},
) {
  ctx.emit(`v1/wishlistItem/${topic}`, {
    wishlistItem: toItem(owner, row),
    customer: owner.ref,
    ...extra,
  });
}

function deleteItem(ctx: SandboxContext, owner: Owner, row: ItemRow): void {
  ctx.db.prepare('DELETE FROM wishlist_items WHERE id = ?').run(row.id);
  emitItem(ctx, 'deleted', owner, row);
}

/**
 * E3b: the guest session now belongs to the customer. The guest's default list merges into the
 * customer's default list (created when absent), deduplicated by product and variant; the
 * guest's other, named lists move over as they are, so no named list is ever collapsed.
 */
export function attachSession(
  ctx: SandboxContext,
  identifier: string,
  sessionToken: string,
): { customer: CustomerRef; sessionToken: string } {
  const customer = requireCustomerOf(ctx.db, identifier);
  ctx.db
    .prepare(
      `INSERT INTO session_attachments (session_token, customer_id, attached_at) VALUES (?, ?, ?)
       ON CONFLICT(session_token) DO UPDATE SET customer_id = excluded.customer_id, attached_at = excluded.attached_at`,
    )
    .run(sessionToken, customer.id, ctx.clock.now());
  const guest: Owner = { customerId: null, sessionToken, ref: null };
  const owner: Owner = { customerId: customer.id, sessionToken: null, ref: customerRef(customer) };
  const lists = ownerLists(ctx.db, guest);
  const merged = lists.filter(
    (l, i) => l.is_default === 1 || (i === 0 && !lists.some((x) => x.is_default)),
  );
  for (const list of lists) {
    const items = listItems(ctx.db, [list.id]);
    if (!merged.includes(list)) {
      ctx.db
        .prepare(
          'UPDATE wishlists SET customer_id = ?, session_token = NULL, is_default = 0 WHERE id = ?',
        )
        .run(customer.id, list.id);
      for (const item of items) emitItem(ctx, 'moved', owner, item, { sessionToken });
      continue;
    }
    const target = defaultOrNewList(ctx, owner);
    for (const item of items) {
      const { item: moved, created } = putItem(ctx, target.id, item.product_id, item.variant_id);
      if (created) emitItem(ctx, 'moved', owner, moved, { fromWishlistId: list.id, sessionToken });
      else emitItem(ctx, 'deleted', guest, item);
    }
    ctx.db.prepare('DELETE FROM wishlists WHERE id = ?').run(list.id);
  }
  return { customer: customerRef(customer), sessionToken };
}

/** E29-E38 and E3b. */
export const wishlistHandlers: Handlers = {
  attachSessionToken: (ctx, b) => attachSession(ctx, b.customerIdentifier, b.sessionToken),

  getWishlists: (ctx, q) => {
    const owner = resolveOwner(ctx.db, q);
    const lists = ownerLists(ctx.db, owner);
    const items = listItems(
      ctx.db,
      lists.map((l) => l.id),
    );
    return {
      wishlists: lists.map((l) => ({
        ...toWishlist(owner, l),
        items: items.filter((i) => i.wishlist_id === l.id).map((i) => toItem(owner, i)),
      })),
    };
  },

  getProductWishlistInfo: (ctx, q) => {
    const owner = resolveOwner(ctx.db, q);
    const items = listItems(
      ctx.db,
      ownerLists(ctx.db, owner).map((l) => l.id),
    );
    // The contract refuses a repeated id (as E19 and E20 do), so each id answers once.
    return q.productIds.map((productId) => {
      const mine = items.filter((i) => i.product_id === productId);
      return {
        productId,
        wishlistItemsCount: mine.length,
        productInWishlist: mine.length > 0,
        variantsInWishlist: [...new Set(mine.map((i) => i.variant_id))].sort((a, b) => a - b),
      };
    });
  },

  getWishlistItems: (ctx, q) => {
    const owner = resolveOwner(ctx.db, q);
    const list = requireList(ctx.db, owner, q.wishlistId);
    const items = pageOf(listItems(ctx.db, [list.id]), q.page, q.perPage);
    return { wishlistItems: items.map((i) => toItem(owner, i)) };
  },

  addItemToWishlist: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    requireProduct(ctx.db, b.productId);
    const variant = resolveVariant(ctx.db, b.productId, b.variantId);
    const list =
      b.wishlistId !== undefined
        ? requireList(ctx.db, owner, b.wishlistId)
        : lastOrNewList(ctx, owner);
    const { item, created } = putItem(ctx, list.id, b.productId, variant.id);
    if (created) emitItem(ctx, 'created', owner, item);
    return { wishlistItem: toItem(owner, item) };
  },

  removeItemFromWishlist: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    const listIds =
      b.wishlistId !== undefined
        ? [requireList(ctx.db, owner, b.wishlistId).id]
        : ownerLists(ctx.db, owner).map((l) => l.id);
    const matches = listItems(ctx.db, listIds).filter(
      (i) =>
        i.product_id === b.productId && (b.variantId === undefined || i.variant_id === b.variantId),
    );
    const first = matches[0] ?? requireItem(ctx.db, 0, b.productId, b.variantId);
    for (const item of matches) deleteItem(ctx, owner, item);
    return { deletedWishlistItem: toItem(owner, first) };
  },

  createWishlist: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    return { createdWishlist: toWishlist(owner, createList(ctx, owner, b.wishlistTitle)) };
  },

  removeWishlist: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    const list = requireList(ctx.db, owner, b.wishlistId);
    for (const item of listItems(ctx.db, [list.id])) deleteItem(ctx, owner, item);
    ctx.db.prepare('DELETE FROM wishlists WHERE id = ?').run(list.id);
    // A removed default hands the role to the oldest remaining list.
    const next = ownerLists(ctx.db, owner)[0];
    if (list.is_default === 1 && next) {
      ctx.db.prepare('UPDATE wishlists SET is_default = 1 WHERE id = ?').run(next.id);
    }
    return { removedWishlist: toWishlist(owner, list) };
  },

  updateWishlist: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    const list = requireList(ctx.db, owner, b.wishlistId);
    if (b.isDefault === true) clearDefault(ctx.db, owner);
    ctx.db
      .prepare(
        `UPDATE wishlists SET title = coalesce(?, title), is_default = coalesce(?, is_default),
           is_private = coalesce(?, is_private) WHERE id = ?`,
      )
      .run(
        b.wishlistTitle ?? null,
        b.isDefault === undefined ? null : Number(b.isDefault),
        b.isPrivate === undefined ? null : Number(b.isPrivate),
        list.id,
      );
    return { updatedWishlist: toWishlist(owner, requireList(ctx.db, owner, list.id)) };
  },

  moveWishlistItem: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    const from = requireList(ctx.db, owner, b.fromWishlistId);
    const to = requireList(ctx.db, owner, b.toWishlistId);
    const item = requireItem(ctx.db, from.id, b.productId, b.variantId);
    if (from.id === to.id) return { wishlistItem: toItem(owner, item) };
    const { item: moved, created } = putItem(ctx, to.id, item.product_id, item.variant_id);
    ctx.db.prepare('DELETE FROM wishlist_items WHERE id = ?').run(item.id);
    // Onto the same variant in the target list, the two entries become one: still a move.
    emitItem(ctx, 'moved', owner, moved, { fromWishlistId: from.id, merged: !created });
    return { wishlistItem: toItem(owner, moved) };
  },

  changeWishlistItemVariant: (ctx, b) => {
    const owner = resolveOwner(ctx.db, b);
    const list = requireList(ctx.db, owner, b.wishlistId);
    const item = requireItem(ctx.db, list.id, b.productId, b.oldVariantId);
    const variant = resolveVariant(ctx.db, b.productId, b.newVariantId);
    if (variant.id === item.variant_id) return { wishlistItem: toItem(owner, item) };
    const clash = ctx.db
      .prepare(
        'SELECT id FROM wishlist_items WHERE wishlist_id = ? AND product_id = ? AND variant_id = ?',
      )
      .get(list.id, b.productId, variant.id) as { id: number } | undefined;
    if (clash) {
      // The new variant is in the list already: the two entries become one.
      deleteItem(ctx, owner, item);
      const kept = itemById(ctx.db, clash.id);
      emitItem(ctx, 'updated', owner, kept);
      return { wishlistItem: toItem(owner, kept) };
    }
    ctx.db
      .prepare('UPDATE wishlist_items SET variant_id = ? WHERE id = ?')
      .run(variant.id, item.id);
    const updated = itemById(ctx.db, item.id);
    emitItem(ctx, 'updated', owner, updated, { oldVariantId: item.variant_id });
    return { wishlistItem: toItem(owner, updated) };
  },
};
