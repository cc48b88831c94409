import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/index.js';
import { CountedField } from '../shared/CountedField.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { ActionPoints } from '../loyalty/ActionPoints.js';
import { QA_LIMITS, qaServerErrors, validateAnswer } from './qaFormModel.js';
import type { FieldErrors } from './reviewFormModel.js';

export interface AnswerFormProps {
  /** Sends the answer (the proxy forces it unpublished: it goes to moderation). */
  submit: (body: string) => Promise<unknown>;
  /** Called after the answer was sent or the shopper cancelled. */
  onDone: () => void;
}

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'failed'; error: unknown };

/** Answers a question; says up front that answers go to moderation. */
export function AnswerForm({ submit, onDone }: AnswerFormProps) {
  const { t } = useI18n();
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const error = errors.body ? t(errors.body.key, errors.body.values) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAnswer(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      await submit(body.trim());
      onDone();
    } catch (failure) {
      const mapped = qaServerErrors(failure);
      if (mapped) setErrors(mapped);
      setStatus(mapped ? { kind: 'editing' } : { kind: 'failed', error: failure });
    }
  };

  return (
    <form className="lk-qa-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="lk-qa-form__note">{t('qa.answer.note')}</p>
      <CountedField
        label={t('qa.answer.label')}
        value={body}
        onChange={setBody}
        max={QA_LIMITS.answer}
        multiline
        required
        error={error}
      />
      {status.kind === 'failed' && (
        <p className="lk-field__error" role="alert">
          {t(errorMessageKey(status.error))}
        </p>
      )}
      <ActionPoints action="answer" />
      <div className="lk-qa-form__actions">
        <button type="submit" className="lk-button" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('reviews.form.submitting') : t('qa.answer.submit')}
        </button>
        <button type="button" className="lk-button lk-button--secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
