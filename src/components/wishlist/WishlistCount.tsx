import { useWishlists } from '../../hooks/wishlistQueries.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { WishlistCountView, type WishlistCountProps } from './WishlistCountView.js';

export {
  WishlistCountView,
  type WishlistCountProps,
  type WishlistCountViewProps,
} from './WishlistCountView.js';

/** The header's heart with the number of saved products (guest or customer). */
export function WishlistCount(props: WishlistCountProps) {
  return (
    <LoyaltyI18n>
      <WishlistCountInner {...props} />
    </LoyaltyI18n>
  );
}

function WishlistCountInner(props: WishlistCountProps) {
  return <WishlistCountView {...props} lists={useWishlists()} />;
}
