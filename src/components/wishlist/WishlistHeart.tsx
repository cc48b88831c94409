import type { ReactNode } from 'react';
import { cx } from '../shared/cx.js';

export interface WishlistHeartProps {
  /** Whether the product (or variant) is saved. */
  pressed: boolean;
  /** Accessible name, the same in both states (e.g. "Save Wool beanie to wishlist"). */
  label: string;
  onPress: () => void;
  /** The saved state is not known yet: shown, but not actionable. */
  loading?: boolean;
  /** A change is on its way to the server. */
  pending?: boolean;
  /** Visible text beside the heart (hidden by default: the name is on the button). */
  children?: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * The heart: a toggle button with `aria-pressed`, its name unchanged between states (as React
 * Aria's ToggleButton), state mirrored in `data-*` for styling.
 */
export function WishlistHeart({
  pressed,
  label,
  onPress,
  loading,
  pending,
  children,
  className,
}: WishlistHeartProps) {
  return (
    <button
      type="button"
      className={cx('lk-wishlist-button', className)}
      aria-pressed={pressed}
      aria-label={children ? undefined : label}
      aria-disabled={loading ? true : undefined}
      data-loading={loading ? '' : undefined}
      data-pending={pending ? '' : undefined}
      data-state={pressed ? 'on' : 'off'}
      onClick={() => {
        if (!loading) onPress();
      }}
    >
      <svg
        className="lk-wishlist-button__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      {children}
    </button>
  );
}
