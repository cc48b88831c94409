import { ReviewForm } from '../../components/reviews/ReviewForm.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:product';

/** `<lk-review-form product-id>`: its own chunk, so a product page's reviews load no form code. */
export const { mount } = defineChunk(
  {
    'review-form': ({ intAttr }) => {
      const productId = intAttr('product-id');
      return productId ? <ReviewForm productId={productId} /> : null;
    },
  },
  { ...FULL, styles: [css], messages: CHUNK_MESSAGES['review-form'] },
);
