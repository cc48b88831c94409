import type { Product } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { Skeleton } from './Skeleton.js';

export interface ProductThumbProps {
  /** The product, or undefined while it loads. */
  product: Product | undefined;
  /** The variant whose image to prefer. */
  variantId?: number;
  className?: string;
}

/** A product's (or variant's) image in a fixed box; a placeholder while it loads. */
export function ProductThumb({
  product,
  variantId,
  className = 'lk-item__media',
}: ProductThumbProps) {
  if (!product) return <Skeleton className={className} width={72} height={72} />;
  const variant = product.variants.find((v) => v.id === variantId);
  const src = variant?.image ?? product.image;
  if (!src) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={src} width={72} height={72} alt="" loading="lazy" />;
}

/** A product title still loading: reserved width, and "Loading…" for screen readers. */
export function TitleSkeleton() {
  const { t } = useI18n();
  return (
    <>
      <Skeleton width="12em" />
      <span className="lk-visually-hidden">{t('common.loading')}</span>
    </>
  );
}
