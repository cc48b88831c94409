import { useId, useState } from 'react';
import type { QUESTION_SORTS } from '../../api/index.js';
import { useCreateAnswer, useCreateQuestion, useQuestions } from '../../hooks/reviews.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { AskQuestionForm } from './AskQuestionForm.js';
import { cx } from '../shared/cx.js';
import { REQUEST_FIELDS } from '../shared/requestFields.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { QuestionItem } from './QuestionItem.js';
import { ReviewListSkeleton } from './ReviewListView.js';

/** One of the four sort options of E26. */
export type QuestionSort = (typeof QUESTION_SORTS)[number];
/** The sorts E26 knows, in its order. */
const SORTS = (REQUEST_FIELDS.getQuestions.sortingOption?.enum ?? []) as readonly QuestionSort[];

export interface QuestionsAndAnswersProps {
  /** The product whose published questions to list. */
  productId: number;
  /** Questions per page (1-50); default 10. */
  perPage?: number;
  /** The sort to start with; default `idDesc` (newest first), as the API. */
  initialSort?: QuestionSort;
  /** Where a guest signs in to answer. */
  signInUrl?: string;
  /** "Now" for relative dates (tests and stories pin it). */
  now?: number;
  className?: string;
}

/** Questions with their answers, sorted and paged; an ask form and, for customers, answer forms. */
export function QuestionsAndAnswers(props: QuestionsAndAnswersProps) {
  return (
    <LoyaltyI18n>
      <QuestionsAndAnswersSection {...props} />
    </LoyaltyI18n>
  );
}

function QuestionsAndAnswersSection({
  productId,
  perPage = 10,
  initialSort = 'idDesc',
  signInUrl,
  now,
  className,
}: QuestionsAndAnswersProps) {
  const { t } = useI18n();
  const id = useId();
  const [sort, setSort] = useState<QuestionSort>(initialSort);
  const session = useSession();
  const query = useQuestions({
    productId,
    perPage,
    sortingOption: sort,
    withCustomerDisplayName: true,
  });
  const ask = useCreateQuestion();
  const answer = useCreateAnswer();
  const questions = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;

  return (
    <section className={cx('lk-widget', 'lk-qa', className)} aria-labelledby={`${id}-title`}>
      <div className="lk-qa__header">
        <h2 className="lk-qa__title" id={`${id}-title`}>
          {t('qa.title')}
        </h2>
        <div className="lk-field">
          <label className="lk-field__label" htmlFor={`${id}-sort`}>
            {t('qa.sort.label')}
          </label>
          <select
            id={`${id}-sort`}
            className="lk-input"
            value={sort}
            onChange={(e) => setSort(e.target.value as QuestionSort)}
          >
            {SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`qa.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.status === 'pending' ? (
        <div aria-busy="true">
          <p className="lk-reviews__status">{t('common.loading')}</p>
          <ReviewListSkeleton rows={2} />
        </div>
      ) : query.status === 'error' && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="lk-reviews__status" role="status">
            {questions.length === 0 ? t('qa.empty') : t('qa.count', { count: total })}
          </p>
          {questions.length > 0 && (
            <ul className="lk-qa__items">
              {questions.map((question) => (
                <li key={question.id}>
                  <QuestionItem
                    question={question}
                    canAnswer={session.status === 'customer'}
                    signInUrl={signInUrl}
                    now={now}
                    onAnswer={(questionId, body) =>
                      answer.mutateAsync({ questionId, answer: { body, isPublished: false } })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <button
              type="button"
              className="lk-button lk-button--secondary lk-qa__more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('qa.loadMore')}
            </button>
          )}
        </>
      )}
      {session.status === 'guest' || session.status === 'customer' ? (
        <AskQuestionForm
          productId={productId}
          guest={session.status === 'guest'}
          submit={(input) => ask.mutateAsync(input)}
        />
      ) : null}
    </section>
  );
}
