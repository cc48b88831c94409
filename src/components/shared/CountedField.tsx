import { useId, type Ref } from 'react';
import { useI18n } from '../../i18n/index.js';

export interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the API accepts; shows a live count when given. */
  max?: number | undefined;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  required?: boolean;
  /**
   * A hint: under the label of a textarea (guidelines to read before writing), under a one-line
   * input (so inputs side by side line up whether or not they have one).
   */
  hint?: string | undefined;
  /** The error message shown and tied to the input, if any. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled input or textarea with its hint, live character count and error, all tied by id. */
export function CountedField({
  label,
  value,
  onChange,
  max,
  multiline,
  type = 'text',
  autoComplete,
  required,
  hint,
  error,
  inputRef,
}: CountedFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, max !== undefined && `${id}-count`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    className: 'lk-input',
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ref: inputRef,
  } as const;
  const hintLine = hint && (
    <span className="lk-field__hint" id={`${id}-hint`}>
      {hint}
    </span>
  );
  return (
    <div className="lk-field" data-invalid={error ? '' : undefined}>
      <label className="lk-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline && hintLine}
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {!multiline && hintLine}
      {max !== undefined && (
        <span
          className="lk-field__hint lk-field__count"
          id={`${id}-count`}
          data-over={value.length > max ? '' : undefined}
        >
          {t('reviews.form.count', { count: value.length, max })}
        </span>
      )}
      {error && (
        <span className="lk-field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
