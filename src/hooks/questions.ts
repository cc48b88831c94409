import { useInfiniteQuery } from '@tanstack/react-query';
import type { QUESTION_SORTS } from '../api/index.js';
import type { StorefrontInput, StorefrontOutput } from '../client/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { useOperationMutation } from './mutation.js';
import { useOperationWrite, type OperationWriteOptions } from './write.js';
import { ROOT_KEY, SHARED_STALE_MS, apiInfiniteOptions } from './shared.js';

/** Filters, sort and page size of a question list. */
export type QuestionFilters = Omit<StorefrontInput<'getQuestions'>, 'offset'>;
/** One page of questions with their published answers. */
export type QuestionPage = StorefrontOutput<'getQuestions'>;

/** The page size and sort a question list starts with (newest first, as the API). */
export const QUESTION_LIST_DEFAULTS = { perPage: 10, sort: 'idDesc' } as const;

/**
 * The filters (and so the query key) of a question list widget: the one place
 * `<QuestionsAndAnswers>` and a server prefetch build them.
 */
export function questionListFilters({
  productId,
  perPage = QUESTION_LIST_DEFAULTS.perPage,
  sort = QUESTION_LIST_DEFAULTS.sort,
}: {
  productId: number;
  perPage?: number | undefined;
  sort?: (typeof QUESTION_SORTS)[number] | undefined;
}): QuestionFilters {
  return { productId, perPage, sortingOption: sort, withCustomerDisplayName: true };
}

/** Query keys of product questions. */
export const questionKeys = {
  all: [ROOT_KEY, 'questions'] as const,
  product: (productId: number | 'all') => [...questionKeys.all, 'product', productId] as const,
  list: (filters: QuestionFilters) =>
    [...questionKeys.product(filters.productId ?? 'all'), 'list', filters] as const,
};

/** Published questions with their answers, by offset pages (E26). */
export function questionsOptions({ client }: LoyaltyQueryContext, filters: QuestionFilters = {}) {
  return apiInfiniteOptions({
    queryKey: questionKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      client.getQuestions({ ...filters, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: QuestionPage) => {
      const next = last.currentOffset + last.items.length;
      return last.items.length > 0 && next < last.totalCount ? next : undefined;
    },
    staleTime: SHARED_STALE_MS,
  });
}

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
