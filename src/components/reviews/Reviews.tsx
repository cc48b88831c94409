import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useProductRating } from '../../hooks/reviews.js';
import { useI18n } from '../../i18n/index.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { Button, IconButton } from '../shared/Button.js';
import { cx } from '../shared/cx.js';
import { Dialog } from '../shared/Dialog.js';
import { useMediaQuery } from '../shared/useMediaQuery.js';
import { ReviewList, type ReviewListProps } from './ReviewList.js';
import { ReviewsProvider, type ReviewFilters } from './ReviewsContext.js';
import { ReviewSummary } from './ReviewSummary.js';

// The form (fields, photo upload, its rules) is code a reader never needs: it loads when the
// shopper points at or presses "Write a review", not with the reviews.
const loadForm = () => import('./ReviewForm.js');
const ReviewForm = lazy(() => loadForm().then((m) => ({ default: m.ReviewForm })));

/** Below this width the review form opens as a modal sheet instead of inline. */
const COMPACT = '(max-width: 600px)';

export interface ReviewsProps extends Omit<ReviewListProps, 'initialFilters' | 'className'> {
  /** Filters to start with, e.g. `{ sort: 'mostRelevant' }`. */
  initialFilters?: Partial<ReviewFilters>;
  /** Shows "Write a review" (the form opens inline, or as a dialog on a phone); default true. */
  writeReview?: boolean;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * A product's reviews: a header with "Write a review", the summary, and the list, sharing one
 * filter state (per instance). A product nobody reviewed shows an invitation to be first
 * instead of a zero score and an empty toolbar.
 */
export function Reviews(props: ReviewsProps) {
  return (
    <LoyaltyI18n>
      <ReviewsProvider initialFilters={props.initialFilters}>
        <ReviewsBlock {...props} />
      </ReviewsProvider>
    </LoyaltyI18n>
  );
}

function ReviewsBlock({
  initialFilters: _initialFilters,
  writeReview = true,
  className,
  ...listProps
}: ReviewsProps) {
  const { t } = useI18n();
  const { productId } = listProps;
  const titleId = useId();
  const panelTitleId = useId();
  // The count from the ratings call the page's star badges already batched (usually cached by
  // the time this renders): the block takes the height of what it will show from the start, the
  // invitation to be first or the summary and the first page's rows, not a guess.
  const rating = useProductRating(productId);
  const count = rating.data?.totalCount;
  const empty = count === 0;
  const rated = (count ?? 0) > 0;
  const compact = useMediaQuery(COMPACT);
  const [writing, setWriting] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelTitleRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);

  // Inline, focus moves to the form's heading when it opens and back to the trigger when it
  // closes (the dialog does both itself).
  useEffect(() => {
    if (writing && !compact) panelTitleRef.current?.focus();
    if (!writing && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [writing, compact]);

  const open = () => setWriting(true);
  const close = () => {
    refocus.current = !compact;
    setWriting(false);
  };
  const writeButton = (
    <Button
      ref={triggerRef}
      icon="pencil"
      aria-expanded={compact ? undefined : writing}
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      onClick={() => (writing ? close() : open())}
    >
      {t('reviews.form.title')}
    </Button>
  );

  return (
    <section
      className={cx('lk-widget', 'lk-reviews-block', className)}
      aria-labelledby={titleId}
      aria-busy={rating.isPending || undefined}
      data-empty={empty ? '' : undefined}
    >
      <div className="lk-section-header">
        <h2 className="lk-section-header__title" id={titleId}>
          {t('reviews.summary.title')}
        </h2>
        {writeReview && rated && <div className="lk-section-header__actions">{writeButton}</div>}
      </div>
      {writeReview && writing && !compact && (
        <div className="lk-review-panel" role="region" aria-labelledby={panelTitleId}>
          <div className="lk-review-panel__header">
            <h3
              className="lk-review-panel__title"
              id={panelTitleId}
              ref={panelTitleRef}
              tabIndex={-1}
            >
              {t('reviews.form.title')}
            </h3>
            <IconButton label={t('common.close')} icon="close" onClick={close} />
          </div>
          <Suspense fallback={null}>
            <ReviewForm productId={productId} embedded signInUrl={listProps.signInUrl} />
          </Suspense>
        </div>
      )}
      {writeReview && (
        <Dialog open={writing && compact} onClose={close} title={t('reviews.form.title')}>
          {writing && compact && (
            <Suspense fallback={null}>
              <ReviewForm productId={productId} embedded signInUrl={listProps.signInUrl} />
            </Suspense>
          )}
        </Dialog>
      )}
      {/* Headless, a summary that failed says nothing: the list below says the store could not
          answer, once, with its retry (two identical boxes said it twice). */}
      {rated && <ReviewSummary productId={productId} headless />}
      {/* With no reviews the list shows the invitation, and this block's button in it. */}
      {rating.isPending ? null : (
        <ReviewList
          {...listProps}
          expectedCount={count}
          emptyAction={writeReview && !rated && !(writing && !compact) ? writeButton : undefined}
        />
      )}
    </section>
  );
}
