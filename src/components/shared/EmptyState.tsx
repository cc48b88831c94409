import type { ReactNode } from 'react';
import { cx } from './cx.js';
import { Icon, type IconName } from './icons.js';

export interface EmptyStateProps {
  /** A picture of what is missing. */
  icon: IconName;
  /** What is (not) there, as a heading. */
  title: string;
  /** The heading level within the widget. */
  headingLevel?: 2 | 3 | 4;
  /** A line on what to do next. */
  children?: ReactNode;
  /** The next step: a button or a link. */
  action?: ReactNode;
  className?: string;
}

/** Nothing here yet, and the next step: never a bare "0" or a grey placeholder. */
export function EmptyState({
  icon,
  title,
  headingLevel = 3,
  children,
  action,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('lk-empty-state', className)}>
      <span className="lk-empty-state__icon">
        <Icon name={icon} />
      </span>
      <Heading className="lk-empty-state__title">{title}</Heading>
      {children && <p className="lk-empty-state__text">{children}</p>}
      {action && <div className="lk-empty-state__action">{action}</div>}
    </div>
  );
}
