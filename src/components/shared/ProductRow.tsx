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
  /** The product's page: its title links there (and its picture, for the pointer only). */
  href?: string | undefined;
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
  href,
  className,
}: ProductRowProps) {
  const Heading = `h${headingLevel}` as const;
  const thumb = (
    <ProductThumb product={product} variantId={variantId} className="lk-product-row__media" />
  );
  return (
    <div className={cx('lk-product-row', className)} data-layout={layout}>
      {href ? (
        // One link per product for keyboards and screen readers: the title's.
        <a className="lk-product-row__media-link" href={href} tabIndex={-1} aria-hidden="true">
          {thumb}
        </a>
      ) : (
        thumb
      )}
      <div className="lk-product-row__body">
        <Heading className="lk-product-row__title" dir="auto">
          {loading ? (
            <TitleSkeleton />
          ) : href ? (
            <a className="lk-link lk-product-row__link" href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {details && <p className="lk-product-row__details">{details}</p>}
        {badges}
        {actions && <div className="lk-product-row__actions">{actions}</div>}
      </div>
    </div>
  );
}
