import { useId, type InputHTMLAttributes } from 'react';
import { cx } from './cx.js';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className'
> {
  /** Visible label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message under the field; marks it invalid. */
  error?: string | undefined;
  className?: string;
}

/** A labelled input with the shared `.lk-field` look and an announced error. */
export function TextField({ label, value, onChange, error, className, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('lk-field', className)}>
      <label className="lk-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="lk-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span className="lk-field__error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
