import type { PublicReview } from '../../api/index.js';
import { useProduct } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import type { ProductHref } from './productHref.js';

export interface ReviewAboutProps {
  review: PublicReview;
  productHref: ProductHref;
}

/**
 * What a review in a store-wide list is about: a link to its product, named by the product's
 * title once the storefront answers (its handle until then), or "Review of the store".
 */
export function ReviewAbout({ review, productHref }: ReviewAboutProps) {
  const { t } = useI18n();
  if (!review.product) {
    return (
      <span className="lk-review__badge" data-kind="shop">
        {t('reviews.about.shop')}
      </span>
    );
  }
  return <ProductLink product={review.product} productHref={productHref} />;
}

function ProductLink({
  product,
  productHref,
}: {
  product: { id: number; handle: string };
  productHref: ProductHref;
}) {
  const { t } = useI18n();
  const title = useProductTitle(product);
  return (
    <a className="lk-link lk-review__product" href={productHref(product)}>
      {t('reviews.about.product', { product: title })}
    </a>
  );
}

/** A product's title from the storefront, its handle while it loads or when it is unknown. */
export function useProductTitle(product: { id: number; handle: string }): string {
  const query = useProduct({ id: product.id, handle: product.handle });
  return query.data?.title ?? product.handle;
}
