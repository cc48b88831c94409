import { useToggleWishlist } from '../../hooks/wishlistToggle.js';
import { useProductWishlist } from '../../hooks/wishlistQueries.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { WishlistButtonView, type WishlistButtonProps } from './WishlistButtonView.js';

export {
  WishlistButtonView,
  type WishlistButtonProps,
  type WishlistButtonViewProps,
} from './WishlistButtonView.js';

/**
 * The wishlist heart for product cards and pages, for guests and customers. Every button on a
 * page reads its state from one batched E30 call; a press shows at once, rolls back if the
 * store refuses, and says so to screen readers.
 */
export function WishlistButton(props: WishlistButtonProps) {
  return (
    <LoyaltyI18n>
      <WishlistButtonInner {...props} />
    </LoyaltyI18n>
  );
}

function WishlistButtonInner(props: WishlistButtonProps) {
  const { productId, variantId, wishlistId } = props;
  const info = useProductWishlist(productId);
  const toggle = useToggleWishlist();
  const saved =
    variantId === undefined
      ? (info.data?.productInWishlist ?? false)
      : (info.data?.variantsInWishlist.includes(variantId) ?? false);
  return (
    <WishlistButtonView
      {...props}
      saved={saved}
      loading={info.status === 'pending'}
      pending={toggle.isPending}
      onToggle={(add) =>
        toggle.mutateAsync({
          productId,
          add,
          ...(variantId !== undefined && { variantId }),
          ...(wishlistId !== undefined && add && { wishlistId }),
        })
      }
    />
  );
}
