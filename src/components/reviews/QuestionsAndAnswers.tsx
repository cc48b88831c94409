import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { QUESTION_SORTS } from '../../api/index.js';
import {
  QUESTION_LIST_DEFAULTS,
  questionListFilters,
  useAnswerQuestion,
  useAskQuestion,
  useQuestions,
} from '../../hooks/reviews.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { Button } from '../shared/Button.js';
import { cx } from '../shared/cx.js';
import { REQUEST_FIELDS } from '../../api/requestFields.generated.js';
import { EmptyState } from '../shared/EmptyState.js';
import { SelectField } from '../shared/SelectField.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { QuestionItem } from './QuestionItem.js';
import { ReviewListSkeleton } from './ReviewListView.js';

// The ask form's code loads when the shopper opens it (or points at / focuses its button): most
// visits read the questions and ask none.
const loadAskForm = () => import('./AskQuestionForm.js');
const AskQuestionForm = lazy(() => loadAskForm().then((m) => ({ default: m.AskQuestionForm })));

/** One of the four sort options of E26. */
export type QuestionSort = (typeof QUESTION_SORTS)[number];
/** The sorts E26 knows, in its order (inlined data: no schema in the browser bundle). */
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
  /** Extra class names, merged last. */
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
  perPage,
  initialSort = QUESTION_LIST_DEFAULTS.sort,
  signInUrl,
  now,
  className,
}: QuestionsAndAnswersProps) {
  const { t } = useI18n();
  const id = useId();
  const [sort, setSort] = useState<QuestionSort>(initialSort);
  const session = useSession();
  const query = useQuestions(questionListFilters({ productId, perPage, sort }));
  // Plain writes: the forms keep their own pending and error state.
  const ask = useAskQuestion();
  const answer = useAnswerQuestion();
  const questions = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  const canAsk = session.status === 'guest' || session.status === 'customer';
  const [asking, setAsking] = useState(false);
  // The last question sent: the form closes, and this says what becomes of it.
  const [sent, setSent] = useState<'published' | 'moderation' | null>(null);
  // The question box takes focus when the opened form arrives; the thanks, when it is sent.
  const focusBox = useCallback((box: HTMLTextAreaElement | null) => box?.focus(), []);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const empty = query.status === 'success' && questions.length === 0;
  const openProps = {
    onClick: () => {
      setSent(null);
      setAsking(true);
    },
    onPointerEnter: () => void loadAskForm(),
    onFocus: () => void loadAskForm(),
  };

  return (
    <section className={cx('lk-widget', 'lk-qa', className)} aria-labelledby={`${id}-title`}>
      <div className="lk-qa__header">
        <h2 className="lk-qa__title" id={`${id}-title`}>
          {t('qa.title')}
        </h2>
      </div>
      {query.status === 'pending' ? (
        <div aria-busy="true">
          <p className="lk-reviews__status">{t('common.loading')}</p>
          {/* Four rows, near the first questions' height: with the ask form closed, two let the list grow past the element's reserved space as it arrived (layout.e2e measured the shift). */}
          <ReviewListSkeleton rows={4} />
        </div>
      ) : query.status === 'error' && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {questions.length === 0 ? (
            <div role="status">
              <EmptyState
                icon="chat"
                title={t('qa.empty')}
                action={
                  canAsk &&
                  !asking && (
                    <Button icon="pencil" {...openProps}>
                      {t('qa.ask.title')}
                    </Button>
                  )
                }
              />
            </div>
          ) : (
            // The sort sits with the count, over the questions it sorts: only when there are some.
            <div className="lk-qa__bar">
              <p className="lk-reviews__status" role="status">
                {t('qa.count', { count: total })}
              </p>
              <SelectField
                label={t('qa.sort.label')}
                value={sort}
                onChange={(value) => setSort(value as QuestionSort)}
                options={SORTS.map((option) => ({
                  value: option,
                  label: t(`qa.sort.${option}`),
                }))}
              />
            </div>
          )}
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
                      answer({ questionId, answer: { body, isPublished: false } })
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
      <p className="lk-qa-form__status" role="status" tabIndex={-1} ref={sentRef}>
        {sent && t(sent === 'published' ? 'qa.ask.published' : 'qa.ask.moderation')}
      </p>
      {canAsk && asking ? (
        <Suspense fallback={null}>
          <AskQuestionForm
            inputRef={focusBox}
            productId={productId}
            guest={session.status === 'guest'}
            submit={ask}
            onSent={(published) => {
              setAsking(false);
              setSent(published ? 'published' : 'moderation');
            }}
          />
        </Suspense>
      ) : canAsk && (!empty || sent) ? (
        <Button icon="pencil" variant="secondary" className="lk-qa__ask" {...openProps}>
          {t('qa.ask.title')}
        </Button>
      ) : null}
    </section>
  );
}
