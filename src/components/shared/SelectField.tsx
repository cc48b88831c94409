import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from './cx.js';
import { Icon } from './icons.js';

/** One choice of a SelectField. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'className'
> {
  /** Visible label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A line of help under the field. */
  hint?: string | undefined;
  /** A message under the field; marks it invalid. */
  error?: string | undefined;
  className?: string;
}

/** A labelled native select with the same look as TextField (`.lk-field`, `.lk-input`). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  hint,
  error,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('lk-field', className)}>
      <label className="lk-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="lk-select">
        <select
          {...rest}
          id={id}
          className="lk-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" />
      </span>
      {hint && (
        <span className="lk-field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="lk-field__error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
