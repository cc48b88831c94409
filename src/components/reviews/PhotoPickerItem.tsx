import { useId } from 'react';
import { MEDIA_ALT_MAX } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { MAX_PHOTO_MB, uploadFailureKey, type PickedPhoto } from './photoModel.js';

export interface PhotoPickerItemProps {
  photo: PickedPhoto;
  /** 1-based position, used in every label. */
  index: number;
  onDescribe: (alt: string) => void;
  onRemove: () => void;
  onRetry: () => void;
}

/** One picked photo: thumbnail, progress or failure, its description, and remove. */
export function PhotoPickerItem({
  photo,
  index,
  onDescribe,
  onRemove,
  onRetry,
}: PhotoPickerItemProps) {
  const { t } = useI18n();
  const id = useId();
  const { state } = photo;
  const percent =
    state.kind === 'uploading' ? Math.round(Math.min(1, Math.max(0, state.progress)) * 100) : 100;
  return (
    <li className="lk-photo-picker__item" data-state={state.kind}>
      {photo.preview ? (
        <img
          className="lk-photo-picker__thumb"
          src={photo.preview}
          alt={t('reviews.photos.preview', { index })}
          width={72}
          height={72}
        />
      ) : (
        <span
          className="lk-photo-picker__thumb"
          role="img"
          aria-label={t('reviews.photos.preview', { index })}
        />
      )}
      <div className="lk-photo-picker__body">
        {state.kind === 'uploading' && (
          <div
            className="lk-photo-picker__progress"
            role="progressbar"
            aria-label={t('reviews.photos.progress', { index })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
          >
            <span
              className="lk-photo-picker__progress-fill"
              style={{ inlineSize: `${percent}%` }}
            />
          </div>
        )}
        {state.kind === 'failed' && (
          <p className="lk-field__error">
            {t(uploadFailureKey(state.error), { name: photo.file.name, max: MAX_PHOTO_MB })}{' '}
            <button type="button" className="lk-button lk-button--secondary" onClick={onRetry}>
              {t('reviews.photos.retry', { index })}
            </button>
          </p>
        )}
        {state.kind !== 'failed' && (
          <div className="lk-field lk-photo-picker__describe">
            <label className="lk-field__label" htmlFor={`${id}-alt`}>
              {t('reviews.photos.describe', { index })}
            </label>
            <input
              id={`${id}-alt`}
              className="lk-input"
              type="text"
              maxLength={MEDIA_ALT_MAX}
              value={photo.alt}
              aria-describedby={`${id}-alt-hint`}
              onChange={(e) => onDescribe(e.target.value)}
            />
            <span className="lk-field__hint" id={`${id}-alt-hint`}>
              {t('reviews.photos.describeHint')}
            </span>
          </div>
        )}
      </div>
      <button
        type="button"
        className="lk-icon-button lk-photo-picker__remove"
        aria-label={t('reviews.photos.remove', { index })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
