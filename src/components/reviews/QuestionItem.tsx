import { lazy, Suspense, useId, useState } from 'react';
import type { PublicQuestion } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { isolated } from '../shared/Isolated.js';
import { RelativeTime } from '../shared/RelativeTime.js';

// The answer form's code loads when a customer opens it (or points at / focuses its button).
const loadAnswerForm = () => import('./AnswerForm.js');
const AnswerForm = lazy(() => loadAnswerForm().then((m) => ({ default: m.AnswerForm })));

export interface QuestionItemProps {
  question: PublicQuestion;
  /** Whether the shopper may answer (a customer); a guest is asked to sign in. */
  canAnswer: boolean;
  /** Sends an answer to this question. */
  onAnswer: (questionId: number, body: string) => Promise<unknown>;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** "Now" for relative dates (tests and stories pin it). */
  now?: number | undefined;
}

/** A question, its published answers, and the answer form. */
export function QuestionItem({ question, canAnswer, onAnswer, signInUrl, now }: QuestionItemProps) {
  const { t } = useI18n();
  const [answering, setAnswering] = useState(false);
  const [sent, setSent] = useState(false);
  const headingId = useId();
  const name = (n: string | undefined) => n?.trim() || t('reviews.anonymous');
  const when = (at: string) => <RelativeTime at={at} now={now} />;
  const answers = question.answers.filter((a) => a.isPublished);
  return (
    <article className="lk-question" aria-labelledby={headingId}>
      <h3 className="lk-question__body" id={headingId} dir="auto">
        {question.body}
      </h3>
      <p className="lk-question__meta">
        {isolated((n) => t('qa.askedBy', { name: n }), name(question.customerDisplayName))}{' '}
        <span aria-hidden="true">· </span>
        {when(question.createdAt)}
        <span aria-hidden="true"> · </span>
        {t('qa.answers', { count: answers.length })}
      </p>
      {answers.length > 0 && (
        <ul className="lk-question__answers">
          {answers.map((answer) => (
            <li key={answer.id} className="lk-answer">
              <p className="lk-answer__body" dir="auto">
                {answer.body}
              </p>
              <p className="lk-answer__meta">
                {isolated((n) => t('qa.answeredBy', { name: n }), name(answer.customerDisplayName))}{' '}
                <span aria-hidden="true">· </span>
                {when(answer.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="lk-question__actions">
        <p className="lk-qa-form__status" role="status">
          {sent ? t('qa.answer.sent') : ''}
        </p>
        {!canAnswer ? (
          signInUrl ? (
            <a className="lk-helpful__link" href={signInUrl}>
              {t('qa.answer.signIn')}
            </a>
          ) : (
            <p className="lk-qa-form__note">{t('qa.answer.signIn')}</p>
          )
        ) : answering ? (
          <Suspense fallback={null}>
            <AnswerForm
              submit={async (body) => {
                await onAnswer(question.id, body);
                setSent(true);
              }}
              onDone={() => setAnswering(false)}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            className="lk-button lk-button--secondary"
            aria-describedby={headingId}
            onPointerEnter={() => void loadAnswerForm()}
            onFocus={() => void loadAnswerForm()}
            onClick={() => {
              setSent(false);
              setAnswering(true);
            }}
          >
            {t('qa.answer.open')}
          </button>
        )}
      </div>
    </article>
  );
}
