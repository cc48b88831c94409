import { useId, type ReactNode } from 'react';
import { useProductRatingDetails, useReviewsWithPhotosCount } from '../../hooks/reviews.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { EnsureReviewsProvider, useReviewsStore } from './ReviewsContext.js';
import { ReviewSummarySkeleton, ReviewSummaryView } from './ReviewSummaryView.js';

export interface ReviewSummaryProps {
  /** The product whose rating to summarise (E20, with its star distribution). */
  productId: number;
  /**
   * Leaves out its own "Customer reviews" heading (inside `<Reviews>`, which has one), and says
   * nothing when it cannot load: the list below it says so once, with its retry.
   */
  headless?: boolean;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * Average, count and star distribution of a product. Pressing a bar filters the ReviewList that
 * shares its `<ReviewsProvider>` (or `<Reviews>`) to that rating; pressing it again shows all.
 */
export function ReviewSummary(props: ReviewSummaryProps) {
  return (
    <LoyaltyI18n>
      <ReviewSummarySection {...props} />
    </LoyaltyI18n>
  );
}

function ReviewSummarySection({ productId, headless, className }: ReviewSummaryProps) {
  const { t } = useI18n();
  const titleId = useId();
  if (headless) {
    return (
      <EnsureReviewsProvider>
        <SummaryContent
          productId={productId}
          quiet
          frame={(content) => (
            <div className={cx('lk-widget', 'lk-review-summary', className)}>{content}</div>
          )}
        />
      </EnsureReviewsProvider>
    );
  }
  return (
    <EnsureReviewsProvider>
      <section
        className={cx('lk-widget', 'lk-review-summary', className)}
        aria-labelledby={titleId}
      >
        <h2 className="lk-review-summary__title" id={titleId}>
          {t('reviews.summary.title')}
        </h2>
        <SummaryContent productId={productId} frame={(content) => content} />
      </section>
    </EnsureReviewsProvider>
  );
}

interface SummaryContentProps {
  productId: number;
  /** What the content sits in. */
  frame: (content: ReactNode) => ReactNode;
  /** Nothing at all on an error (the list beside it says it). */
  quiet?: boolean;
}

function SummaryContent({ productId, frame, quiet }: SummaryContentProps) {
  const query = useProductRatingDetails(productId);
  const rate = useReviewsStore((s) => s.rate);
  const toggleRate = useReviewsStore((s) => s.toggleRate);
  const withPhotos = useReviewsStore((s) => s.withPhotos);
  const setWithPhotos = useReviewsStore((s) => s.setWithPhotos);
  // Only products with photos (E20's media count) need the count of reviews that have them.
  const hasPhotos = (query.data?.mediaCount ?? 0) > 0;
  const photos = useReviewsWithPhotosCount(productId, hasPhotos);
  // Shown at once with the rest, so the count does not push the summary after it painted.
  if (query.status === 'pending' || (hasPhotos && photos.isPending))
    return frame(<ReviewSummarySkeleton />);
  if (query.status === 'error') {
    return quiet
      ? null
      : frame(<ErrorState error={query.error} onRetry={() => void query.refetch()} />);
  }
  return frame(
    <ReviewSummaryView
      summary={query.data}
      selected={rate}
      onSelect={toggleRate}
      photos={
        photos.data
          ? { count: photos.data, pressed: withPhotos, onToggle: () => setWithPhotos(!withPhotos) }
          : undefined
      }
    />,
  );
}
