import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { STAR_PATH } from '../shared/starPath.js';

export interface StarRatingProps {
  /** The rating, 0 to 5; fractions fill stars partly. */
  value: number;
  /** Visual size; the text size by default. */
  size?: 'sm' | 'md' | 'lg';
  /** Override of the accessible label ("Rated 4.3 out of 5" by default). */
  label?: string;
  /** Extra class names, merged last. */
  className?: string;
}

/** Clamps to 0-5 and rounds to one decimal, as the label says it. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;
}

/*
 * Five stars in one SVG, each in an equal 24-unit cell (its gap included), so a fill of N/5 of
 * the row's width covers exactly N stars. Drawn, not typed: a ★ glyph depends on the fonts
 * installed and on letter-spacing.
 */
function StarRow() {
  return (
    <svg className="lk-stars__row" viewBox="0 0 120 24" focusable="false" aria-hidden="true">
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR_PATH} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/** Five stars filled to the rating, one image to assistive technology ("Rated 4.3 out of 5"). */
export function StarRating({ value, size = 'md', label, className }: StarRatingProps) {
  const { t, number } = useI18n();
  const rounded = roundRating(value);
  const style = { '--lk-stars-fill': `${(rounded / 5) * 100}%` } as CSSProperties;
  return (
    <span
      className={cx('lk-stars', className)}
      role="img"
      aria-label={
        label ?? t('reviews.rating.label', { value: number(rounded, { maximumFractionDigits: 1 }) })
      }
      data-size={size}
      style={style}
    >
      <span className="lk-stars__empty">
        <StarRow />
      </span>
      <span className="lk-stars__fill">
        <StarRow />
      </span>
    </span>
  );
}
