import { useMutation, useQueryClient } from './query.js';
import type { ApiError, ProductWishlistInfo, WishlistWithItems } from '../api/index.js';
import { useLoyaltyContext } from './context.js';
import { useOperationMutation } from './mutation.js';
import {
  toggledWishlistInfo,
  wishlistKeys,
  type WishlistToggleVariables,
} from './wishlistQueries.js';

export type { WishlistToggleVariables } from './wishlistQueries.js';

/** Variables of the wishlist toggle: `add: false` removes the product (or that variant). */

interface ToggleContext {
  info: ProductWishlistInfo | undefined;
  lists: WishlistWithItems[] | undefined;
}

export { toggledWishlistInfo } from './wishlistQueries.js';

/**
 * Adds a product to the wishlist or removes it, optimistically: the heart and the lists change
 * at once and go back if the proxy refuses; then the shopper's wishlists refetch.
 */
export function useToggleWishlist() {
  const { client, viewer } = useLoyaltyContext('useToggleWishlist');
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, WishlistToggleVariables, ToggleContext>({
    mutationFn: ({ add, ...input }) =>
      add ? client.addItemToWishlist(input) : client.removeItemFromWishlist(input),
    onMutate: async (variables) => {
      const productKey = wishlistKeys.product(viewer, variables.productId);
      const listsKey = wishlistKeys.lists(viewer);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: productKey }),
        queryClient.cancelQueries({ queryKey: listsKey }),
      ]);
      const context: ToggleContext = {
        info: queryClient.getQueryData<ProductWishlistInfo>(productKey),
        lists: queryClient.getQueryData<WishlistWithItems[]>(listsKey),
      };
      queryClient.setQueryData<ProductWishlistInfo>(productKey, (info) =>
        toggledWishlistInfo(info, variables),
      );
      if (!variables.add) {
        queryClient.setQueryData<WishlistWithItems[]>(listsKey, (lists) =>
          lists?.map((w) => ({
            ...w,
            items: w.items.filter(
              (i) =>
                i.product.id !== variables.productId ||
                (variables.variantId !== undefined && i.product.variantId !== variables.variantId),
            ),
          })),
        );
      }
      return context;
    },
    onError: (_error, variables, context) => {
      queryClient.setQueryData(wishlistKeys.product(viewer, variables.productId), context?.info);
      queryClient.setQueryData(wishlistKeys.lists(viewer), context?.lists);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.viewer(viewer) }),
  });
}

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
