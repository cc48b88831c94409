import type { ReactNode } from 'react';
import type { Product } from '../../hooks/products.js';
import { cx } from './cx.js';
import { ProductThumb, TitleSkeleton } from './ProductMedia.js';

export interface ProductRowProps {
  /** The product (from the store's feed), or undefined while it loads. */
  product: Product | undefined;
  /** The variant whose picture and price to show. */
  variantId?: number | undefined;
  /** The title to show (the product's, or a fallback when it is unknown). */
  title: string;
  /** Whether the title is still loading. */
  loading?: boolean;
  /** The heading level of the title in its widget. */
  headingLevel?: 3 | 4;
  /** A line under the title: price, variant, status. */
  details?: ReactNode;
  /** Badges beside the details. */
  badges?: ReactNode;
  /** Buttons and menus: the primary action first. */
  actions?: ReactNode;
  /** A row (picture beside text) or a card (picture above). */
  layout?: 'row' | 'card';
  className?: string;
}

/**
 * A product in a list of products (wishlist, registry, add to registry): picture, title, a line
 * of details, then actions; one look everywhere.
 */
export function ProductRow({
  product,
  variantId,
  title,
  loading,
  headingLevel = 4,
  details,
  badges,
  actions,
  layout = 'row',
  className,
}: ProductRowProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('lk-product-row', className)} data-layout={layout}>
      <ProductThumb product={product} variantId={variantId} className="lk-product-row__media" />
      <div className="lk-product-row__body">
        <Heading className="lk-product-row__title">{loading ? <TitleSkeleton /> : title}</Heading>
        {details && <p className="lk-product-row__details">{details}</p>}
        {badges}
        {actions && <div className="lk-product-row__actions">{actions}</div>}
      </div>
    </div>
  );
}
