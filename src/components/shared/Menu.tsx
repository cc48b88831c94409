import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from './cx.js';
import { Icon, type IconName } from './icons.js';

/** One action of a menu. */
export interface MenuAction {
  label: string;
  icon?: IconName | undefined;
  onSelect: () => void;
  /** Destructive actions are drawn in the danger colour. */
  tone?: 'danger' | undefined;
  disabled?: boolean | undefined;
}

export interface MenuProps {
  /** The trigger's accessible name ("More actions for Linen shirt"). */
  label: string;
  /** The actions, in order; `'separator'` draws a line between groups. */
  items: readonly (MenuAction | 'separator')[];
  /** An icon-only trigger (⋯) by default, or a secondary button showing `label`. */
  trigger?: 'icon' | 'button';
  /** Disables the trigger (while a change saves). */
  disabled?: boolean | undefined;
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ↓ opens it on the first action,
 * ↑ on the last; ↑ ↓ Home End move; Esc closes and returns to the trigger; Tab or a click outside
 * closes it. Choosing an action closes it and returns focus to the trigger.
 */
export function Menu({ label, items, trigger = 'icon', disabled, className }: MenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Which item to focus once the list is shown. */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const enabled = () =>
    [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])].filter(
      (b) => !b.disabled,
    );

  useEffect(() => {
    if (!open) return;
    const all = enabled();
    (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
    // A click anywhere else closes the menu (composedPath sees through a shadow root).
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onListKey = (event: KeyboardEvent) => {
    const all = enabled();
    const at = all.indexOf(event.target as HTMLButtonElement);
    const go = (i: number) => {
      event.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={rootRef} className={cx('lk-menu', className)} data-open={open ? '' : undefined}>
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        className={trigger === 'icon' ? 'lk-icon-button' : 'lk-button lk-button--secondary'}
        data-variant={trigger === 'icon' ? 'outlined' : undefined}
        aria-label={trigger === 'icon' ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKey}
      >
        {trigger === 'icon' ? (
          <Icon name="more" />
        ) : (
          <>
            {label}
            <Icon name="chevron-down" />
          </>
        )}
      </button>
      {open && (
        <ul
          ref={listRef}
          id={`${id}-list`}
          className="lk-menu__list"
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onListKey}
        >
          {items.map((item, i) =>
            item === 'separator' ? (
              <li key={`sep-${i}`} role="separator" className="lk-menu__separator" />
            ) : (
              <li key={item.label} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="lk-menu__item"
                  data-tone={item.tone}
                  disabled={item.disabled}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.icon && <Icon name={item.icon} />}
                  {item.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
