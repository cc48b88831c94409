import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { Skeleton } from '../shared/Skeleton.js';
import { STAR_PATH } from '../shared/starPath.js';

/** What the badge shows: each state keeps the same footprint, so nothing shifts. */
export type PointsBadgeState =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'customer'; balance: number; tier: string | null }
  /** The store is busy (a 503 that said when to come back): a placeholder that fits anyone. */
  | { status: 'busy' }
  | { status: 'error'; onRetry: () => void };

export interface PointsBadgeViewProps {
  /** The state to render. */
  state: PointsBadgeState;
  /** Opens the rewards drawer (or whatever the store wires): a guest joins or signs in there. */
  onOpen: () => void;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/**
 * The presentational badge: balance and tier, or "Earn rewards" for a guest, in one pill (a
 * header keeps one row for it).
 */
export function PointsBadgeView({ state, onOpen, className }: PointsBadgeViewProps) {
  const { t } = useI18n();
  let content: ReactNode;
  switch (state.status) {
    case 'loading':
      content = (
        <span className="lk-points-badge__loading">
          <Skeleton width="7em" height="1.1em" />
          <span className="lk-visually-hidden">{t('loyalty.badge.loading')}</span>
        </span>
      );
      break;
    case 'guest':
    case 'busy':
      content = (
        <span className="lk-points-badge__points">
          {t(state.status === 'guest' ? 'loyalty.badge.guest' : 'loyalty.badge.busy')}
        </span>
      );
      break;
    case 'customer':
      content = (
        <>
          <span className="lk-points-badge__points">
            {t('common.points', { count: state.balance })}
          </span>
          {state.tier && (
            <span className="lk-points-badge__tier">
              {t('loyalty.badge.tier', { tier: state.tier })}
            </span>
          )}
        </>
      );
      break;
    case 'error':
      content = (
        <>
          <span className="lk-points-badge__points">{t('loyalty.badge.unavailable')}</span>
          <span className="lk-points-badge__tier">{t('common.retry')}</span>
        </>
      );
      break;
  }
  return (
    <div className={cx('lk-widget', 'lk-points-badge', className)} data-state={state.status}>
      <button
        type="button"
        className="lk-points-badge__button"
        aria-haspopup={state.status === 'error' ? undefined : 'dialog'}
        aria-busy={state.status === 'loading' || undefined}
        onClick={state.status === 'error' ? state.onRetry : onOpen}
      >
        <svg className="lk-points-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
        <span className="lk-points-badge__label">
          <span className="lk-points-badge__title">{t('loyalty.title')}</span>
          {content}
        </span>
      </button>
    </div>
  );
}
