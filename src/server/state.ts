import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ROOT_KEY } from '../hooks/shared.js';

/**
 * The loyalkit part of a server QueryClient, for `<HydrationBoundary state>` in the browser: the
 * widgets' successful queries only (a failed or timed-out read was dropped by the prefetch, so
 * the browser fetches it itself), none of the app's own.
 */
export function dehydrateLoyalty(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.queryKey[0] === ROOT_KEY && defaultShouldDehydrateQuery(query),
    shouldDehydrateMutation: () => false,
  });
}

/**
 * JSON of a dehydrated state (or any JSON value sent with the page) that is safe inside an inline
 * `<script>`: `<`, U+2028 and U+2029 are escaped, so a review body holding `</script>` cannot end
 * the element.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
