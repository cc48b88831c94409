// What the hooks use of react-query, in one place: the embed's build resolves this module to
// src/embed/query.ts instead (vite.lightQuery.ts), whose light widgets read the page's cache
// through the same hook interface without carrying react-query. Hooks import from here.
export {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type {
  InfiniteData,
  QueryClient,
  QueryKey,
  QueryKeyWithDataTag,
  UndefinedInitialDataInfiniteOptions,
  UndefinedInitialDataOptions,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryResult,
} from '@tanstack/react-query';
