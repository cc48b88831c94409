import { ApiError } from '../../api/index.js';
import { satisfies } from '../shared/fieldRule.js';
import { REQUEST_FIELDS } from '../../api/requestFields.generated.js';
import type { FieldErrors } from './reviewFormModel.js';

const question = REQUEST_FIELDS.createQuestion;
const answerBody = REQUEST_FIELDS.createAnswer.body;

/** The limits of E27 and E28, read from their request schemas. */
export const QA_LIMITS = {
  question: question.body?.maxLength ?? Number.POSITIVE_INFINITY,
  answer: answerBody?.maxLength ?? Number.POSITIVE_INFINITY,
} as const;

/** What the ask form holds. */
export interface QuestionFormValues {
  body: string;
  guestName: string;
  guestEmail: string;
}

/** Checks a question against E27's schema (guests also give a name and an e-mail). */
export function validateQuestion(values: QuestionFormValues, guest: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const body = values.body.trim();
  if (!body) errors.body = { key: 'qa.ask.required' };
  else if (!satisfies(question.body, body)) {
    errors.body = { key: 'qa.ask.long', values: { max: QA_LIMITS.question } };
  }
  if (guest) {
    if (!satisfies(question.guestName, values.guestName.trim())) {
      errors.guestName = { key: 'reviews.error.name' };
    }
    if (!satisfies(question.guestEmail, values.guestEmail.trim())) {
      errors.guestEmail = { key: 'reviews.error.email' };
    }
  }
  return errors;
}

/** Checks an answer against E28's schema. */
export function validateAnswer(body: string): FieldErrors {
  if (!body.trim()) return { body: { key: 'qa.answer.required' } };
  if (!satisfies(answerBody, body.trim())) {
    return { body: { key: 'qa.ask.long', values: { max: QA_LIMITS.answer } } };
  }
  return {};
}

/** Maps a 400's `errors[]` of E27/E28 (`body.body`, `body.answer.body`, `body.guestEmail`). */
export function qaServerErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors?.length) return null;
  const errors: FieldErrors = {};
  for (const { path } of error.errors) {
    const field = path.replace(/^body\./, '');
    if (field === 'body' || field === 'answer.body') errors.body = { key: 'reviews.error.invalid' };
    else if (field === 'guestName') errors.guestName = { key: 'reviews.error.name' };
    else if (field === 'guestEmail') errors.guestEmail = { key: 'reviews.error.email' };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
