// The shopper's currency on a theme page: what `<lk-config>` says, and the rate Shopify keeps.
import type { LoyaltyProviderProps } from '../provider/LoyaltyProvider.js';

/** What Shopify sets on a storefront page: the shopper's currency and its rate from the store's. */
export interface ShopifyGlobal {
  currency?: { active?: string; rate?: string | number };
}

/**
 * The page's `presentment-currency` and `currency-rate` (on `<lk-config>`); without a rate, the
 * one of Shopify's `Shopify.currency` when it is for the same currency (a theme page always has
 * it: the app embed cannot write it, Liquid has no rate).
 */
export function pageCurrencies(
  doc: Document,
  shopify: ShopifyGlobal | undefined,
): Pick<LoyaltyProviderProps, 'presentmentCurrency' | 'currencyRate'> {
  const config = doc.querySelector('lk-config');
  const currency = config?.getAttribute('presentment-currency');
  if (!currency) return {};
  const given = config?.getAttribute('currency-rate');
  const rate = Number(
    given ?? (shopify?.currency?.active === currency ? shopify.currency.rate : 0),
  );
  return { presentmentCurrency: currency, ...(rate > 0 && { currencyRate: rate }) };
}
