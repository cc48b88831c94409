import type { ExtendedRatingSummary } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';

type Distribution = NonNullable<ExtendedRatingSummary['starsDistribution']>;

const KEYS: Record<number, keyof Distribution> = {
  5: 'fiveStars',
  4: 'fourStars',
  3: 'threeStars',
  2: 'twoStars',
  1: 'oneStar',
};

export interface RatingDistributionProps {
  distribution: Distribution;
  /** The rating the list is filtered to, or null. */
  selected: number | null;
  /** Called with the stars of the pressed bar. */
  onSelect: (stars: number) => void;
}

/** One toggle button per star level, its bar as wide as its share of the reviews. */
export function RatingDistribution({ distribution, selected, onSelect }: RatingDistributionProps) {
  const { t, number } = useI18n();
  const total = Object.values(distribution).reduce((a, b) => a + b, 0);
  return (
    <ul className="lk-distribution" aria-label={t('reviews.summary.distribution')}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = distribution[KEYS[stars] as keyof Distribution];
        const share = total > 0 ? count / total : 0;
        const pressed = selected === stars;
        return (
          <li key={stars} className="lk-distribution__row">
            {/* The name comes from the content ("4 stars 12 reviews"), so the visible words are
                part of it (WCAG 2.5.3); the bar, bare count and percent are visual only. */}
            <button
              type="button"
              className="lk-distribution__button"
              aria-pressed={pressed}
              data-pressed={pressed || undefined}
              disabled={count === 0 && !pressed}
              onClick={() => onSelect(stars)}
            >
              <span className="lk-distribution__stars">{t('reviews.filter.stars', { stars })}</span>
              <span className="lk-distribution__track" aria-hidden="true">
                <span className="lk-distribution__bar" style={{ inlineSize: `${share * 100}%` }} />
              </span>
              <span className="lk-distribution__count" aria-hidden="true">
                {number(count)}
              </span>
              <span className="lk-distribution__percent" aria-hidden="true">
                {number(share, { style: 'percent', maximumFractionDigits: 0 })}
              </span>
              {/* A space, so the name reads "4 stars 12 reviews", not "4 stars12 reviews". */}{' '}
              <span className="lk-visually-hidden">{t('reviews.count', { count })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
