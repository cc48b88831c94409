import { WishlistButton } from '../../components/wishlist/WishlistButton.js';
import { WishlistCount } from '../../components/wishlist/WishlistCount.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:wishlist';

/** `<lk-wishlist-button product-id product-title variant-id>` and `<lk-wishlist-count href>`. */
export const { mount } = defineChunk(
  {
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
    // A link to the wishlist page when `href` names it; else the count alone.
    'wishlist-count': ({ host }) => {
      const href = host.getAttribute('href');
      return <WishlistCount {...(href && { href })} />;
    },
  },
  { styles: [css], messages: CHUNK_MESSAGES['wishlist'] },
);
