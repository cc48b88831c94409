import { useRef, useState, type FormEvent, type Ref } from 'react';
import { useI18n } from '../../i18n/index.js';
import { CountedField } from '../shared/CountedField.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { GuestFields } from '../shared/GuestFields.js';
import { useTrack } from '../shared/track.js';
import { ActionPoints } from '../loyalty/ActionPoints.js';
import {
  QA_LIMITS,
  qaServerErrors,
  validateQuestion,
  type QuestionFormValues,
} from './qaFormModel.js';
import type { FieldErrors } from './reviewFormModel.js';

/** The E27 body the ask form sends. */
export interface CreateQuestionInput {
  productId: number;
  body: string;
  guestName?: string;
  guestEmail?: string;
}

export interface AskQuestionFormProps {
  productId: number;
  /** A guest gives a name and an e-mail. */
  guest: boolean;
  /** Sends the question; resolves with what the API answered. */
  submit: (input: CreateQuestionInput) => Promise<{ id: number; isPublished: boolean }>;
  /** The question box, for an "Ask a question" button elsewhere to focus. */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Sent: whether it is published already (else it waits for moderation). The form is done. */
  onSent: (published: boolean) => void;
}

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'failed'; error: unknown };

const EMPTY: QuestionFormValues = { body: '', guestName: '', guestEmail: '' };

/** Asks a question about the product, as a guest or a customer; the list says when it is sent. */
export function AskQuestionForm({
  productId,
  guest,
  submit,
  inputRef,
  onSent,
}: AskQuestionFormProps) {
  const { t } = useI18n();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const message = (field: string) => {
    const m = errors[field];
    return m ? t(m.key, m.values) : undefined;
  };
  const set = (key: keyof QuestionFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const track = useTrack();
  const formRef = useRef<HTMLFormElement>(null);
  // Sent and accepted: one `lk:question-asked`, from the form (still shown while it sends).
  const send = async (input: CreateQuestionInput) => {
    const question = await submit(input);
    track(formRef.current, 'lk:question-asked', {
      productId,
      questionId: question.id,
      published: question.isPublished,
    });
    return question;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuestion(values, guest);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      const question = await send({
        productId,
        body: values.body.trim(),
        ...(guest && { guestName: values.guestName.trim(), guestEmail: values.guestEmail.trim() }),
      });
      onSent(question.isPublished);
    } catch (error) {
      const mapped = qaServerErrors(error);
      if (mapped) setErrors(mapped);
      setStatus(mapped ? { kind: 'editing' } : { kind: 'failed', error });
    }
  };

  return (
    <form ref={formRef} className="lk-qa-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h3 className="lk-qa__subtitle">{t('qa.ask.title')}</h3>
      <CountedField
        label={t('qa.ask.label')}
        value={values.body}
        onChange={set('body')}
        max={QA_LIMITS.question}
        multiline
        required
        error={message('body')}
        inputRef={inputRef}
      />
      {guest && (
        <GuestFields
          values={values}
          onChange={(key, value) => set(key)(value)}
          errors={{ guestName: message('guestName'), guestEmail: message('guestEmail') }}
        />
      )}
      {status.kind === 'failed' && (
        <p className="lk-field__error" role="alert">
          {t(errorMessageKey(status.error))}
        </p>
      )}
      <ActionPoints action="question" />
      <button type="submit" className="lk-button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('reviews.form.submitting') : t('qa.ask.submit')}
      </button>
    </form>
  );
}
