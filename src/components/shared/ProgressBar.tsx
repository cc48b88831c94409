import { cx } from './cx.js';

export interface ProgressBarProps {
  /** Progress so far, in the same unit as `max` (points, orders, ...). */
  value: number;
  max: number;
  /** What progresses ("Next reward: $5 off"), shown above the bar and its accessible name. */
  label: string;
  /** How far, in words ("150 points to go"): read as the value text, and shown. */
  valueText: string;
  /** A shorter form of the value to show instead ("1 / 3"), when the words repeat the label. */
  displayValue?: string | undefined;
  className?: string;
}

/** A labelled progressbar (clamped value, value text read aloud), drawn as a track and a fill. */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  displayValue,
  className,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(safeMax, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = (clamped / safeMax) * 100;
  return (
    <div className={cx('lk-progress', className)} data-complete={percent >= 100 ? '' : undefined}>
      <div className="lk-progress__labels" aria-hidden="true">
        <span className="lk-progress__label">{label}</span>
        <span className="lk-progress__value">{displayValue ?? valueText}</span>
      </div>
      <span
        className="lk-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <span className="lk-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </span>
    </div>
  );
}
