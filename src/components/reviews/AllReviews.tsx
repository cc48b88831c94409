import { useId, useState } from 'react';
import {
  REVIEW_SCOPES,
  useStoreRating,
  useStoreReviews,
  type ReviewScope,
} from '../../hooks/storeReviews.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { defaultProductHref, type ProductHref } from './productHref.js';
import { ReviewAbout } from './ReviewAbout.js';
import { ReviewListBody, useListedReviewFilters } from './ReviewListBody.js';
import { ReviewsProvider, useReviewsStore, type ReviewFilters } from './ReviewsContext.js';
import { ReviewSummarySkeleton, ReviewSummaryView } from './ReviewSummaryView.js';
import { useHelpfulVotes } from './useHelpfulVotes.js';

export interface AllReviewsProps {
  /** The visible heading; "Reviews from our customers" by default. */
  heading?: string;
  /** Which reviews to start with: all, of products, or of the store itself. */
  initialScope?: ReviewScope;
  /** Filters and sort to start with. */
  initialFilters?: Partial<ReviewFilters>;
  /** Reviews per page (1-50); default 10. */
  perPage?: number;
  /** Where a product's page is; `/products/{handle}` by default. */
  productHref?: ProductHref;
  /** Where a guest signs in to vote a review helpful. */
  signInUrl?: string;
  /** Debounce of the search box in ms; default 300. */
  searchDelayMs?: number;
  /** "Now" for relative dates (tests and stories pin it). */
  now?: number;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * The store's all-reviews page: the store-wide rating and its distribution (bars filter the
 * list), reviews of products and of the store together or apart, search, rating and photo
 * filters, the six sorts, "Load more", helpful votes; each product review links to its product.
 */
export function AllReviews(props: AllReviewsProps) {
  return (
    <LoyaltyI18n>
      <ReviewsProvider initialFilters={props.initialFilters}>
        <AllReviewsSection {...props} />
      </ReviewsProvider>
    </LoyaltyI18n>
  );
}

function AllReviewsSection({
  heading,
  initialScope = 'all',
  perPage,
  productHref = defaultProductHref,
  signInUrl,
  searchDelayMs = 300,
  now,
  className,
}: AllReviewsProps) {
  const { t } = useI18n();
  const titleId = useId();
  const [scope, setScope] = useState<ReviewScope>(initialScope);
  return (
    <section className={cx('lk-widget', 'lk-all-reviews', className)} aria-labelledby={titleId}>
      <h2 className="lk-review-summary__title" id={titleId}>
        {heading || t('reviews.all.title')}
      </h2>
      <ScopePicker scope={scope} onChange={setScope} />
      <StoreSummary scope={scope} />
      <StoreReviewList
        scope={scope}
        perPage={perPage}
        productHref={productHref}
        signInUrl={signInUrl}
        searchDelayMs={searchDelayMs}
        now={now}
      />
    </section>
  );
}

/** All reviews, product reviews or store reviews: a group of pressed toggles. */
function ScopePicker({
  scope,
  onChange,
}: {
  scope: ReviewScope;
  onChange: (scope: ReviewScope) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="lk-all-reviews__scopes" role="group" aria-label={t('reviews.scope.label')}>
      {REVIEW_SCOPES.map((option) => (
        <button
          key={option}
          type="button"
          className="lk-button lk-button--secondary lk-all-reviews__scope"
          aria-pressed={scope === option}
          onClick={() => onChange(option)}
        >
          {t(`reviews.scope.${option}`)}
        </button>
      ))}
    </div>
  );
}

function StoreSummary({ scope }: { scope: ReviewScope }) {
  const query = useStoreRating(scope);
  const rate = useReviewsStore((s) => s.rate);
  const toggleRate = useReviewsStore((s) => s.toggleRate);
  const withPhotos = useReviewsStore((s) => s.withPhotos);
  const setWithPhotos = useReviewsStore((s) => s.setWithPhotos);
  let content;
  if (query.status === 'pending') content = <ReviewSummarySkeleton />;
  else if (query.status === 'error')
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else
    content = (
      <ReviewSummaryView
        summary={query.data}
        selected={rate}
        onSelect={toggleRate}
        photos={{
          count: query.data.withPhotosCount,
          pressed: withPhotos,
          onToggle: () => setWithPhotos(!withPhotos),
        }}
      />
    );
  return <div className="lk-review-summary lk-all-reviews__summary">{content}</div>;
}

function StoreReviewList({
  scope,
  perPage,
  productHref,
  signInUrl,
  searchDelayMs,
  now,
}: {
  scope: ReviewScope;
  perPage: number | undefined;
  productHref: ProductHref;
  signInUrl: string | undefined;
  searchDelayMs: number;
  now: number | undefined;
}) {
  const { t } = useI18n();
  const filters = useListedReviewFilters(searchDelayMs);
  const { sort, rate, withPhotos, search } = filters;
  const query = useStoreReviews({ scope, perPage, sort, rate, withPhotos, search });
  // Reviews of many products: a vote updates every cached list it appears in.
  const votes = useHelpfulVotes({ signInUrl });
  return (
    <div className="lk-reviews">
      <ReviewListBody
        query={query}
        filters={filters}
        voteFor={votes}
        now={now}
        emptyTitle={t('reviews.all.empty')}
        aboutFor={(review) => <ReviewAbout review={review} productHref={productHref} />}
      />
    </div>
  );
}
