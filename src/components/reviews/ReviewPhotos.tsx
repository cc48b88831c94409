import { useState } from 'react';
import { altTextOf } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { Dialog } from '../shared/Dialog.js';

export interface ReviewPhotosProps {
  /** Image URLs of the review. */
  images: readonly string[];
  /** The author's display name, for the alternative text. */
  author: string;
}

/** Thumbnails that open a lightbox (native modal dialog) with previous/next buttons. */
export function ReviewPhotos({ images, author }: ReviewPhotosProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const total = images.length;
  // The shopper's own description when the photo carries one (see `withAltText`).
  const alt = (i: number) =>
    altTextOf(images[i] ?? '') ?? t('reviews.photos.alt', { index: i + 1, name: author });
  const current = open === null ? null : (images[open] ?? null);
  return (
    <>
      <ul className="lk-review__photos" aria-label={t('reviews.photos.label')}>
        {images.map((src, i) => (
          <li key={`${i}-${src}`}>
            <button
              type="button"
              className="lk-review__thumb"
              aria-label={t('reviews.photos.open', { index: i + 1, total })}
              onClick={() => setOpen(i)}
            >
              <img src={src} alt="" loading="lazy" width={72} height={72} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('reviews.photos.title', { index: (open ?? 0) + 1, total })}
        className="lk-lightbox"
      >
        {current !== null && open !== null && (
          <figure className="lk-lightbox__figure">
            <img className="lk-lightbox__image" src={current} alt={alt(open)} />
            {total > 1 && (
              <div className="lk-lightbox__nav">
                <button
                  type="button"
                  className="lk-button lk-button--secondary"
                  onClick={() => setOpen((open - 1 + total) % total)}
                >
                  {t('reviews.photos.previous')}
                </button>
                <button
                  type="button"
                  className="lk-button lk-button--secondary"
                  onClick={() => setOpen((open + 1) % total)}
                >
                  {t('reviews.photos.next')}
                </button>
              </div>
            )}
          </figure>
        )}
      </Dialog>
    </>
  );
}
