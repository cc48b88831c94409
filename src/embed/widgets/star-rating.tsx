import { StarRatingWidget } from '../light/StarRatingWidget.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:star-rating';

/** `<lk-star-rating product-id>`: average and count; a grid's badges share one ratings call. */
export const { mount } = defineChunk(
  {
    'star-rating': ({ intAttr }) => {
      const productId = intAttr('product-id');
      return productId ? <StarRatingWidget productId={productId} /> : null;
    },
  },
  { styles: [css], messages: CHUNK_MESSAGES['star-rating'] },
);
