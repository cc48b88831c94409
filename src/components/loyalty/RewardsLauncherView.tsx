import type { CSSProperties, Ref } from 'react';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { STAR_PATH } from '../shared/starPath.js';
import type { LauncherSide } from './launcherModel.js';

/**
 * What the launcher shows. There is no loading state on screen: the button appears once, with
 * its final text, so a corner button growing as a balance arrives never shifts (CLS).
 */
export type RewardsLauncherState =
  { status: 'guest' } | { status: 'customer'; balance: number } | { status: 'unavailable' };

export interface RewardsLauncherViewProps {
  /** The state to render. */
  state: RewardsLauncherState;
  /** Opens the rewards drawer (given the button pressed). */
  onOpen: (button: HTMLButtonElement) => void;
  /** Starts loading the drawer's code before the click (hover, focus). */
  onWarm?: (() => void) | undefined;
  /** Whether the drawer it opens is open (`aria-expanded`). */
  expanded: boolean;
  /** The corner: `right` (default) or `left`, mirrored in right-to-left pages. */
  side?: LauncherSide | undefined;
  /** Offsets as CSS custom properties (`launcherStyle()`). */
  style?: CSSProperties | undefined;
  /** The language's direction: a floating button mirrors with the language it speaks. */
  dir?: 'ltr' | 'rtl' | undefined;
  /** Out of the way (faded, not pressable) while the shopper types or it would cover a control. */
  aside?: boolean | undefined;
  /** The launcher's box, for the container to see what it covers. */
  rootRef?: Ref<HTMLDivElement> | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/** The floating button in a bottom corner: the balance, or "Join & earn" for a guest. */
export function RewardsLauncherView({
  state,
  onOpen,
  onWarm,
  expanded,
  side = 'right',
  style,
  dir,
  aside,
  rootRef,
  className,
}: RewardsLauncherViewProps) {
  const { t } = useI18n();
  const text =
    state.status === 'customer'
      ? t('common.points', { count: state.balance })
      : state.status === 'guest'
        ? t('loyalty.launcher.guest')
        : t('loyalty.title');
  return (
    <div
      className={cx('lk-widget', 'lk-launcher', className)}
      data-side={side}
      data-state={state.status}
      data-aside={aside || undefined}
      dir={dir}
      style={style}
      ref={rootRef}
    >
      <button
        type="button"
        className="lk-launcher__button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        // The name says what opens and keeps the visible text (label in name, WCAG 2.5.3).
        aria-label={
          state.status === 'unavailable' ? undefined : t('loyalty.launcher.name', { text })
        }
        onClick={(event) => onOpen(event.currentTarget)}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      >
        <svg className="lk-launcher__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
        <span className="lk-launcher__text">{text}</span>
      </button>
    </div>
  );
}
