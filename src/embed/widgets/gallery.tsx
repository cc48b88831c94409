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
    gallery: ({ intAttr, host }) => {
      const galleryId = intAttr('gallery-id');
      const productId = intAttr('product-id');
      const title = host.getAttribute('heading') || undefined;
      if (productId)
        return (
          <ShoppableGallery
            productId={productId}
            title={title}
            {...(galleryId !== undefined && { galleryId })}
          />
        );
      return galleryId ? <ShoppableGallery galleryId={galleryId} title={title} /> : null;
    },
  },
  { ...FULL, styles: [css], messages: CHUNK_MESSAGES['gallery'] },
);
