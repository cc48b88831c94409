import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ApiError } from '../api/index.js';
import {
  storefrontRoutes,
  type StorefrontInput,
  type StorefrontOperationName,
  type StorefrontOutput,
} from '../client/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';

/** A mutation hook's result: the operation's answer, `ApiError`, its input as variables. */
export type OperationMutation<K extends StorefrontOperationName> = UseMutationResult<
  StorefrontOutput<K>,
  ApiError,
  StorefrontInput<K>
>;

interface OperationMutationOptions<K extends StorefrontOperationName> {
  /** Key prefixes to invalidate once the write settled successfully. */
  invalidate: (
    ctx: LoyaltyQueryContext,
    variables: StorefrontInput<K>,
    data: StorefrontOutput<K>,
  ) => QueryKey[];
  /** Makes the call itself (default: the operation with the variables, a fresh key). */
  run?: (ctx: LoyaltyQueryContext, variables: StorefrontInput<K>) => Promise<StorefrontOutput<K>>;
  /** Writes the answer into the cache before the invalidation refetches. */
  update?: (
    queryClient: ReturnType<typeof useQueryClient>,
    ctx: LoyaltyQueryContext,
    data: StorefrontOutput<K>,
  ) => void;
}

/**
 * Whether an operation's request takes a translation language (the route table, read from its
 * schema at build time): such a write (a custom action's reward title) then answers in the
 * shopper's language.
 */
const takesLocale = (name: StorefrontOperationName): boolean =>
  storefrontRoutes[name]?.takesLocale === true;

/** A write through one storefront operation that invalidates by key prefix afterwards. */
export function useOperationMutation<K extends StorefrontOperationName>(
  hookName: string,
  name: K,
  options: OperationMutationOptions<K>,
): OperationMutation<K> {
  const ctx = useLoyaltyContext(hookName);
  const queryClient = useQueryClient();
  return useMutation<StorefrontOutput<K>, ApiError, StorefrontInput<K>>({
    mutationFn: (variables) => {
      const input = takesLocale(name) ? { locale: ctx.locale, ...variables } : variables;
      return options.run ? options.run(ctx, input) : ctx.client.call(name, input);
    },
    onSuccess: async (data, variables) => {
      options.update?.(queryClient, ctx, data);
      await Promise.all(
        options
          .invalidate(ctx, variables, data)
          .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
