import { useId, type Ref } from 'react';
import { useI18n } from '../../i18n/index.js';
import { Icon } from '../shared/icons.js';

export interface StarInputProps {
  /** The chosen rating, or null. */
  value: number | null;
  onChange: (value: number) => void;
  /** The visible label ("Your rating"). */
  label: string;
  /** Id of the error message, when there is one. */
  errorId?: string | undefined;
  /** Focus target for an error summary. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A star rating input: native radio buttons (arrow keys move and choose), drawn as stars. */
export function StarInput({ value, onChange, label, errorId, inputRef }: StarInputProps) {
  const { t } = useI18n();
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div
      className="lk-star-input"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      aria-required="true"
      data-value={value ?? undefined}
    >
      <span className="lk-field__label" id={labelId}>
        {label}
      </span>
      <span className="lk-star-input__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="lk-star-input__star"
            data-filled={value !== null && stars <= value ? '' : undefined}
          >
            <input
              ref={stars === 1 ? inputRef : undefined}
              className="lk-visually-hidden"
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            {/* Outline versus filled: the choice does not rest on colour alone. */}
            <Icon name={value !== null && stars <= value ? 'star' : 'star-outline'} />
            <span className="lk-visually-hidden">{t('reviews.form.star', { stars })}</span>
          </label>
        ))}
      </span>
    </div>
  );
}
