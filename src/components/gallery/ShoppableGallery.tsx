import { lazy, Suspense, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError, Media } from '../../api/index.js';
import { useGalleryMedia, useProductMedia } from '../../hooks/galleries.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { GalleryGrid, GalleryGridSkeleton } from './GalleryGrid.js';
import type { GalleryAddToCart, GalleryProduct } from './GalleryLightbox.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';

interface GalleryCommonProps {
  /** A visible heading; the region is named "Shoppable gallery" without one. */
  title?: string;
  /** Posts per load (1-250); 50 by default. */
  perPage?: number;
  /** Where a linked product goes; `/products/{handle}` by default. */
  productHref?: (product: GalleryProduct) => string;
  /** The storefront's add to cart, offered in the lightbox for products with one variant. */
  onAddToCart?: GalleryAddToCart | undefined;
  /** Extra class names, merged last. */
  className?: string;
}

/** A gallery's media (E53), or the posts that link to a product (E52), optionally of a gallery. */
export type ShoppableGalleryProps = GalleryCommonProps &
  (
    | { /** The gallery to show. */ galleryId: number; productId?: undefined }
    | { /** Show the posts that link to this product. */ productId: number; galleryId?: number }
  );

// The lightbox's code loads when a post is first opened (or the pointer or focus comes near):
// a product page's gallery shows its grid at first paint, not a modal.
const loadLightbox = () => import('./GalleryLightbox.js');
const GalleryLightbox = lazy(() => loadLightbox().then((m) => ({ default: m.GalleryLightbox })));

const defaultHref = (product: GalleryProduct) => `/products/${encodeURIComponent(product.handle)}`;

/**
 * A grid of social posts with lazy images that keep their space while loading, and a lightbox
 * (arrow keys for previous and next) with the post's text and the products it links to.
 */
export function ShoppableGallery(props: ShoppableGalleryProps) {
  return (
    <LoyaltyI18n>
      {props.productId !== undefined ? (
        <ProductGallery {...props} productId={props.productId} />
      ) : (
        <GalleryById {...props} galleryId={props.galleryId} />
      )}
    </LoyaltyI18n>
  );
}

function ProductGallery({
  productId,
  galleryId,
  perPage,
  ...rest
}: GalleryCommonProps & { productId: number; galleryId?: number | undefined }) {
  const media = useProductMedia(productId, {
    ...(galleryId !== undefined && { galleryId }),
    ...(perPage !== undefined && { perPage }),
  });
  // A product's posts are a bonus: a product nobody posted shows nothing, not an empty box.
  return <GalleryView media={media} {...rest} quietWhenEmpty />;
}

function GalleryById({ galleryId, perPage, ...rest }: GalleryCommonProps & { galleryId: number }) {
  const media = useGalleryMedia(galleryId, perPage !== undefined ? { perPage } : {});
  return <GalleryView media={media} {...rest} />;
}

interface GalleryViewProps extends Omit<GalleryCommonProps, 'perPage'> {
  media: UseQueryResult<Media[], ApiError>;
  /** Nothing at all while loading and without posts (a product's posts), not a skeleton. */
  quietWhenEmpty?: boolean;
}

function GalleryView({
  media,
  title,
  productHref = defaultHref,
  onAddToCart,
  quietWhenEmpty,
  className,
}: GalleryViewProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first open on, so that closing it gives focus back as a dialog does.
  const [opened, setOpened] = useState(false);
  const posts = media.data ?? [];
  if (quietWhenEmpty && (media.isPending || (media.isSuccess && posts.length === 0))) return null;
  return (
    <section
      className={cx('lk-widget', 'lk-gallery', className)}
      aria-label={title ?? t('gallery.label')}
      aria-busy={media.isPending || undefined}
      data-state={media.status}
      onPointerEnter={() => void loadLightbox()}
      onFocus={() => void loadLightbox()}
    >
      {title && <h2 className="lk-gallery__title">{title}</h2>}
      {media.isPending ? (
        <GalleryGridSkeleton />
      ) : media.isError ? (
        <ErrorState error={media.error} onRetry={() => void media.refetch()} />
      ) : posts.length === 0 ? (
        <p className="lk-empty">{t('gallery.empty')}</p>
      ) : (
        <GalleryGrid
          media={posts}
          onOpen={(index) => {
            setOpened(true);
            setOpen(index);
          }}
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <GalleryLightbox
            media={posts}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            productHref={productHref}
            onAddToCart={onAddToCart}
          />
        </Suspense>
      )}
    </section>
  );
}
