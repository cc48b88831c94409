import type { RatingSummary } from '../../api/index.js';
import { useProductRating } from '../../hooks/productRating.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { Skeleton } from '../shared/Skeleton.js';
import { StarRating, roundRating } from './StarRating.js';

export interface StarRatingBadgeViewProps {
  /** The product's rating; undefined while loading. */
  rating: RatingSummary | undefined;
  /** Hide the badge of a product nobody rated (default: show "No reviews yet"). */
  hideWhenEmpty?: boolean;
  /** Extra class names, merged last. */
  className?: string;
}

/** Stars and count of one product, in a box that keeps its size while loading. */
export function StarRatingBadgeView({
  rating,
  hideWhenEmpty,
  className,
}: StarRatingBadgeViewProps) {
  const { t, number } = useI18n();
  if (!rating) {
    return (
      <span className={cx('lk-widget', 'lk-rating-badge', className)} data-state="loading">
        <Skeleton width="6.5em" height="1em" />
      </span>
    );
  }
  const empty = rating.totalCount === 0;
  if (empty && hideWhenEmpty) return null;
  const value = number(roundRating(rating.avgRate), { maximumFractionDigits: 1 });
  return (
    <span
      className={cx('lk-widget', 'lk-rating-badge', className)}
      data-state={empty ? 'empty' : 'rated'}
    >
      <StarRating
        value={rating.avgRate}
        size="sm"
        label={t('reviews.badge.label', { count: rating.totalCount, value })}
      />
      <span className="lk-rating-badge__count" aria-hidden="true">
        {empty ? t('reviews.count', { count: 0 }) : t('common.count', { count: rating.totalCount })}
      </span>
    </span>
  );
}

export interface StarRatingBadgeProps {
  /** The product whose average rating to show; badges rendered together share one request. */
  productId: number;
  /** Hide the badge of a product nobody rated. */
  hideWhenEmpty?: boolean;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * Average rating and review count of a product, for product grids: every badge on a page asks
 * within the same tick, and the ids go out together in one E19 call (up to 50 per call).
 */
export function StarRatingBadge({ productId, hideWhenEmpty, className }: StarRatingBadgeProps) {
  // `status`, not `isError`: all the embed's light query layer answers (src/embed/query.ts).
  const { data, status } = useProductRating(productId);
  // A failed badge shows nothing rather than an error box in a product grid.
  if (status === 'error') return null;
  return (
    <LoyaltyI18n>
      <StarRatingBadgeView rating={data} hideWhenEmpty={hideWhenEmpty} className={className} />
    </LoyaltyI18n>
  );
}
