import { z } from 'zod';
import { Id, Timestamp } from '../primitives.js';

/** The body of `POST /wishlist-share`: which of the shopper's own lists to share. */
export const WishlistShareRequest = z.object({ wishlistId: Id });
export type WishlistShareRequest = z.infer<typeof WishlistShareRequest>;

/**
 * A wishlist share token: compact (about 60-90 URL-safe characters), opaque (it names neither
 * the owner nor their session), and revoked when the list is made private.
 */
export const WishlistShareToken = z.string().regex(/^[A-Za-z0-9_-]{40,160}$/);

/** What `POST /wishlist-share` answers: a token for friends' links, and until when it opens. */
export const WishlistShareLink = z.object({ token: WishlistShareToken, expiresAt: Timestamp });
export type WishlistShareLink = z.infer<typeof WishlistShareLink>;

/** The path parameter of `GET /wishlist-share/{token}`; a token that opens nothing is a 404. */
export const WishlistShareParams = z.object({ token: z.string().min(1).max(200) });

/** A shared list's item: the product and variant, nothing of its owner. */
export const SharedWishlistItem = z.object({ productId: Id, handle: z.string(), variantId: Id });
export type SharedWishlistItem = z.infer<typeof SharedWishlistItem>;

/**
 * What `GET /wishlist-share/{token}` answers: the list's title and items, read-only. The owner
 * (customer or guest session) is never sent.
 */
export const SharedWishlist = z.object({
  wishlist: z.object({ wishlistTitle: z.string() }),
  items: z.array(SharedWishlistItem),
});
export type SharedWishlist = z.infer<typeof SharedWishlist>;
