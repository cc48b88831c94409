import { useMutation, useQueryClient, type UseMutationResult } from './query.js';
import type { ApiError } from '../api/index.js';
import type {
  StorefrontInput,
  StorefrontOperationName,
  StorefrontOutput,
} from '../client/index.js';
import { useLoyaltyContext } from './context.js';
import { callOperation, settleWrite, type OperationWriteOptions } from './write.js';

/** A mutation hook's result: the operation's answer, `ApiError`, its input as variables. */
export type OperationMutation<K extends StorefrontOperationName> = UseMutationResult<
  StorefrontOutput<K>,
  ApiError,
  StorefrontInput<K>
>;

/** A write through one storefront operation that invalidates by key prefix afterwards. */
export function useOperationMutation<K extends StorefrontOperationName>(
  hookName: string,
  name: K,
  options: OperationWriteOptions<K>,
): OperationMutation<K> {
  const ctx = useLoyaltyContext(hookName);
  const queryClient = useQueryClient();
  return useMutation<StorefrontOutput<K>, ApiError, StorefrontInput<K>>({
    mutationFn: (variables) => callOperation(ctx, name, options, variables),
    onSuccess: (data, variables) => settleWrite(queryClient, ctx, options, variables, data),
  });
}
