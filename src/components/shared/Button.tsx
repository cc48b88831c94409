import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from './cx.js';
import { Icon, type IconName } from './icons.js';

/** How much a button stands out: one primary action per place, the rest secondary or quiet. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Primary by default. */
  variant?: ButtonVariant;
  /** A smaller button for dense places (still 36 px tall). */
  size?: 'md' | 'small';
  /** An icon before the text (decorative: the text is the name). */
  icon?: IconName | undefined;
  /** Takes the full width of its container. */
  block?: boolean;
}

/** A text button of the design system (`.lk-button`), `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', icon, block, className, children, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      // A button in a form submits only when it says so.
      type={type ?? 'button'}
      className={cx(
        'lk-button',
        variant !== 'primary' && `lk-button--${variant}`,
        size === 'small' && 'lk-button--small',
        block && 'lk-button--block',
        className,
      )}
      {...rest}
    >
      {icon && <Icon name={icon} />}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (the icon alone says nothing to a screen reader). */
  label: string;
  icon: IconName;
  /** Plain (no border) by default; outlined on busy backgrounds. */
  variant?: 'plain' | 'outlined';
}

/** A round icon-only button with an accessible name (`.lk-icon-button`, 44 px target). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'plain', className, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cx('lk-icon-button', className)}
      data-variant={variant}
      aria-label={label}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  );
});
