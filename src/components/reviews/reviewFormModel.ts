import { z } from 'zod';
import { ApiError, operations } from '../../api/index.js';
import type { MessageKey, MessageValues } from '../../i18n/index.js';

const shape = operations.createReview.request.shape;
const imageList = shape.imageUrls.unwrap();

/** The limits of E22, read from the request schema (never retyped). */
export const REVIEW_LIMITS = {
  title: shape.title.unwrap().unwrap().maxLength ?? Number.POSITIVE_INFINITY,
  body: shape.body.maxLength ?? Number.POSITIVE_INFINITY,
  images: (z.toJSONSchema(imageList).maxItems as number | undefined) ?? Number.POSITIVE_INFINITY,
} as const;

/** What the shopper typed. */
export interface ReviewFormValues {
  rate: number | null;
  title: string;
  body: string;
  guestName: string;
  guestEmail: string;
  imageUrls: string[];
  consent: boolean;
}

export const EMPTY_REVIEW: ReviewFormValues = {
  rate: null,
  title: '',
  body: '',
  guestName: '',
  guestEmail: '',
  imageUrls: [],
  consent: false,
};

/** A field's message: a catalog key and its values. */
export interface FieldMessage {
  key: MessageKey;
  values?: MessageValues;
}

/** Problems by field: `rate`, `title`, `body`, `guestName`, `guestEmail`, `imageUrls`, `imageUrls.N`, `consent`. */
export type FieldErrors = Record<string, FieldMessage>;

function bodyMessage(body: string): FieldMessage {
  return body.length > REVIEW_LIMITS.body
    ? { key: 'reviews.error.bodyLong', values: { max: REVIEW_LIMITS.body } }
    : { key: 'reviews.error.bodyRequired' };
}

/** Checks the form against E22's request schema, field by field, in the shopper's words. */
export function validateReview(values: ReviewFormValues, guest: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!shape.rate.safeParse(values.rate).success) errors.rate = { key: 'reviews.error.rate' };
  if (values.title && !shape.title.safeParse(values.title).success) {
    errors.title = { key: 'reviews.error.titleLong', values: { max: REVIEW_LIMITS.title } };
  }
  if (!shape.body.safeParse(values.body).success) errors.body = bodyMessage(values.body);
  if (guest) {
    if (!shape.guestName.safeParse(values.guestName).success) {
      errors.guestName = { key: 'reviews.error.name' };
    }
    if (!shape.guestEmail.safeParse(values.guestEmail.trim()).success) {
      errors.guestEmail = { key: 'reviews.error.email' };
    }
  }
  const urls = values.imageUrls.map((u) => u.trim());
  urls.forEach((url, i) => {
    if (url && !imageList.element.safeParse(url).success) {
      errors[`imageUrls.${i}`] = { key: 'reviews.error.image' };
    }
  });
  if (urls.filter(Boolean).length > REVIEW_LIMITS.images) {
    errors.imageUrls = { key: 'reviews.error.images', values: { max: REVIEW_LIMITS.images } };
  }
  if (!values.consent) errors.consent = { key: 'reviews.error.consent' };
  return errors;
}

/** The E22 request body of valid form values (identity is added by the proxy). */
export function toCreateReviewInput(productId: number, values: ReviewFormValues, guest: boolean) {
  const imageUrls = values.imageUrls.map((u) => u.trim()).filter(Boolean);
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
  // Empty link rows are not sent, so the server's index N is the N-th filled row.
  const sentRows = values.imageUrls.flatMap((u, i) => (u.trim() ? [i] : []));
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
    else if (/^imageUrls\.\d+$/.test(field)) {
      const row = sentRows[Number(field.split('.')[1])];
      if (row !== undefined) errors[`imageUrls.${row}`] = { key: 'reviews.error.image' };
    } else if (root === 'imageUrls')
      errors.imageUrls = { key: 'reviews.error.images', values: { max: REVIEW_LIMITS.images } };
  }
  return errors;
}
