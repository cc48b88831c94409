import { Reviews } from '../../components/reviews/Reviews.js';
import { ReviewSummary } from '../../components/reviews/ReviewSummary.js';
import type { ReactNode } from 'react';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk, type WidgetContext } from '../mount.js';
import css from 'lk-css:product';

const withProduct = (ctx: WidgetContext, render: (productId: number) => ReactNode) => {
  const productId = ctx.intAttr('product-id');
  return productId ? render(productId) : null;
};

/** `<lk-reviews>` and `<lk-review-summary>`, each with `product-id`. */
export const { mount } = defineChunk(
  {
    reviews: (ctx) =>
      withProduct(ctx, (productId) => (
        <Reviews
          productId={productId}
          {...(ctx.config.loginUrl && { signInUrl: ctx.config.loginUrl })}
        />
      )),
    'review-summary': (ctx) =>
      withProduct(ctx, (productId) => <ReviewSummary productId={productId} />),
  },
  { ...FULL, styles: [css], messages: CHUNK_MESSAGES['reviews'] },
);
