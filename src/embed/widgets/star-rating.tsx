import { StarRatingBadge } from '../../components/reviews/StarRatingBadge.js';
import { defineChunk } from '../runtime.js';

/** `<lk-star-rating product-id>`: average and count; a grid's badges share one ratings call. */
export const { mount } = defineChunk({
  'star-rating': ({ intAttr }) => {
    const productId = intAttr('product-id');
    return productId ? <StarRatingBadge productId={productId} /> : null;
  },
});
