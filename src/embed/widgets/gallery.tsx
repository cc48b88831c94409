import { ShoppableGallery } from '../../components/gallery/ShoppableGallery.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:product';

/**
 * `<lk-gallery gallery-id>` (a gallery) or `<lk-gallery product-id>` (a product's posts), with an
 * optional visible `heading`.
 */
export const { mount } = defineChunk(
  {
    gallery: ({ intAttr, host, config }) => {
      const galleryId = intAttr('gallery-id');
      const productId = intAttr('product-id');
      const title = host.getAttribute('heading') || undefined;
      // The cart's code comes with the first "Add to cart", not with every gallery.
      const onAddToCart = (product: number, variant: number) =>
        import('../cart.js').then((cart) => cart.addToCart(host, config, product, variant));
      if (productId)
        return (
          <ShoppableGallery
            productId={productId}
            title={title}
            onAddToCart={onAddToCart}
            {...(galleryId !== undefined && { galleryId })}
          />
        );
      return galleryId ? (
        <ShoppableGallery galleryId={galleryId} title={title} onAddToCart={onAddToCart} />
      ) : null;
    },
  },
  { ...FULL, styles: [css], messages: CHUNK_MESSAGES['gallery'] },
);
