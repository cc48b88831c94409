import { useId } from 'react';
import { REQUEST_FIELDS } from '../../api/requestFields.generated.js';
import { useI18n } from '../../i18n/index.js';
import { useReviewsStore, type ReviewSort } from './ReviewsContext.js';

/** E18 refuses a longer search (400): the box stops there. */
const SEARCH_MAX = REQUEST_FIELDS.getReviews.search?.maxLength;
/** The sorts E18 knows, in its order. */
const REVIEW_SORTS = (REQUEST_FIELDS.getReviews.sortingOption?.enum ?? []) as readonly ReviewSort[];

/** Search, rating filter, with-photos filter and sort of a review list (shared filter state). */
export function ReviewToolbar() {
  const { t } = useI18n();
  const id = useId();
  const search = useReviewsStore((s) => s.search);
  const rate = useReviewsStore((s) => s.rate);
  const withPhotos = useReviewsStore((s) => s.withPhotos);
  const sort = useReviewsStore((s) => s.sort);
  const setSearch = useReviewsStore((s) => s.setSearch);
  const setRate = useReviewsStore((s) => s.setRate);
  const setWithPhotos = useReviewsStore((s) => s.setWithPhotos);
  const setSort = useReviewsStore((s) => s.setSort);
  return (
    <div className="lk-review-toolbar" role="group" aria-label={t('reviews.toolbar')}>
      <div className="lk-field lk-review-toolbar__search">
        <label className="lk-field__label" htmlFor={`${id}-search`}>
          {t('reviews.search.label')}
        </label>
        <input
          id={`${id}-search`}
          className="lk-input"
          type="search"
          maxLength={SEARCH_MAX}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="lk-field">
        <label className="lk-field__label" htmlFor={`${id}-rate`}>
          {t('reviews.filter.rating')}
        </label>
        <select
          id={`${id}-rate`}
          className="lk-input"
          value={rate ?? ''}
          onChange={(e) => setRate(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('reviews.filter.allRatings')}</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {t('reviews.filter.stars', { stars })}
            </option>
          ))}
        </select>
      </div>
      <div className="lk-field">
        <label className="lk-field__label" htmlFor={`${id}-sort`}>
          {t('reviews.sort.label')}
        </label>
        <select
          id={`${id}-sort`}
          className="lk-input"
          value={sort}
          onChange={(e) => setSort(e.target.value as ReviewSort)}
        >
          {REVIEW_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`reviews.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="lk-review-toolbar__check">
        <input
          type="checkbox"
          checked={withPhotos}
          onChange={(e) => setWithPhotos(e.target.checked)}
        />{' '}
        {t('reviews.filter.withPhotos')}
      </label>
    </div>
  );
}
