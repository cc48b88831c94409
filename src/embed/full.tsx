// The full runtime (react-query and the provider) for the heavy widgets: reviews, questions,
// gallery, drawer, managers. It loads only with them, and takes over the page's light cache so
// both kinds of widget keep seeing one cache.
import { QueryClient, useQuery, type FetchQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoyaltyProvider, type LoyaltyProviderProps } from '../provider/LoyaltyProvider.js';
import { LocaleRoot } from './LocaleRoot.js';
import type { ChunkOptions } from './mount.js';
import type { PageRuntime } from './page.js';
import { installReactDom } from './preact/reactDom.js';
import { QueryLayer } from './query.js';

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
  // The toggle's client from here on, in light widgets too (src/embed/queryClient.ts).
  page.queryClient = queryClient;
  const qc = queryClient;
  page.cache.connect(
    {
      // The query is one of the hooks' `xOptions()`, built for react-query in the first place.
      fetch: (query) => qc.fetchQuery(query as FetchQueryOptions),
      set: (key, data) => qc.setQueryData(key, data),
      invalidate: (prefix) => void qc.invalidateQueries({ queryKey: prefix }),
    },
    ({ key, state, updatedAt, inflight, query }) => {
      if (state.status === 'success') qc.setQueryData(key, state.data, { updatedAt });
      // A light widget's request still on its way: the QueryClient waits for that one, so a
      // heavy widget asking the same key now does not send it twice.
      else if (inflight && query) {
        const answer = () =>
          inflight.then(() => {
            const done = page.cache.get(key);
            if (done.status === 'error') throw done.error;
            return done.data;
          });
        qc.fetchQuery({ ...(query as FetchQueryOptions), queryFn: answer, retry: false }).catch(
          () => undefined,
        );
      }
    },
  );
  qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !page.cache.holds(event.query.queryHash)) return;
    const { queryKey, state } = event.query;
    // A key a heavy widget shows too is refetched by react-query itself (its answer comes back
    // below): a second fetch here would be cancelled by that one and sent again.
    if (event.action.type === 'invalidate') {
      if (!event.query.isActive()) page.cache.refetchIfShown(queryKey);
    } else if (state.status === 'success')
      page.cache.receive(queryKey, state.data, state.dataUpdatedAt);
  });
  return queryClient;
}

/** The heavy widgets' root: the page's client and QueryClient in a `LoyaltyProvider`. */
export function FullRoot({
  page,
  container,
  children,
  currencies,
}: {
  page: PageRuntime;
  /** The widget's container; absent for a full root inside a light one (the badge's drawer). */
  container?: HTMLElement | undefined;
  children: ReactNode;
  /** The shopper's currency and rate, for widgets that show money (`FULL_MONEY`). */
  currencies?: Pick<LoyaltyProviderProps, 'presentmentCurrency' | 'currencyRate'> | undefined;
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
      {...currencies}
    >
      {container && <LocaleRoot container={container} />}
      {/* The hooks below read through react-query here, not through the page cache. */}
      <QueryLayer value={useQuery}>{children}</QueryLayer>
    </LoyaltyProvider>
  );
}

/**
 * Chunk options of a heavy widget: rendered in the full runtime; each chunk adds its sheets
 * (`ALL_STYLES`, or its own cut) and names its messages, so this chunk carries no CSS.
 */
export const FULL = { root: FullRoot } as const satisfies Partial<ChunkOptions>;
