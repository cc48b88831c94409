// The full runtime (react-query and the provider) for the heavy widgets: reviews, questions,
// gallery, drawer, managers. It loads only with them, and takes over the page's light cache so
// both kinds of widget keep seeing one cache.
import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoyaltyProvider } from '../provider/LoyaltyProvider.js';
import { LocaleRoot } from './LocaleRoot.js';
import type { ChunkOptions } from './mount.js';
import type { PageRuntime } from './page.js';
import { installReactDom } from './preact/reactDom.js';

// React's DOM semantics for the forms and icons (onChange on every keystroke, camelCase SVG
// props): the light widgets do without; no preact/compat (src/embed/preact/reactDom.ts).
installReactDom();

const clients = new WeakMap<PageRuntime, QueryClient>();

/** The page's QueryClient, created once and joined to the page cache of the light widgets. */
export function pageQueryClient(page: PageRuntime): QueryClient {
  let queryClient = clients.get(page);
  if (queryClient) return queryClient;
  queryClient = new QueryClient({
    // A page lives minutes: keep what the light widgets show, so later invalidations reach them.
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: Infinity, refetchOnWindowFocus: false },
    },
  });
  clients.set(page, queryClient);
  const qc = queryClient;
  page.cache.connect(
    {
      // The query is one of the hooks' `xOptions()`, built for react-query in the first place.
      fetch: (query) => qc.fetchQuery(query as FetchQueryOptions),
      set: (key, data) => qc.setQueryData(key, data),
      invalidate: (prefix) => void qc.invalidateQueries({ queryKey: prefix }),
    },
    (key, data, updatedAt) => qc.setQueryData(key, data, { updatedAt }),
  );
  qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !page.cache.holds(event.query.queryHash)) return;
    const { queryKey, state } = event.query;
    if (event.action.type === 'invalidate') page.cache.refetchIfShown(queryKey);
    else if (state.status === 'success')
      page.cache.receive(queryKey, state.data, state.dataUpdatedAt);
  });
  return queryClient;
}

/** The heavy widgets' root: the page's client and QueryClient in a `LoyaltyProvider`. */
export function FullRoot({
  page,
  container,
  children,
}: {
  page: PageRuntime;
  /** The widget's container; absent for a full root inside a light one (the badge's drawer). */
  container?: HTMLElement | undefined;
  children: ReactNode;
}) {
  const { config, client } = page;
  return (
    <LoyaltyProvider
      proxyUrl={config.proxyUrl}
      client={client}
      persistGuestSession={config.allowStorage}
      queryClient={pageQueryClient(page)}
      locale={config.locale}
      currency={config.currency}
      messages={config.messages}
      locales={config.locales}
      {...(config.productUrl && { productUrl: config.productUrl })}
      {...(config.products && { productHandles: config.products })}
    >
      {container && <LocaleRoot container={container} />}
      {children}
    </LoyaltyProvider>
  );
}

/**
 * Chunk options of a heavy widget: rendered in the full runtime; each chunk adds its sheets
 * (`ALL_STYLES`, or its own cut) and names its messages, so this chunk carries no CSS.
 */
export const FULL = { root: FullRoot } as const satisfies Partial<ChunkOptions>;
