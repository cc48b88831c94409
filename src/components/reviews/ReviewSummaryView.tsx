import type { ExtendedRatingSummary } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { RatingDistribution } from './RatingDistribution.js';
import { Skeleton } from '../shared/Skeleton.js';
import { StarRating } from './StarRating.js';

export interface ReviewSummaryViewProps {
  /** A product's rating (E20), or the store's (counted from E18): the view needs no product. */
  summary: Pick<
    ExtendedRatingSummary,
    'reviewCount' | 'starsAverage' | 'starsDistribution' | 'mediaCount' | 'replyCount'
  >;
  /** The rating the list is filtered to, or null. */
  selected: number | null;
  /** Called with the stars of a pressed bar. */
  onSelect: (stars: number) => void;
  /** Reviews with photos: their number and the list's with-photos filter, as a toggle. */
  photos?: { count: number; pressed: boolean; onToggle: () => void } | undefined;
}

/** Average, count and the star distribution as filter toggles. */
export function ReviewSummaryView({ summary, selected, onSelect, photos }: ReviewSummaryViewProps) {
  const { t, number } = useI18n();
  if (summary.reviewCount === 0) {
    // Nobody rated it: no "0.0" and no grey stars, just the words.
    return (
      <div className="lk-review-summary__content" data-empty="">
        <p className="lk-review-summary__count">{t('reviews.rating.none')}</p>
      </div>
    );
  }
  return (
    <div className="lk-review-summary__content">
      <div className="lk-review-summary__score">
        <span className="lk-review-summary__average" aria-hidden="true">
          {number(summary.starsAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <StarRating value={summary.starsAverage} size="lg" />
        <p className="lk-review-summary__count">
          {t('reviews.summary.basedOn', { count: summary.reviewCount })}
        </p>
        <SummaryCounts photos={summary.mediaCount} replies={summary.replyCount} />
        {photos && photos.count > 0 && (
          <button
            type="button"
            className="lk-button lk-button--secondary lk-review-summary__photos"
            aria-pressed={photos.pressed}
            onClick={photos.onToggle}
          >
            {t('reviews.summary.withPhotos', { count: photos.count })}
          </button>
        )}
      </div>
      {summary.starsDistribution && (
        <RatingDistribution
          distribution={summary.starsDistribution}
          selected={selected}
          onSelect={onSelect}
        />
      )}
    </div>
  );
}

/**
 * E20's photo and reply counts on one compact line ("12 photos · 3 answered by the store"); a
 * count that is zero or unknown (the store-wide summary has no E20) is left out, and so is the
 * line when both are.
 */
function SummaryCounts({ photos = 0, replies = 0 }: { photos?: number; replies?: number }) {
  const { t } = useI18n();
  const parts = [
    photos > 0 ? t('reviews.summary.photoCount', { count: photos }) : null,
    replies > 0 ? t('reviews.summary.replyCount', { count: replies }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className="lk-review-summary__counts">
      {parts.map((part, i) => (
        <span key={i} className="lk-review-summary__stat">
          {/* The dot travels with the count after it, so a wrapped line starts with a count. */}
          {i > 0 && (
            <>
              {' '}
              <span aria-hidden="true">·</span>{' '}
            </>
          )}
          {part}
        </span>
      ))}
    </p>
  );
}

/** The summary's size while it loads. */
export function ReviewSummarySkeleton() {
  return (
    <div className="lk-review-summary__content" aria-hidden="true">
      <div className="lk-review-summary__score">
        <Skeleton width="2.2em" height="2.5em" />
        <Skeleton width="7em" height="1.5em" />
        <Skeleton width="9em" />
      </div>
      <div className="lk-distribution">
        {[5, 4, 3, 2, 1].map((stars) => (
          <Skeleton key={stars} height="32px" />
        ))}
      </div>
    </div>
  );
}
