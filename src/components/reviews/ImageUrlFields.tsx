import { useId } from 'react';
import { operations } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import type { FieldErrors } from './reviewFormModel.js';

const isImageUrl = (url: string) =>
  operations.createReview.request.shape.imageUrls.unwrap().element.safeParse(url.trim()).success;

export interface ImageUrlFieldsProps {
  urls: string[];
  onChange: (urls: string[]) => void;
  /** At most this many links (E22's limit). */
  max: number;
  /** The form's errors (`imageUrls`, `imageUrls.N`). */
  errors: FieldErrors;
  /** Turns an error into text. */
  message: (field: string) => string | undefined;
}

/** Photo links, one input per photo, each with a preview once it is a web address. */
export function ImageUrlFields({ urls, onChange, max, errors, message }: ImageUrlFieldsProps) {
  const { t } = useI18n();
  const id = useId();
  const listError = message('imageUrls');
  return (
    <fieldset className="lk-image-urls" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="lk-field__label">{t('reviews.form.images', { max })}</legend>
      {urls.map((url, i) => {
        const error = message(`imageUrls.${i}`);
        const inputId = `${id}-${i}`;
        return (
          <div
            className="lk-image-urls__row"
            key={i}
            data-invalid={errors[`imageUrls.${i}`] ? '' : undefined}
          >
            <label className="lk-visually-hidden" htmlFor={inputId}>
              {t('reviews.form.imageLabel', { index: i + 1 })}
            </label>
            <input
              id={inputId}
              className="lk-input"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => onChange(urls.map((u, j) => (j === i ? e.target.value : u)))}
            />
            {isImageUrl(url) && (
              <img
                className="lk-image-urls__preview"
                src={url.trim()}
                alt={t('reviews.form.imagePreview', { index: i + 1 })}
                width={56}
                height={56}
              />
            )}
            <button
              type="button"
              className="lk-icon-button"
              aria-label={t('reviews.form.imageRemove', { index: i + 1 })}
              onClick={() => onChange(urls.filter((_, j) => j !== i))}
            >
              <span aria-hidden="true">×</span>
            </button>
            {error && (
              <span className="lk-field__error" id={`${inputId}-error`}>
                {error}
              </span>
            )}
          </div>
        );
      })}
      {urls.length < max && (
        <button
          type="button"
          className="lk-button lk-button--secondary"
          onClick={() => onChange([...urls, ''])}
        >
          {t('reviews.form.imageAdd')}
        </button>
      )}
      {listError && (
        <span className="lk-field__error" id={`${id}-error`}>
          {listError}
        </span>
      )}
    </fieldset>
  );
}
