import type { ReactNode } from 'react';
import { cx } from './cx.js';
import { Icon, type IconName } from './icons.js';

export interface BadgeProps {
  /** Colour of the pill: neutral by default. */
  tone?: 'neutral' | 'success' | 'accent' | 'danger';
  /** An icon before the text. */
  icon?: IconName | undefined;
  children: ReactNode;
  className?: string;
}

/** A short status word in a pill ("Verified buyer", "Default", "Fulfilled"). */
export function Badge({ tone = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <span className={cx('lk-badge', className)} data-tone={tone}>
      {icon && <Icon name={icon} />}
      {children}
    </span>
  );
}
