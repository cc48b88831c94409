import { WishlistManager } from '../../components/wishlist/WishlistManager.js';
import { WishlistShareView } from '../../components/wishlist/WishlistShareView.js';
import { addToCart } from '../cart.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';
import { shareUrlFor } from '../shareUrl.js';

/**
 * `<lk-wishlist-manager share-url>` and `<lk-wishlist-share token>` (a friend's view of a
 * shared list). "Add to cart" dispatches the cancelable `lk:add-to-cart` event and, unless the
 * theme handles it, adds the variant through the storefront's cart AJAX API (see `cart.ts`).
 * Lists offer a share link only when `share-url` names the page of `<lk-wishlist-share>`.
 */
export const { mount } = defineChunk(
  {
    'wishlist-manager': ({ host, config }) => {
      const shareUrl = shareUrlFor(host.getAttribute('share-url'));
      return (
        <WishlistManager
          onAddToCart={(productId, variantId) =>
            // The manager has no place for the cart's answer: a refusal is the theme's to show.
            void addToCart(host, config, productId, variantId).catch((error: unknown) =>
              console.error('[loyalkit] add to cart failed:', error),
            )
          }
          {...(shareUrl && { shareUrl })}
        />
      );
    },
    'wishlist-share': ({ host, config }) => {
      const token = host.getAttribute('token');
      return token ? (
        <WishlistShareView
          shareToken={token}
          onAddToCart={(productId, variantId) => addToCart(host, config, productId, variantId)}
        />
      ) : null;
    },
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['wishlist-manager'] },
);
