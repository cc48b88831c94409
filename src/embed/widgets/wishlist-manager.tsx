import { WishlistManager } from '../../components/wishlist/WishlistManager.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';

/**
 * `<lk-wishlist-manager>`. "Add to cart" is the theme's job: the element dispatches a bubbling,
 * composed `lk:add-to-cart` event with `{productId, variantId}` for the theme's cart script.
 */
export const { mount } = defineChunk(
  {
    'wishlist-manager': ({ host }) => (
      <WishlistManager
        onAddToCart={(productId, variantId) =>
          host.dispatchEvent(
            new CustomEvent('lk:add-to-cart', {
              detail: { productId, variantId },
              bubbles: true,
              composed: true,
            }),
          )
        }
      />
    ),
  },
  FULL,
);
