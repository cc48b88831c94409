import { useState } from 'react';
import type { ProductWishlistInfo, WishlistWithItems } from '../../api/index.js';
import {
  WishlistButtonView,
  type WishlistButtonProps,
} from '../../components/wishlist/WishlistButtonView.js';
import { WishlistCountView } from '../../components/wishlist/WishlistCountView.js';
import { useSessionContext } from '../../hooks/session.js';
import {
  toggledWishlistInfo,
  type WishlistToggleVariables,
} from '../../hooks/wishlistMutations.js';
import { productWishlistOptions, wishlistKeys, wishlistsOptions } from '../../hooks/wishlists.js';
import { usePage } from '../mount.js';
import { useCacheQuery } from '../useCacheQuery.js';

/**
 * The heart on the page cache: its state from the page's one batched E30 call; a press shows at
 * once, goes back if the store refuses, then the shopper's wishlists refetch (as useToggleWishlist).
 */
export function WishlistButtonWidget(props: WishlistButtonProps) {
  const { productId, variantId, wishlistId } = props;
  const { cache } = usePage();
  const ctx = useSessionContext('WishlistButtonWidget');
  const info = useCacheQuery(cache, productWishlistOptions(ctx, productId));
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

/** The header's wishlist count on the page cache. */
export function WishlistCountWidget({ href }: { href?: string }) {
  const { cache } = usePage();
  const lists = useCacheQuery<WishlistWithItems[]>(
    cache,
    wishlistsOptions(useSessionContext('WishlistCountWidget')),
  );
  return <WishlistCountView {...(href && { href })} lists={lists} />;
}
