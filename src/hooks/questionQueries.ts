// The question list's reads, apart from the hooks: no React here, so loyalkit/server can build
// the same queries in a React Server Component (where React has no context or state).
import type { QUESTION_SORTS } from '../api/index.js';
import type { StorefrontInput, StorefrontOutput } from '../client/index.js';
import type { LoyaltyQueryContext } from './context.js';
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
