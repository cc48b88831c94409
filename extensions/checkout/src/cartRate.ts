import type { Api } from '@shopify/ui-extensions/purchase.checkout.reductions.render-after';

/** The parts of the checkout's `shopify` the rate needs. */
export type RateApi = Pick<Api, 'localization' | 'lines' | 'query'>;

interface Prices {
  nodes: ({ id: string; price: { amount: string; currencyCode: string } } | null)[];
}

const PRICES = `query Prices($ids: [ID!]!) {
  nodes(ids: $ids) { ... on ProductVariant { id price { amount currencyCode } } }
}`;
const PRICES_IN = `query PricesIn($ids: [ID!]!, $country: CountryCode!) @inContext(country: $country) {
  nodes(ids: $ids) { ... on ProductVariant { id price { amount currencyCode } } }
}`;

/** The cart's lines priced in one currency (quantity included), or null when any is not. */
function total(
  prices: Prices | undefined,
  quantities: Map<string, number>,
  currency: string,
): number | null {
  let sum = 0;
  for (const [id, quantity] of quantities) {
    const node = prices?.nodes.find((n) => n?.id === id);
    if (!node || node.price.currencyCode !== currency) return null;
    sum += Number(node.price.amount) * quantity;
  }
  return sum;
}

/**
 * The checkout's currency and its rate from the store's. Checkout says the buyer's currency but
 * no rate: the rate is this cart's own, from the Storefront API, its lines priced in the
 * buyer's market and in the store's (so a market's price adjustments count, as they do for what
 * the buyer pays). Unknown (undefined) when either cannot be read; the store's amounts then stay
 * in the store's currency and no points estimate is shown in another.
 */
export async function cartPresentment(
  api: RateApi,
  store: string,
): Promise<{ currency: string; rate: number | undefined }> {
  const currency = api.localization.currency.value.isoCode;
  if (currency === store) return { currency, rate: 1 };
  const country = api.localization.country.value?.isoCode;
  const quantities = new Map<string, number>();
  for (const line of api.lines.value) {
    quantities.set(line.merchandise.id, (quantities.get(line.merchandise.id) ?? 0) + line.quantity);
  }
  if (!country || quantities.size === 0) return { currency, rate: undefined };
  try {
    const ids = [...quantities.keys()];
    const [inStore, inMarket] = await Promise.all([
      api.query<Prices>(PRICES, { variables: { ids } }),
      api.query<Prices>(PRICES_IN, { variables: { ids, country } }),
    ]);
    const storeTotal = total(inStore.data, quantities, store);
    const marketTotal = total(inMarket.data, quantities, currency);
    return {
      currency,
      rate: storeTotal && marketTotal ? marketTotal / storeTotal : undefined,
    };
  } catch {
    return { currency, rate: undefined };
  }
}
