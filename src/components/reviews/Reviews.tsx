import { cx } from '../shared/cx.js';
import { ReviewList, type ReviewListProps } from './ReviewList.js';
import { ReviewsProvider, type ReviewFilters } from './ReviewsContext.js';
import { ReviewSummary } from './ReviewSummary.js';

export interface ReviewsProps extends Omit<ReviewListProps, 'initialFilters' | 'className'> {
  /** Filters to start with, e.g. `{ sort: 'mostRelevant' }`. */
  initialFilters?: Partial<ReviewFilters>;
  className?: string;
}

/** The summary and the list of a product's reviews, sharing one filter state (per instance). */
export function Reviews({ initialFilters, className, ...listProps }: ReviewsProps) {
  return (
    <ReviewsProvider initialFilters={initialFilters}>
      <div className={cx('lk-reviews-block', className)}>
        <ReviewSummary productId={listProps.productId} />
        <ReviewList {...listProps} />
      </div>
    </ReviewsProvider>
  );
}
