import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createStorefrontClient,
  productUrlTemplate,
  type ProductUrl,
  type IdentitySource,
  type StorefrontClient,
} from '../client/index.js';
import type { WidgetEvent } from '../api/index.js';
import { LoyaltyContext, useLoyaltyContext, type LoyaltyContextValue } from '../hooks/context.js';
import type { CustomLocales, LocaleMessages } from '../i18n/index.js';
import { useShopperLocale } from '../i18n/useShopperLocale.js';
import {
  VotedReviewsContext,
  consentTokenStorage,
  consentVotedReviews,
  createSessionStore,
  type VotedReviewsStore,
} from '../store/index.js';

/** Props of `<LoyaltyProvider>`. */
export interface LoyaltyProviderProps {
  /** Where the store's server-proxy answers, absolute or relative to the page. */
  proxyUrl: string;
  /** Who the shopper is (a proof or a callback fetching one); a guest when absent. */
  identity?: IdentitySource;
  /**
   * The shopper's language (BCP 47), for the widgets, the API's texts and Intl formatting; else
   * the page's `<html lang>`, else the browser's languages. The closest catalog is used
   * (`fr-CA` speaks `fr`, `pt-PT` speaks `pt-BR`), else English.
   */
  locale?: string;
  /** The store's currency (ISO 4217), in which the API's amounts are; `USD` by default. */
  currency?: string;
  /**
   * The currency the shopper sees prices in, where the store sells in several (Shopify's
   * presentment currency, `cart.currency`): storefront prices are shown in it, and the store's
   * amounts converted into it at `currencyRate`, marked "about".
   */
  presentmentCurrency?: string;
  /**
   * Presentment-currency units per store-currency unit (`Shopify.currency.rate` on a theme
   * page). Without it, the store's amounts stay in the store's currency and points nudges,
   * which count from store-currency prices, are not shown in another currency.
   */
  currencyRate?: number;
  /** A QueryClient to use; else the app's own (if any), else one of the provider's. */
  queryClient?: QueryClient;
  /** The store's wording of any message, per locale: `{ fr: { 'common.retry': 'Recommencer' } }`. */
  messages?: LocaleMessages;
  /** Locales the store adds (`{ da: daMessages }`, or a loader); English fills what they lack. */
  locales?: CustomLocales;
  /**
   * Where the widgets read a product's title, images, prices and variants (Shopify's
   * `/products/{handle}.js` shape): a template with `{handle}` and/or `{id}`
   * (`/fr/products/{handle}.js`), or a function; `/products/{handle}.js` by default.
   */
  productUrl?: ProductUrl | string;
  /** Product handles by id, for rows that carry an id only (registry items) under a template. */
  productHandles?: Readonly<Record<string, string>>;
  /**
   * The shopper consented to storage: keep the guest session token, and the reviews a customer
   * voted helpful, in localStorage (else in memory, for the page only).
   */
  persistGuestSession?: boolean;
  /** localStorage key of the guest session token. */
  storageKey?: string;
  /** A ready-made client (tests, server prefetching); `proxyUrl` is then ignored. */
  client?: StorefrontClient;
  /**
   * Called with every widget event (`{name, detail}`, see `WIDGET_EVENTS`), as the widgets also
   * dispatch it on their root element as a bubbling `lk:*` DOM event: for analytics or automation.
   */
  onEvent?: (event: WidgetEvent) => void;
  /** The page or part of it whose widgets share this provider's session and cache. */
  children?: ReactNode;
}

const NO_MESSAGES: LocaleMessages = Object.freeze({});
const NO_LOCALES: CustomLocales = Object.freeze({});

const votesByClient = new WeakMap<StorefrontClient, VotedReviewsStore>();

/** The helpful-votes store of a client, made on first use with the consent given then. */
function votedReviewsOf(client: StorefrontClient, persist: boolean): VotedReviewsStore {
  let votes = votesByClient.get(client);
  if (!votes) {
    votes = consentVotedReviews(persist);
    votesByClient.set(client, votes);
  }
  return votes;
}

/**
 * Keys an identity by who it proves, so that a new object with the same proof, or a fresh proof
 * of the same shopper (a server framework signs a new timestamp each time it renders the layout:
 * Next.js on `router.refresh()`, React Router after every action), opens no new session.
 */
function identityKey(identity: IdentitySource | undefined): unknown {
  if (typeof identity === 'function') return identity;
  return JSON.stringify({ ...identity, timestamp: undefined, signature: undefined });
}

/** Holds the latest identity, for a client made after it changed (a new proxy URL). */
function identityBox(initial: IdentitySource | undefined) {
  let value = initial;
  return {
    set(next: IdentitySource | undefined): void {
      value = next;
    },
    current(): IdentitySource {
      return value ?? {};
    },
  };
}

/**
 * Gives the loyalkit hooks and widgets their client, session, locale and currency. The browser
 * holds only the short-lived storefront token the proxy mints; the API secret stays on the server.
 */
export function LoyaltyProvider(props: LoyaltyProviderProps): ReactNode {
  const {
    proxyUrl,
    identity,
    persistGuestSession = false,
    storageKey = 'loyalkit:session',
  } = props;
  const [storage] = useState(() => consentTokenStorage(storageKey, persistGuestSession));
  // The latest identity, for a client made later; the client sees it as given, so it knows a
  // guest who brings nothing (no proof) without opening a session.
  const [latest] = useState(() => identityBox(identity));
  const client = useMemo(
    () => props.client ?? createStorefrontClient({ proxyUrl, identity: latest.current(), storage }),
    [props.client, proxyUrl, storage, latest],
  );
  // Helpful votes are remembered under the same consent as the guest session token, and shared
  // by the providers of one client (the embed renders one provider per widget).
  const votes = useMemo(
    () => votedReviewsOf(client, persistGuestSession),
    [client, persistGuestSession],
  );
  const sessionStore = useMemo(() => createSessionStore(client), [client]);
  const session = useStore(sessionStore, (s) => s.session);
  const viewer = useStore(sessionStore, (s) => s.viewer);

  useEffect(() => storage.setPersist(persistGuestSession), [storage, persistGuestSession]);
  useEffect(() => votes.setPersist(persistGuestSession), [votes, persistGuestSession]);
  useEffect(() => sessionStore.connect(), [sessionStore]);

  // No session opens here: public reads need none, and the widgets that need to know who the
  // shopper is open it when they mount (useOpenSession). A new proof switches the client to it
  // (reopening a session only if one was open).
  const key = identityKey(identity);
  const applied = useRef<{ client: StorefrontClient; key: unknown } | null>(null);
  useEffect(() => {
    latest.set(identity);
  }, [latest, identity]);
  useEffect(() => {
    const last = applied.current;
    applied.current = { client, key };
    if (last?.client === client && last.key !== key) client.changeIdentity(latest.current());
  }, [client, key, latest]);

  const ambient = useContext(QueryClientContext);
  const [own] = useState(() => new QueryClient());
  const queryClient = props.queryClient ?? ambient ?? own;

  const { productUrl: productUrlProp, productHandles } = props;
  const productUrl = useMemo(
    () =>
      typeof productUrlProp === 'string'
        ? productUrlTemplate(productUrlProp, productHandles)
        : productUrlProp,
    [productUrlProp, productHandles],
  );
  const locales = props.locales ?? NO_LOCALES;
  const customTags = useMemo(() => Object.keys(locales), [locales]);
  const { locale, formatLocale, dir } = useShopperLocale(props.locale, customTags);
  // The latest callback, behind a stable function: a new arrow each render re-renders no widget.
  const eventSink = useRef(props.onEvent);
  useEffect(() => {
    eventSink.current = props.onEvent;
  });
  const [onEvent] = useState(() => (event: WidgetEvent) => eventSink.current?.(event));

  const value = useMemo<LoyaltyContextValue>(
    () => ({
      client,
      session,
      viewer,
      locale,
      formatLocale,
      dir,
      currency: props.currency ?? 'USD',
      presentmentCurrency: props.presentmentCurrency,
      currencyRate: props.currencyRate,
      messages: props.messages ?? NO_MESSAGES,
      locales,
      productUrl,
      onEvent,
    }),
    [
      client,
      session,
      viewer,
      locale,
      formatLocale,
      dir,
      props.currency,
      props.presentmentCurrency,
      props.currencyRate,
      props.messages,
      locales,
      productUrl,
      onEvent,
    ],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <LoyaltyContext value={value}>
        <VotedReviewsContext value={votes}>{props.children}</VotedReviewsContext>
      </LoyaltyContext>
    </QueryClientProvider>
  );
}

/** What the widgets of the nearest `<LoyaltyProvider>` speak: locale, direction, currency, wording. */
export type LoyaltyConfig = Pick<
  LoyaltyContextValue,
  | 'locale'
  | 'formatLocale'
  | 'dir'
  | 'currency'
  | 'presentmentCurrency'
  | 'currencyRate'
  | 'messages'
  | 'locales'
>;

/** Locale (as negotiated), direction, currency and the store's wording of the nearest provider. */
export function useLoyaltyConfig(): LoyaltyConfig {
  const {
    locale,
    formatLocale,
    dir,
    currency,
    presentmentCurrency,
    currencyRate,
    messages,
    locales,
  } = useLoyaltyContext('useLoyaltyConfig');
  return {
    locale,
    formatLocale,
    dir,
    currency,
    presentmentCurrency,
    currencyRate,
    messages,
    locales,
  };
}

/** The storefront client of the nearest `<LoyaltyProvider>` (for calls no hook covers). */
export function useStorefrontClient(): StorefrontClient {
  return useLoyaltyContext('useStorefrontClient').client;
}
