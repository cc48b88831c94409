import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n/index.js';
import { CountedField } from '../shared/CountedField.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { GuestFields } from '../shared/GuestFields.js';
import { useTrack } from '../shared/track.js';
import { PhotoPicker } from './PhotoPicker.js';
import {
  EMPTY_REVIEW,
  REVIEW_LIMITS,
  serverFieldErrors,
  toCreateReviewInput,
  validateReview,
  type FieldErrors,
  type ReviewFormValues,
} from './reviewFormModel.js';
import { StarInput } from './StarInput.js';

/** The E22 body the form sends. */
export type CreateReviewInput = ReturnType<typeof toCreateReviewInput>;

export interface ReviewFormViewProps {
  productId: number;
  /** A guest gives a name and an e-mail; a customer is known to the proxy. */
  guest: boolean;
  /** Sends the review; resolves with what the API answered, rejects with an ApiError. */
  submit: (input: CreateReviewInput) => Promise<{ id: number; isPublished: boolean }>;
  /** What the review earns (the points line), shown above the submit button. */
  points?: ReactNode;
  /** Said under the thanks once sent (what it earned), given whether it is published. */
  sentNote?: ((sent: { published: boolean; photos: number }) => ReactNode) | undefined;
}

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'sent'; published: boolean; photos: number };

const FIELD_ORDER = ['rate', 'title', 'body', 'guestName', 'guestEmail', 'photos', 'consent'];

/** The review form itself: validation tied to fields, server errors mapped back onto them. */
export function ReviewFormView({
  productId,
  guest,
  submit,
  points,
  sentNote,
}: ReviewFormViewProps) {
  const { t } = useI18n();
  const id = useId();
  const track = useTrack();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const summaryRef = useRef<HTMLDivElement>(null);
  // Focus goes to the summary once it shows the errors: while empty it is not displayed, and a
  // hidden element cannot take focus (measured in Chromium; jsdom did not tell).
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);
  // Each photo that finishes uploading is one `lk:review-photo-added` (once, by its id).
  const uploaded = useRef(new Set<string>());
  useEffect(() => {
    const done = values.photos.filter((p) => p.state.kind === 'done');
    for (const photo of done) {
      if (uploaded.current.has(photo.id)) continue;
      uploaded.current.add(photo.id);
      track(formRef.current, 'lk:review-photo-added', { productId, photos: done.length });
    }
  }, [values.photos, productId, track]);
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const message = (field: string) => {
    const m = errors[field];
    return m ? t(m.key, m.values) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(values, guest);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'editing' });
      setSummaryFocus((n) => n + 1);
      return;
    }
    setStatus({ kind: 'sending' });
    const form = event.currentTarget;
    try {
      const input = toCreateReviewInput(productId, values, guest);
      const review = await submit(input);
      const photos = input.imageUrls?.length ?? 0;
      track(form, 'lk:review-submitted', {
        productId,
        reviewId: review.id,
        rating: input.rate,
        photos,
        published: review.isPublished,
      });
      setStatus({ kind: 'sent', published: review.isPublished, photos });
    } catch (error) {
      const mapped = serverFieldErrors(error, values);
      if (mapped && Object.keys(mapped).length > 0) {
        setErrors(mapped);
        setStatus({ kind: 'editing' });
      } else {
        setStatus({ kind: 'failed', error });
      }
      setSummaryFocus((n) => n + 1);
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="lk-review-form__done" role="status">
        <p>{t(status.published ? 'reviews.form.published' : 'reviews.form.moderation')}</p>
        {sentNote?.({ published: status.published, photos: status.photos })}
        <button
          type="button"
          className="lk-button lk-button--secondary"
          onClick={() => {
            setValues(EMPTY_REVIEW);
            setStatus({ kind: 'editing' });
          }}
        >
          {t('reviews.form.another')}
        </button>
      </div>
    );
  }

  const count = Object.keys(errors).length;
  const sorted = Object.keys(errors).sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, undefined, { numeric: true }),
  );
  return (
    <form ref={formRef} className="lk-review-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div ref={summaryRef} tabIndex={-1} className="lk-review-form__summary" role="alert">
        {status.kind === 'failed'
          ? t(errorMessageKey(status.error))
          : count > 0 && (
              <>
                <p>{t('reviews.form.fixErrors', { count })}</p>
                <ul>
                  {sorted.map((field) => (
                    <li key={field}>{message(field)}</li>
                  ))}
                </ul>
              </>
            )}
      </div>
      <div className="lk-field" data-invalid={errors.rate ? '' : undefined}>
        <StarInput
          value={values.rate}
          onChange={(rate) => set('rate', rate)}
          label={t('reviews.form.rating')}
          errorId={errors.rate ? `${id}-rate-error` : undefined}
        />
        {errors.rate && (
          <span className="lk-field__error" id={`${id}-rate-error`}>
            {message('rate')}
          </span>
        )}
      </div>
      <CountedField
        label={t('reviews.form.titleLabel')}
        value={values.title}
        onChange={(v) => set('title', v)}
        max={REVIEW_LIMITS.title}
        error={message('title')}
      />
      <CountedField
        label={t('reviews.form.bodyLabel')}
        value={values.body}
        onChange={(v) => set('body', v)}
        max={REVIEW_LIMITS.body}
        multiline
        required
        error={message('body')}
      />
      {guest && (
        <GuestFields
          values={values}
          onChange={set}
          errors={{ guestName: message('guestName'), guestEmail: message('guestEmail') }}
        />
      )}
      <PhotoPicker
        photos={values.photos}
        onChange={(update) => setValues((v) => ({ ...v, photos: update(v.photos) }))}
        max={REVIEW_LIMITS.images}
        error={message('photos')}
      />
      <div
        className="lk-field lk-review-form__consent"
        data-invalid={errors.consent ? '' : undefined}
      >
        <label>
          <input
            type="checkbox"
            checked={values.consent}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            onChange={(e) => set('consent', e.target.checked)}
          />{' '}
          {t('reviews.form.consent')}
        </label>
        {errors.consent && (
          <span className="lk-field__error" id={`${id}-consent-error`}>
            {message('consent')}
          </span>
        )}
      </div>
      {points}
      <button type="submit" className="lk-button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('reviews.form.submitting') : t('reviews.form.submit')}
      </button>
    </form>
  );
}

function rank(field: string): number {
  const root = field.split('.')[0] ?? '';
  const i = FIELD_ORDER.indexOf(root);
  return i < 0 ? FIELD_ORDER.indexOf('guestEmail') + 0.5 : i;
}
