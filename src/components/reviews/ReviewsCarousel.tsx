import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import type { REVIEW_SORTS } from '../../api/index.js';
import { useStoreReviews, type ReviewScope } from '../../hooks/storeReviews.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { EmptyState } from '../shared/EmptyState.js';
import { ErrorState } from '../shared/ErrorState.js';
import { Icon } from '../shared/icons.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { defaultProductHref, type ProductHref } from './productHref.js';
import { ReviewAbout } from './ReviewAbout.js';
import { ReviewCard } from './ReviewCard.js';
import { ReviewListSkeleton } from './ReviewListView.js';
import { useCarousel, type CarouselState } from './useCarousel.js';

export interface ReviewsCarouselProps {
  /** The visible heading; "What our customers say" by default. */
  heading?: string;
  /** Reviews of products, of the store, or both (default). */
  scope?: ReviewScope;
  /** Which reviews come first; `mostRelevant` (pinned first) by default. */
  sort?: (typeof REVIEW_SORTS)[number];
  /** How many reviews to cycle through (1-50); default 8. */
  count?: number;
  /** Time on each slide while playing, in ms; default 7000. */
  intervalMs?: number;
  /** Where a product's page is; `/products/{handle}` by default. */
  productHref?: ProductHref;
  /** "Now" for relative dates (tests and stories pin it). */
  now?: number;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * Reviews from across the store, one at a time. It advances on its own only while playing and
 * neither hovered nor focused, never on its own under reduced motion, and has a pause button,
 * named previous and next buttons, and the arrow keys.
 */
export function ReviewsCarousel(props: ReviewsCarouselProps) {
  return (
    <LoyaltyI18n>
      <CarouselSection {...props} />
    </LoyaltyI18n>
  );
}

function CarouselSection({
  heading,
  scope = 'all',
  sort = 'mostRelevant',
  count = 8,
  intervalMs = 7000,
  productHref = defaultProductHref,
  now,
  className,
}: ReviewsCarouselProps) {
  const { t } = useI18n();
  const titleId = useId();
  const query = useStoreReviews({ scope, sort, perPage: count });
  const reviews = query.data?.pages[0]?.items ?? [];
  const carousel = useCarousel(reviews.length, intervalMs);
  const handlers = useCarouselHandlers(carousel);
  let body;
  if (query.status === 'pending') {
    body = (
      <div className="lk-carousel__slides" aria-busy="true">
        <p className="lk-visually-hidden">{t('common.loading')}</p>
        <ReviewListSkeleton rows={1} />
      </div>
    );
  } else if (query.status === 'error') {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (reviews.length === 0) {
    body = <EmptyState icon="chat" title={t('reviews.carousel.empty')} />;
  }
  return (
    <section
      className={cx('lk-widget', 'lk-carousel', className)}
      aria-roledescription={t('reviews.carousel.role')}
      aria-labelledby={titleId}
      data-rotating={carousel.rotating || undefined}
      {...handlers}
    >
      <h2 className="lk-carousel__title" id={titleId}>
        {heading || t('reviews.carousel.title')}
      </h2>
      {body ?? <Slides reviews={reviews} carousel={carousel} productHref={productHref} now={now} />}
    </section>
  );
}

/** Hover, focus and arrow keys on the carousel: hover and focus pause it, arrows move it. */
function useCarouselHandlers(carousel: CarouselState) {
  const { dir } = useI18n();
  return {
    onMouseEnter: () => carousel.setHovered(true),
    onMouseLeave: () => carousel.setHovered(false),
    onFocus: () => carousel.setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.setFocused(false);
    },
    onKeyDown: (e: KeyboardEvent) => {
      // Arrows follow the reading direction: in Arabic or Hebrew the next slide is to the left.
      const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (e.key !== forward && e.key !== back) return;
      e.preventDefault();
      if (e.key === forward) carousel.next();
      else carousel.previous();
    },
  };
}

function Slides({
  reviews,
  carousel,
  productHref,
  now,
}: {
  reviews: Parameters<typeof ReviewCard>[0]['review'][];
  carousel: CarouselState;
  productHref: ProductHref;
  now: number | undefined;
}) {
  const { t, dir } = useI18n();
  const single = reviews.length < 2;
  return (
    <div className="lk-carousel__body">
      {!single && (
        <div className="lk-carousel__controls">
          <button
            type="button"
            className="lk-button lk-button--secondary lk-carousel__play"
            onClick={carousel.togglePlaying}
          >
            {carousel.playing ? t('reviews.carousel.pause') : t('reviews.carousel.play')}
          </button>
          <button
            type="button"
            className="lk-icon-button lk-carousel__previous"
            aria-label={t('reviews.carousel.previous')}
            onClick={carousel.previous}
          >
            <Icon name={dir === 'rtl' ? 'chevron-right' : 'chevron-left'} />
          </button>
          <button
            type="button"
            className="lk-icon-button lk-carousel__next"
            aria-label={t('reviews.carousel.next')}
            onClick={carousel.next}
          >
            <Icon name={dir === 'rtl' ? 'chevron-left' : 'chevron-right'} />
          </button>
        </div>
      )}
      {/* Announced when the shopper moves it, silent while it advances on its own. */}
      <div className="lk-carousel__slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {reviews.map((review, i) => (
          <div
            key={review.id}
            className="lk-carousel__slide"
            role="group"
            aria-roledescription={t('reviews.carousel.slideRole')}
            aria-label={t('reviews.carousel.slide', { index: i + 1, total: reviews.length })}
            hidden={i !== carousel.index}
          >
            <ReviewCard
              review={review}
              now={now}
              about={<ReviewAbout review={review} productHref={productHref} />}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
