import { StarRatingBadge } from '../../components/reviews/StarRatingBadge.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:star-rating';

/**
 * `<lk-star-rating product-id hide-when-empty>`: average and count (nothing for an unrated
 * product with `hide-when-empty`); a grid's badges share one ratings call. The component itself,
 * on the page's cache (src/embed/query.ts).
 */
export const { mount } = defineChunk(
  {
    'star-rating': ({ intAttr, host }) => {
      const productId = intAttr('product-id');
      const hideWhenEmpty = host.hasAttribute('hide-when-empty');
      return productId ? (
        <StarRatingBadge productId={productId} hideWhenEmpty={hideWhenEmpty} />
      ) : null;
    },
  },
  { styles: [css], messages: CHUNK_MESSAGES['star-rating'] },
);
