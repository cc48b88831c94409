import { useId } from 'react';
import type { PublicReview } from '../../api/index.js';
import { useStoreReviews } from '../../hooks/storeReviews.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { EmptyState } from '../shared/EmptyState.js';
import { ErrorState } from '../shared/ErrorState.js';
import { Skeleton } from '../shared/Skeleton.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { defaultProductHref, type ProductHref } from './productHref.js';
import { useProductTitle } from './ReviewAbout.js';

export interface ReviewMediaGridProps {
  /** The visible heading; "Photos from our customers" by default. */
  heading?: string;
  /** Reviews with photos per page (1-50); default 12. */
  perPage?: number;
  /** Where a product's page is; `/products/{handle}` by default. */
  productHref?: ProductHref;
  /** Extra class names, merged last. */
  className?: string;
}

/** One photo of a product review. */
interface Tile {
  key: string;
  src: string;
  review: PublicReview & { product: NonNullable<PublicReview['product']> };
}

function tilesOf(reviews: PublicReview[]): Tile[] {
  return reviews.flatMap((review) =>
    review.product
      ? review.images.map((src, i) => ({
          key: `${review.id}-${i}`,
          src,
          review: { ...review, product: review.product! },
        }))
      : [],
  );
}

/**
 * The photos shoppers put in their product reviews, newest first, each a link to the product it
 * shows; "Show more photos" pages on. Shop reviews are left out: they have no product to open.
 */
export function ReviewMediaGrid(props: ReviewMediaGridProps) {
  return (
    <LoyaltyI18n>
      <MediaGridSection {...props} />
    </LoyaltyI18n>
  );
}

function MediaGridSection({
  heading,
  perPage = 12,
  productHref = defaultProductHref,
  className,
}: ReviewMediaGridProps) {
  const { t } = useI18n();
  const titleId = useId();
  const query = useStoreReviews({ scope: 'product', withPhotos: true, perPage });
  let body;
  if (query.status === 'pending') {
    body = (
      <div aria-busy="true">
        <p className="lk-visually-hidden">{t('common.loading')}</p>
        <ul className="lk-media-grid__items" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="lk-media-grid__photo" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (query.status === 'error' && !query.data) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const tiles = tilesOf(query.data?.pages.flatMap((p) => p.items) ?? []);
    body =
      tiles.length === 0 ? (
        <EmptyState icon="photo" title={t('reviews.media.empty')} />
      ) : (
        <>
          <ul className="lk-media-grid__items">
            {tiles.map((tile) => (
              <li key={tile.key}>
                <MediaTile tile={tile} productHref={productHref} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="lk-button lk-button--secondary lk-media-grid__more"
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('reviews.media.more')}
            </button>
          )}
        </>
      );
  }
  return (
    <section className={cx('lk-widget', 'lk-media-grid', className)} aria-labelledby={titleId}>
      <h2 className="lk-media-grid__title" id={titleId}>
        {heading || t('reviews.media.title')}
      </h2>
      {body}
    </section>
  );
}

function MediaTile({ tile, productHref }: { tile: Tile; productHref: ProductHref }) {
  const { t } = useI18n();
  const product = useProductTitle(tile.review.product);
  const name = tile.review.customerDisplayName?.trim() || t('reviews.anonymous');
  return (
    <a className="lk-media-grid__link" href={productHref(tile.review.product)}>
      <img
        className="lk-media-grid__photo"
        src={tile.src}
        alt={t('reviews.media.alt', { name, product })}
        loading="lazy"
        width={240}
        height={240}
      />
    </a>
  );
}
