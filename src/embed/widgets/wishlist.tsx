import { WishlistButton } from '../../components/wishlist/WishlistButton.js';
import { WishlistCount } from '../../components/wishlist/WishlistCount.js';
import { defineChunk } from '../runtime.js';

/** `<lk-wishlist-button product-id product-title variant-id>` and `<lk-wishlist-count href>`. */
export const { mount } = defineChunk({
  'wishlist-button': ({ host, intAttr }) => {
    const productId = intAttr('product-id');
    if (!productId) return null;
    const variantId = intAttr('variant-id');
    return (
      <WishlistButton
        productId={productId}
        productTitle={host.getAttribute('product-title') ?? ''}
        {...(variantId !== undefined && { variantId })}
      />
    );
  },
  'wishlist-count': ({ host }) => (
    <WishlistCount href={host.getAttribute('href') ?? '/account.html'} />
  ),
});
