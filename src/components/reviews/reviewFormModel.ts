import { ApiError } from '../../api/index.js';
import type { MessageKey, MessageValues } from '../../i18n/index.js';
import { satisfies } from '../shared/fieldRule.js';
import { REQUEST_FIELDS } from '../../api/requestFields.generated.js';
import { photoImageUrls, photosPending, type PickedPhoto } from './photoModel.js';

// E22's request rules as data (inlined in the embed: the form carries no schema library).
const fields = REQUEST_FIELDS.createReview;

/** The limits of E22, read from the request schema (never retyped). */
export const REVIEW_LIMITS = {
  title: fields.title?.maxLength ?? Number.POSITIVE_INFINITY,
  body: fields.body?.maxLength ?? Number.POSITIVE_INFINITY,
  images: fields.imageUrls?.maxItems ?? Number.POSITIVE_INFINITY,
} as const;

/** A whole number of stars within E22's bounds. */
function validRate(rate: number | null): boolean {
  return (
    rate !== null &&
    Number.isInteger(rate) &&
    rate >= (fields.rate?.minimum ?? 1) &&
    rate <= (fields.rate?.maximum ?? 5)
  );
}

/** What the shopper typed. */
export interface ReviewFormValues {
  rate: number | null;
  title: string;
  body: string;
  guestName: string;
  guestEmail: string;
  /** Photos picked and uploaded (or uploading) with the form. */
  photos: PickedPhoto[];
  consent: boolean;
}

export const EMPTY_REVIEW: ReviewFormValues = {
  rate: null,
  title: '',
  body: '',
  guestName: '',
  guestEmail: '',
  photos: [],
  consent: false,
};

/** A field's message: a catalog key and its values. */
export interface FieldMessage {
  key: MessageKey;
  values?: MessageValues;
}

/** Problems by field: `rate`, `title`, `body`, `guestName`, `guestEmail`, `photos`, `consent`. */
export type FieldErrors = Record<string, FieldMessage>;

function bodyMessage(body: string): FieldMessage {
  return body.length > REVIEW_LIMITS.body
    ? { key: 'reviews.error.bodyLong', values: { max: REVIEW_LIMITS.body } }
    : { key: 'reviews.error.bodyRequired' };
}

/** Checks the form against E22's request schema, field by field, in the shopper's words. */
export function validateReview(values: ReviewFormValues, guest: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!validRate(values.rate)) errors.rate = { key: 'reviews.error.rate' };
  if (values.title && !satisfies(fields.title, values.title)) {
    errors.title = { key: 'reviews.error.titleLong', values: { max: REVIEW_LIMITS.title } };
  }
  // The body and guest name are trimmed before their checks, as E22's schema does.
  if (!satisfies(fields.body, values.body.trim())) errors.body = bodyMessage(values.body);
  if (guest) {
    if (!satisfies(fields.guestName, values.guestName.trim())) {
      errors.guestName = { key: 'reviews.error.name' };
    }
    if (!satisfies(fields.guestEmail, values.guestEmail.trim())) {
      errors.guestEmail = { key: 'reviews.error.email' };
    }
  }
  if (photosPending(values.photos)) errors.photos = { key: 'reviews.error.photosPending' };
  if (!values.consent) errors.consent = { key: 'reviews.error.consent' };
  return errors;
}

/** The E22 request body of valid form values (identity is added by the proxy). */
export function toCreateReviewInput(productId: number, values: ReviewFormValues, guest: boolean) {
  const imageUrls = photoImageUrls(values.photos);
  const title = values.title.trim();
  return {
    productId,
    rate: values.rate ?? 0,
    body: values.body.trim(),
    ...(title && { title }),
    ...(guest && { guestName: values.guestName.trim(), guestEmail: values.guestEmail.trim() }),
    ...(imageUrls.length > 0 && { imageUrls }),
    ...(values.consent && { consent: 'consented' as const }),
  };
}

/**
 * Maps a 400's `errors[]` (paths like `body.rate`, `body.imageUrls.2`) onto the form's fields;
 * what no field shows is left for the form-level message. Returns null for other errors.
 */
export function serverFieldErrors(error: unknown, values: ReviewFormValues): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors?.length) return null;
  const errors: FieldErrors = {};
  for (const { path } of error.errors) {
    const field = path.replace(/^body\./, '');
    const root = field.split('.')[0] ?? '';
    if (root === 'rate') errors.rate = { key: 'reviews.error.rate' };
    else if (root === 'title')
      errors.title = { key: 'reviews.error.titleLong', values: { max: REVIEW_LIMITS.title } };
    else if (root === 'body') errors.body = bodyMessage(values.body);
    else if (root === 'guestName') errors.guestName = { key: 'reviews.error.name' };
    else if (root === 'guestEmail') errors.guestEmail = { key: 'reviews.error.email' };
    else if (root === 'consent') errors.consent = { key: 'reviews.error.consent' };
    else if (root === 'imageUrls') {
      // Every photo is stored before the review is sent, so the server's N is the N-th photo.
      const index = Number(field.split('.')[1] ?? 0) + 1;
      errors.photos = { key: 'reviews.error.photo', values: { index } };
    }
  }
  return errors;
}
