import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  CustomerIdentifier,
  Id,
  PagePaging,
  SessionToken,
  nonBlank,
  requiredOneOf,
  uniqueProductIds,
} from '../primitives.js';
import {
  ProductWishlistInfo,
  Wishlist,
  WishlistItem,
  WishlistWithItems,
} from '../resources/wishlists.js';

/** Wishlist operations act for a customer or a guest session (both optional, one needed). */
const owner = {
  customerIdentifier: CustomerIdentifier.optional(),
  sessionToken: SessionToken.optional(),
};

/** The owner rule as JSON Schema, for documents. */
const OWNER_RULE = requiredOneOf(['customerIdentifier'], ['sessionToken']);

function requireOwner(
  b: { customerIdentifier?: string | undefined; sessionToken?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (b.customerIdentifier === undefined && b.sessionToken === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['customerIdentifier'],
      message: 'customerIdentifier or sessionToken is required',
    });
  }
}

const Title = nonBlank(255);

export const getWishlists = defineOperation({
  id: 'E29',
  group: 'wishlists',
  name: 'getWishlists',
  method: 'GET',
  scope: 'read_wishlist',
  policy: 'owner',
  summary: "Get a customer's or guest's wishlists with their items.",
  request: z
    .object(owner)
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ wishlists: z.array(WishlistWithItems) }),
});

export const getProductWishlistInfo = defineOperation({
  id: 'E30',
  group: 'wishlists',
  name: 'getProductWishlistInfo',
  method: 'GET',
  scope: 'read_wishlist',
  policy: 'owner',
  summary: 'Whether products are in the wishlists, one entry per product (repeated `productIds`).',
  request: z
    .object({ ...owner, ...PagePaging, productIds: uniqueProductIds(250) })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.array(ProductWishlistInfo),
});

export const getWishlistItems = defineOperation({
  id: 'E31',
  group: 'wishlists',
  name: 'getWishlistItems',
  method: 'GET',
  scope: 'read_wishlist',
  policy: 'owner',
  summary: 'Get the items of one wishlist, paged.',
  request: z
    .object({ ...owner, ...PagePaging, wishlistId: Id })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ wishlistItems: z.array(WishlistItem) }),
});

export const addItemToWishlist = defineOperation({
  id: 'E32',
  group: 'wishlists',
  name: 'addItemToWishlist',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary:
    'Add a product to a wishlist (first variant by default; the last created list by default; a new list when there is none).',
  request: z
    .object({ ...owner, productId: Id, variantId: Id.optional(), wishlistId: Id.optional() })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ wishlistItem: WishlistItem }),
});

export const removeItemFromWishlist = defineOperation({
  id: 'E33',
  group: 'wishlists',
  name: 'removeItemFromWishlist',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary:
    'Remove a product (or one variant of it) from the wishlists, or from one list when `wishlistId` is given.',
  request: z
    .object({ ...owner, productId: Id, variantId: Id.optional(), wishlistId: Id.optional() })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ deletedWishlistItem: WishlistItem }),
});

export const createWishlist = defineOperation({
  id: 'E34',
  group: 'wishlists',
  name: 'createWishlist',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary: 'Create a wishlist.',
  request: z
    .object({ ...owner, wishlistTitle: Title })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ createdWishlist: Wishlist }),
});

export const removeWishlist = defineOperation({
  id: 'E35',
  group: 'wishlists',
  name: 'removeWishlist',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary: 'Remove a wishlist with its items.',
  request: z
    .object({ ...owner, wishlistId: Id })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ removedWishlist: Wishlist }),
});

export const updateWishlist = defineOperation({
  id: 'E36',
  group: 'wishlists',
  name: 'updateWishlist',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary: 'Rename a wishlist, make it the default (the others stop being default), or private.',
  request: z
    .object({
      ...owner,
      wishlistId: Id,
      wishlistTitle: Title.optional(),
      isDefault: z.boolean().optional(),
      isPrivate: z.boolean().optional(),
    })
    .superRefine(requireOwner)
    .refine(
      (b) =>
        b.wishlistTitle !== undefined || b.isDefault !== undefined || b.isPrivate !== undefined,
      {
        message: 'give at least one of wishlistTitle, isDefault, isPrivate',
        path: ['wishlistTitle'],
      },
    )
    .meta({
      allOf: [OWNER_RULE, requiredOneOf(['wishlistTitle'], ['isDefault'], ['isPrivate'])],
    }),
  response: z.object({ updatedWishlist: Wishlist }),
});

export const moveWishlistItem = defineOperation({
  id: 'E37',
  group: 'wishlists',
  name: 'moveWishlistItem',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary: 'Move an item to another wishlist.',
  request: z
    .object({
      ...owner,
      productId: Id,
      variantId: Id.optional(),
      fromWishlistId: Id,
      toWishlistId: Id,
    })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ wishlistItem: WishlistItem }),
});

export const changeWishlistItemVariant = defineOperation({
  id: 'E38',
  group: 'wishlists',
  name: 'changeWishlistItemVariant',
  method: 'POST',
  scope: 'write_wishlist',
  policy: 'owner',
  summary: 'Change the variant of a wishlist item.',
  request: z
    .object({
      ...owner,
      wishlistId: Id,
      productId: Id,
      newVariantId: Id,
      oldVariantId: Id.optional(),
    })
    .superRefine(requireOwner)
    .meta({ allOf: [OWNER_RULE] }),
  response: z.object({ wishlistItem: WishlistItem }),
});
