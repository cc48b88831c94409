import { useInfiniteQuery } from './query.js';
import { useLoyaltyContext } from './context.js';
import { useOperationMutation } from './mutation.js';
import { useOperationWrite, type OperationWriteOptions } from './write.js';
import { questionKeys, questionsOptions, type QuestionFilters } from './questionQueries.js';

export {
  QUESTION_LIST_DEFAULTS,
  questionKeys,
  questionListFilters,
  questionsOptions,
  type QuestionFilters,
  type QuestionPage,
} from './questionQueries.js';

/** Questions as an infinite list by offset. */
export function useQuestions(filters: QuestionFilters = {}) {
  return useInfiniteQuery(questionsOptions(useLoyaltyContext('useQuestions'), filters));
}

/** What asking a question does around its call: that product's questions refetch. */
const CREATE_QUESTION: OperationWriteOptions<'createQuestion'> = {
  invalidate: (_ctx, { productId }) => [
    questionKeys.product(productId),
    questionKeys.product('all'),
  ],
};

/** What answering does around its call (held for moderation, so it appears once published). */
const CREATE_ANSWER: OperationWriteOptions<'createAnswer'> = {
  invalidate: () => [questionKeys.all],
};

/** Asks a question (customer, or guest with name and e-mail); that product's questions refetch. */
export function useCreateQuestion() {
  return useOperationMutation('useCreateQuestion', 'createQuestion', CREATE_QUESTION);
}

/** Answers a question (held for moderation, so it appears once published). */
export function useCreateAnswer() {
  return useOperationMutation('useCreateAnswer', 'createAnswer', CREATE_ANSWER);
}

/**
 * `useCreateQuestion` as an async function, for a form that keeps its own pending and error
 * state: no mutation runtime in its bundle (the Q&A widget).
 */
export function useAskQuestion() {
  return useOperationWrite('useAskQuestion', 'createQuestion', CREATE_QUESTION);
}

/** `useCreateAnswer` as an async function, for a form that keeps its own state (see above). */
export function useAnswerQuestion() {
  return useOperationWrite('useAnswerQuestion', 'createAnswer', CREATE_ANSWER);
}
