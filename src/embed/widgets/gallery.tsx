import { ShoppableGallery } from '../../components/gallery/ShoppableGallery.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';

/** `<lk-gallery gallery-id>` (a gallery) or `<lk-gallery product-id>` (a product's posts). */
export const { mount } = defineChunk(
  {
    gallery: ({ intAttr }) => {
      const galleryId = intAttr('gallery-id');
      const productId = intAttr('product-id');
      if (productId)
        return (
          <ShoppableGallery productId={productId} {...(galleryId !== undefined && { galleryId })} />
        );
      return galleryId ? <ShoppableGallery galleryId={galleryId} /> : null;
    },
  },
  FULL,
);
