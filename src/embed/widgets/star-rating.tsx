import { StarRatingBadge } from '../../components/reviews/StarRatingBadge.js';
import { defineChunk } from '../runtime.js';

/**
 * `<lk-star-rating product-id hide-when-empty>`: average and count (nothing for an unrated
 * product with `hide-when-empty`); a grid's badges share one ratings call.
 */
export const { mount } = defineChunk({
  'star-rating': ({ intAttr, host }) => {
    const productId = intAttr('product-id');
    const hideWhenEmpty = host.hasAttribute('hide-when-empty');
    return productId ? (
      <StarRatingBadge productId={productId} hideWhenEmpty={hideWhenEmpty} />
    ) : null;
  },
});
