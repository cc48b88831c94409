import type { CSSProperties } from 'react';
import { cx } from './cx.js';

export interface SkeletonProps {
  /** Width of the placeholder (CSS length). */
  width?: CSSProperties['width'];
  /** Height of the placeholder (CSS length). */
  height?: CSSProperties['height'];
  /** Round placeholder (avatars, badges). */
  circle?: boolean;
  className?: string;
}

/** A placeholder that reserves the size of content still loading, so nothing shifts. */
export function Skeleton({ width = '100%', height = '1em', circle, className }: SkeletonProps) {
  return (
    <span
      className={cx('lk-skeleton', className)}
      data-shape={circle ? 'circle' : 'rect'}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
