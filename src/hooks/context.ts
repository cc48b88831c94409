import { createContext, useContext } from 'react';
import type { WidgetEvent } from '../api/index.js';
import type { ProductUrl, SessionState, StorefrontClient, Viewer } from '../client/index.js';
import type { CustomLocales, Direction, LocaleMessages } from '../i18n/index.js';

/** What `<LoyaltyProvider>` gives every hook and widget below it. */
export interface LoyaltyContextValue {
  client: StorefrontClient;
  session: SessionState;
  /** Who the data is for; null until the first session opened. */
  viewer: Viewer | null;
  /** The language the widgets speak, also passed to the API (`fr`, `pt-BR`): see `negotiateLocale`. */
  locale: string;
  /** The shopper's own tag for Intl formatting (`fr-CA`). */
  formatLocale: string;
  /** Reading direction of `locale`. */
  dir: Direction;
  /** ISO 4217 code of the store's currency: the API's amounts. */
  currency: string;
  /** The shopper's (presentment) currency, when it is not the store's. */
  presentmentCurrency?: string | undefined;
  /** Presentment-currency units per store-currency unit (`Shopify.currency.rate`). */
  currencyRate?: number | undefined;
  /** The store's wording per locale. */
  messages: LocaleMessages;
  /** Locales the store added to the built-in ones. */
  locales: CustomLocales;
  /** Where product display data is read (wishlist, registry, gallery rows); see `useProduct`. */
  productUrl?: ProductUrl | undefined;
  /** Told of every widget event (the provider's `onEvent`), besides its DOM event. */
  onEvent?: ((event: WidgetEvent) => void) | undefined;
}

/** What the query option factories need: the client, whose data, in which language. */
export type LoyaltyQueryContext = Pick<LoyaltyContextValue, 'client' | 'viewer' | 'locale'>;

/** The provider's context (null outside it). */
export const LoyaltyContext = createContext<LoyaltyContextValue | null>(null);
LoyaltyContext.displayName = 'LoyaltyContext';

/** The provider's context; `hookName` names the caller in the error thrown outside it. */
export function useLoyaltyContext(hookName = 'useLoyalty'): LoyaltyContextValue {
  const value = useContext(LoyaltyContext);
  if (!value) {
    throw new Error(
      // What to do, in development builds; production builds (the embed) keep the short form.
      typeof process !== 'undefined' && process.env.NODE_ENV !== 'production'
        ? `${hookName}() must be used inside <LoyaltyProvider>. Wrap the widgets (or the app) in <LoyaltyProvider proxyUrl="...">.`
        : `${hookName}() must be used inside <LoyaltyProvider>.`,
    );
  }
  return value;
}
