import { productHrefTemplate } from '../../components/reviews/productHref.js';
import { ReviewsCarousel } from '../../components/reviews/ReviewsCarousel.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';
import product from 'lk-css:product';
import storeReviews from 'lk-css:store-reviews';

/**
 * `<lk-reviews-carousel heading scope product-href>`: reviews from across the store, one at a
 * time, pausable; its own chunk, so a home page does not load the all-reviews page.
 */
export const { mount } = defineChunk(
  {
    'reviews-carousel': ({ host }) => {
      const scope = host.getAttribute('scope');
      const template = host.getAttribute('product-href')?.trim();
      return (
        <ReviewsCarousel
          heading={host.getAttribute('heading') || undefined}
          {...((scope === 'shop' || scope === 'product') && { scope })}
          {...(template && { productHref: productHrefTemplate(template) })}
        />
      );
    },
  },
  {
    ...FULL,
    styles: [product, storeReviews],
    messages: CHUNK_MESSAGES['reviews-carousel'],
  },
);
