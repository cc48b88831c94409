import { z } from 'zod';
import { Count, CustomerRef, Id } from '../primitives.js';

/** Wishlist item (spec 2.14). */
export const WishlistItem = z.object({
  customer: CustomerRef.nullable(),
  sessionToken: z.string().nullable(),
  product: z.object({ id: Id, handle: z.string(), variantId: Id }),
  wishlistId: Id,
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** Wishlist without items (spec 2.14); `customer` is null for a guest list. */
export const Wishlist = z.object({
  wishlistId: Id,
  customer: CustomerRef.nullable(),
  sessionToken: z.string().nullable(),
  wishlistTitle: z.string(),
  isDefault: z.boolean(),
  isPrivate: z.boolean(),
});
export type Wishlist = z.infer<typeof Wishlist>;

/** Wishlist with its items, as the list operation (E29) answers. */
export const WishlistWithItems = Wishlist.extend({ items: z.array(WishlistItem) });
export type WishlistWithItems = z.infer<typeof WishlistWithItems>;

/** Product wishlist info, E30 (spec 2.14). */
export const ProductWishlistInfo = z.object({
  productId: Id,
  wishlistItemsCount: Count,
  productInWishlist: z.boolean(),
  variantsInWishlist: z.array(Id),
});
export type ProductWishlistInfo = z.infer<typeof ProductWishlistInfo>;
