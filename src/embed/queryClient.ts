// The embed's mutation layer for the writes a light widget makes (the heart's toggle): its build
// resolves src/hooks/queryClient.ts here (vite.lightQuery.ts). The hook's code runs unchanged on
// the page cache, or on the page's QueryClient once the full runtime has come (full.tsx sets it).
import type * as ReactQuery from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePage } from './mount.js';

/**
 * The page's QueryClient when the full runtime is in; before that, the page cache, answering
 * what a toggle asks of a client (read, write, invalidate; nothing to cancel: a light read in
 * flight lands before the optimistic change, or is refetched by the invalidation after it).
 */
export const useQueryClient = (): ReactQuery.QueryClient => {
  const { cache, queryClient } = usePage();
  return (queryClient ?? {
    cancelQueries: () => 0,
    getQueryData: (key: readonly unknown[]) => cache.get(key).data,
    setQueryData: (key: readonly unknown[], update: unknown) =>
      cache.set(key, typeof update == 'function' ? (update as () => unknown) : () => update),
    invalidateQueries: ({ queryKey }: { queryKey: readonly unknown[] }) =>
      cache.invalidate(queryKey),
  }) as never;
};

/**
 * react-query's `useMutation` as the toggle uses it: `mutateAsync` and `isPending`; onMutate,
 * then the call, then onSuccess or onError, then onSettled, each awaited, pending until all ran.
 */
export const useMutation = ((options: ReactQuery.MutationOptions) => {
  const latest = useRef(options);
  latest.current = options;
  const [pending, setPending] = useState(false);
  const mutateAsync = async (variables: unknown) => {
    const { mutationFn, onMutate, onSuccess, onError, onSettled } = latest.current as Record<
      string,
      ((...args: unknown[]) => unknown) | undefined
    >;
    setPending(true);
    try {
      let result: unknown;
      let data: unknown;
      try {
        result = await onMutate?.(variables);
        data = await mutationFn!(variables);
      } catch (error) {
        await onError?.(error, variables, result);
        await onSettled?.(undefined, error, variables, result);
        throw error;
      }
      await onSuccess?.(data, variables, result);
      await onSettled?.(data, null, variables, result);
      return data;
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending: pending };
}) as unknown as typeof ReactQuery.useMutation;
