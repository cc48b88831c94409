import { useState } from 'react';
import type { ProductWishlistInfo } from '../../api/index.js';
import {
  WishlistButtonView,
  type WishlistButtonProps,
} from '../../components/wishlist/WishlistButtonView.js';
import { useSessionContext } from '../../hooks/session.js';
import {
  toggledWishlistInfo,
  useProductWishlist,
  wishlistKeys,
  type WishlistToggleVariables,
} from '../../hooks/wishlistQueries.js';
import { usePage } from '../mount.js';

/**
 * `<WishlistButton>` on the page cache: its state from the same hook (the page's one batched E30
 * call); its press is written here on the page cache rather than through `useToggleWishlist`,
 * whose react-query mutation (and QueryClient) would come to every page with a heart: it shows
 * at once, goes back if the store refuses, then the shopper's wishlists refetch, as that hook does.
 */
export function WishlistButtonWidget(props: WishlistButtonProps) {
  const { productId, variantId, wishlistId } = props;
  const { cache } = usePage();
  const ctx = useSessionContext('WishlistButtonWidget');
  const info = useProductWishlist(productId);
  const [pending, setPending] = useState(false);
  const saved =
    variantId === undefined
      ? (info.data?.productInWishlist ?? false)
      : (info.data?.variantsInWishlist.includes(variantId) ?? false);

  const toggle = async (add: boolean) => {
    const { viewer, client } = ctx;
    const variables: WishlistToggleVariables = {
      productId,
      add,
      ...(variantId !== undefined && { variantId }),
      ...(wishlistId !== undefined && add && { wishlistId }),
    };
    const key = wishlistKeys.product(viewer, productId);
    const before = cache.get(key).data as ProductWishlistInfo | undefined;
    cache.set<ProductWishlistInfo>(key, (current) => toggledWishlistInfo(current, variables));
    setPending(true);
    try {
      const { add: _, ...input } = variables;
      await (add ? client.addItemToWishlist(input) : client.removeItemFromWishlist(input));
    } catch (error) {
      cache.set<ProductWishlistInfo>(key, () => before);
      throw error;
    } finally {
      setPending(false);
      cache.invalidate(wishlistKeys.viewer(viewer));
    }
  };

  return (
    <WishlistButtonView
      {...props}
      saved={saved}
      loading={info.status === 'pending'}
      pending={pending}
      onToggle={toggle}
    />
  );
}
