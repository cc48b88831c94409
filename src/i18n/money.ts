// Money in a store that sells in several currencies. The API's amounts (a reward's "$5 off", an
// order minimum, a tier's spend) are in the store's currency; the shopper may see prices in
// another, the presentment currency (Shopify Markets), at a rate the platform keeps
// (`Shopify.currency.rate` on a theme page). Store amounts are converted for display and said to
// be approximate; prices the storefront gives (product JSON) are already the shopper's and shown
// as they are; points are computed from store-currency amounts, as the service awards them.
import type { I18n } from './translator.js';

/** The currencies of one shopper's page: the store's, the shopper's, and the rate between them. */
export interface Currencies {
  /** ISO 4217 code of the store's currency: every amount the API answers. */
  store: string;
  /** The shopper's (presentment) currency: storefront prices; the store's when not given. */
  shopper: string;
  /** Shopper-currency units per store-currency unit; undefined when not known. */
  rate: number | undefined;
}

/**
 * The currencies of a page from its settings: the shopper's currency defaults to the store's, at
 * a rate of 1; a rate that is not a positive number is unknown.
 */
export function currencies(
  store: string,
  shopper: string | undefined = store,
  rate?: number | undefined,
): Currencies {
  if (shopper === store) return { store, shopper, rate: 1 };
  return { store, shopper, rate: rate !== undefined && rate > 0 ? rate : undefined };
}

/** Money as one shopper reads it: store amounts in their currency, prices, and the way back. */
export interface MoneyFormat {
  /** Whether store amounts are converted (and so approximate) for this shopper. */
  converted: boolean;
  /**
   * A store-currency amount (the API's) in the shopper's currency, "about" where converted; in
   * the store's own currency, unconverted, where the rate is not known.
   */
  store(amount: number): string;
  /** A price the storefront gives in the shopper's currency (product JSON), as it is. */
  price(amount: number): string;
  /**
   * A store amount as the shopper's money, unformatted (what a discount is worth to them), or
   * null where the rate is not known.
   */
  toShopper(amount: number): number | null;
  /**
   * A price in the shopper's currency as the store's (what points are earned on), or null where
   * the rate is not known.
   */
  toStore(price: number): number | null;
}

/** Formats money for the shopper with a translator's Intl formatting and its "about" message. */
export function moneyFormat(i18n: Pick<I18n, 'money' | 't'>, c: Currencies): MoneyFormat {
  const { rate } = c;
  const converted = c.shopper !== c.store && rate !== undefined;
  return {
    converted,
    store: (amount) =>
      converted
        ? i18n.t('loyalty.money.about', { amount: i18n.money(amount * rate, c.shopper) })
        : i18n.money(amount, c.store),
    price: (amount) => i18n.money(amount, c.shopper),
    toShopper: (amount) => (rate === undefined ? null : amount * rate),
    // In the store's smallest unit: €25.76 at 0.92 is $28.00, not $27.999999999999996.
    toStore: (price) => (rate === undefined ? null : roundTo(price / rate, c.store)),
  };
}

/** An amount rounded to its currency's smallest unit (cents, or whole yen). */
function roundTo(amount: number, currency: string): number {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const unit = 10 ** digits;
  return Math.round(amount * unit) / unit;
}
