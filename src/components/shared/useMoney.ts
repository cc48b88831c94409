import { useContext, useMemo } from 'react';
import { LoyaltyContext } from '../../hooks/context.js';
import { useI18n } from '../../i18n/index.js';
import { currencies, moneyFormat, type MoneyFormat } from '../../i18n/money.js';

/**
 * Money for the shopper of the nearest provider: the store's amounts (the API's) in their
 * currency, marked "about" where converted; storefront prices as they are; and the way back to
 * the store's currency, which points are counted in (see `src/i18n/money.ts`). Outside a
 * provider, the translator's currency is both the store's and the shopper's.
 */
export function useMoney(): MoneyFormat {
  const i18n = useI18n();
  const config = useContext(LoyaltyContext);
  const store = config?.currency ?? i18n.currency;
  const shopper = config?.presentmentCurrency;
  const rate = config?.currencyRate;
  return useMemo(
    () => moneyFormat(i18n, currencies(store, shopper, rate)),
    [i18n, store, shopper, rate],
  );
}
