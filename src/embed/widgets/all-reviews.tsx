import { AllReviews } from '../../components/reviews/AllReviews.js';
import { productHrefTemplate } from '../../components/reviews/productHref.js';
import { ReviewMediaGrid } from '../../components/reviews/ReviewMediaGrid.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk, type WidgetContext } from '../mount.js';
import product from 'lk-css:product';
import storeReviews from 'lk-css:store-reviews';

/** The element's `product-href` template (`/products/{handle}`, `{id}`), if it has one. */
export function productHrefOf({ host }: WidgetContext) {
  const template = host.getAttribute('product-href')?.trim();
  return template ? { productHref: productHrefTemplate(template) } : {};
}

/**
 * `<lk-all-reviews heading scope product-href>`: the store's all-reviews page; `<lk-review-media
 * heading product-href>`: the photos of product reviews, each linking to its product. One chunk:
 * a reviews page shows both.
 */
export const { mount } = defineChunk(
  {
    'all-reviews': (ctx) => {
      const scope = ctx.host.getAttribute('scope');
      return (
        <AllReviews
          heading={ctx.host.getAttribute('heading') || undefined}
          {...((scope === 'shop' || scope === 'product') && { initialScope: scope })}
          {...(ctx.config.loginUrl && { signInUrl: ctx.config.loginUrl })}
          {...productHrefOf(ctx)}
        />
      );
    },
    'review-media': (ctx) => (
      <ReviewMediaGrid
        heading={ctx.host.getAttribute('heading') || undefined}
        {...productHrefOf(ctx)}
      />
    ),
  },
  { ...FULL, styles: [product, storeReviews], messages: CHUNK_MESSAGES['all-reviews'] },
);
