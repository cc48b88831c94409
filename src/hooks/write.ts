// A write through one storefront operation as a plain async function: the call, the answer into
// the cache, the invalidations. `useOperationMutation` runs the same steps inside react-query's
// mutation state; widgets that keep their own pending and error state (the Q&A forms) call this
// instead, so their bundle carries none of react-query's mutation runtime.
import { useQueryClient, type QueryClient, type QueryKey } from './query.js';
import {
  storefrontRoutes,
  type StorefrontInput,
  type StorefrontOperationName,
  type StorefrontOutput,
} from '../client/index.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';

/** What a write does around its call: what it invalidates, and optionally how it runs and caches. */
export interface OperationWriteOptions<K extends StorefrontOperationName> {
  /** Key prefixes to invalidate once the write settled successfully. */
  invalidate: (
    ctx: LoyaltyQueryContext,
    variables: StorefrontInput<K>,
    data: StorefrontOutput<K>,
  ) => QueryKey[];
  /** Makes the call itself (default: the operation with the variables, a fresh key). */
  run?: (ctx: LoyaltyQueryContext, variables: StorefrontInput<K>) => Promise<StorefrontOutput<K>>;
  /** Writes the answer into the cache before the invalidation refetches. */
  update?: (queryClient: QueryClient, ctx: LoyaltyQueryContext, data: StorefrontOutput<K>) => void;
}

/**
 * Whether an operation's request takes a translation language (the route table, read from its
 * schema at build time): such a write (a custom action's reward title) then answers in the
 * shopper's language.
 */
const takesLocale = (name: StorefrontOperationName): boolean =>
  storefrontRoutes[name]?.takesLocale === true;

/** Calls the operation with the variables (and the shopper's locale where it takes one). */
export function callOperation<K extends StorefrontOperationName>(
  ctx: LoyaltyQueryContext,
  name: K,
  options: Pick<OperationWriteOptions<K>, 'run'>,
  variables: StorefrontInput<K>,
): Promise<StorefrontOutput<K>> {
  const input = takesLocale(name) ? { locale: ctx.locale, ...variables } : variables;
  return options.run ? options.run(ctx, input) : ctx.client.call(name, input);
}

/** After a successful write: its answer into the cache, then the invalidations (awaited). */
export async function settleWrite<K extends StorefrontOperationName>(
  queryClient: QueryClient,
  ctx: LoyaltyQueryContext,
  options: OperationWriteOptions<K>,
  variables: StorefrontInput<K>,
  data: StorefrontOutput<K>,
): Promise<void> {
  options.update?.(queryClient, ctx, data);
  await Promise.all(
    options
      .invalidate(ctx, variables, data)
      .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * A write through one storefront operation that invalidates by key prefix afterwards, as an
 * async function resolving with the answer once the invalidations settled (rejecting with the
 * `ApiError`); the caller keeps its own pending and error state.
 */
export function useOperationWrite<K extends StorefrontOperationName>(
  hookName: string,
  name: K,
  options: OperationWriteOptions<K>,
): (variables: StorefrontInput<K>) => Promise<StorefrontOutput<K>> {
  const ctx = useLoyaltyContext(hookName);
  const queryClient = useQueryClient();
  return async (variables) => {
    const data = await callOperation(ctx, name, options, variables);
    await settleWrite(queryClient, ctx, options, variables, data);
    return data;
  };
}
