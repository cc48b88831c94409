import { wishlistKeys } from './wishlistQueries.js';
import { useOperationMutation } from './mutation.js';

export type { WishlistToggleVariables } from './wishlistQueries.js';
export { toggledWishlistInfo } from './wishlistQueries.js';
// Its own module: the embed's heart runs it without react-query (src/hooks/queryClient.ts).
export { useToggleWishlist } from './wishlistToggle.js';

/** Creates a wishlist. */
export function useCreateWishlist() {
  return useOperationMutation('useCreateWishlist', 'createWishlist', {
    invalidate: ({ viewer }) => [wishlistKeys.viewer(viewer)],
  });
}

/** Renames a wishlist, makes it the default (`isDefault: true`) or private (`isPrivate`). */
export function useUpdateWishlist() {
  return useOperationMutation('useUpdateWishlist', 'updateWishlist', {
    invalidate: ({ viewer }) => [wishlistKeys.viewer(viewer)],
  });
}

/** Deletes a wishlist with its items. */
export function useRemoveWishlist() {
  return useOperationMutation('useRemoveWishlist', 'removeWishlist', {
    invalidate: ({ viewer }) => [wishlistKeys.viewer(viewer)],
  });
}

/** Moves an item to another wishlist. */
export function useMoveWishlistItem() {
  return useOperationMutation('useMoveWishlistItem', 'moveWishlistItem', {
    invalidate: ({ viewer }) => [wishlistKeys.viewer(viewer)],
  });
}

/** Changes the variant of a wishlist item. */
export function useChangeWishlistItemVariant() {
  return useOperationMutation('useChangeWishlistItemVariant', 'changeWishlistItemVariant', {
    invalidate: ({ viewer }) => [wishlistKeys.viewer(viewer)],
  });
}
