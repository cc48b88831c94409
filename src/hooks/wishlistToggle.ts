import { useMutation, useQueryClient } from './queryClient.js';
import type { ApiError, ProductWishlistInfo, WishlistWithItems } from '../api/index.js';
import { useLoyaltyContext } from './context.js';
import {
  toggledWishlistInfo,
  wishlistKeys,
  type WishlistToggleVariables,
} from './wishlistQueries.js';

interface ToggleContext {
  info: ProductWishlistInfo | undefined;
  lists: WishlistWithItems[] | undefined;
}

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
      // No read of theirs in flight lands over the change (all refetch when it has settled).
      await queryClient.cancelQueries({ queryKey: wishlistKeys.viewer(viewer) });
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
