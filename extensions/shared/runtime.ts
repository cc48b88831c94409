import {
  createIntentStore,
  createStorefrontClient,
  type StorefrontClient,
} from '../../src/client/index.js';
import { currencies, type Currencies } from '../../src/i18n/money.js';
import type { I18n } from '../../src/i18n/translator.js';
import { type ExtensionApi, loyaltySettings } from './api.js';
import { extensionI18n } from './i18n.js';

/** Where pending writes keep their Idempotency-Key between loads (Shopify's storage for the app). */
const INTENTS_KEY = 'loyalkit-intents';

/**
 * A synchronous Storage over Shopify's asynchronous one: read once when the extension starts,
 * written through on every change, so a redeem whose answer was lost (a reload, a closed page)
 * is sent again with the same key and never spends points twice.
 */
async function intentStorage(
  storage: ExtensionApi['storage'],
): Promise<Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>> {
  const saved = await storage.read<Record<string, string>>(INTENTS_KEY).catch(() => null);
  const items = new Map(Object.entries(saved ?? {}));
  const save = () => void storage.write(INTENTS_KEY, Object.fromEntries(items)).catch(() => {});
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
      save();
    },
    removeItem: (key) => {
      items.delete(key);
      save();
    },
  };
}

/** The store's currency: the merchant's setting, else the Storefront API's answer. */
async function storeCurrency(api: ExtensionApi, setting: string | undefined): Promise<string> {
  if (setting) return setting;
  const { data } = await api
    .query<{ shop: { paymentSettings: { currencyCode: string } } }>(
      'query { shop { paymentSettings { currencyCode } } }',
    )
    .catch(() => ({ data: undefined }));
  const code = data?.shop.paymentSettings.currencyCode;
  if (!code) throw new Error('The store currency is unknown: set it in the extension settings.');
  return code;
}

/** What a loyalkit extension works with: the proxy's client, the translator, the currencies. */
export interface ExtensionRuntime {
  client: StorefrontClient;
  i18n: I18n;
  currencies: Currencies;
}

/**
 * Connects an extension to the store's loyalkit proxy: each session is opened with a fresh
 * Shopify session token (the proxy checks it and binds the signed-in customer, or a guest), and
 * writes keep their keys in the app's storage.
 */
export async function extensionRuntime(
  api: ExtensionApi,
  options: {
    /** The shopper's currency and rate where the surface has them (checkout); none in accounts. */
    presentment?: (store: string) => Promise<{ currency: string; rate: number | undefined }>;
    fetch?: typeof fetch;
  } = {},
): Promise<ExtensionRuntime> {
  const settings = loyaltySettings(api);
  if (
    !/^https:\/\//.test(settings.proxyUrl) &&
    !/^http:\/\/127\.0\.0\.1[:/]/.test(settings.proxyUrl)
  )
    throw new Error('Set the loyalty proxy URL (https://…) in the extension settings.');
  const [store, storage] = await Promise.all([
    storeCurrency(api, settings.storeCurrency),
    intentStorage(api.storage),
  ]);
  const shopper = await options.presentment?.(store);
  const client = createStorefrontClient({
    proxyUrl: settings.proxyUrl,
    identity: async () => ({ shopifySessionToken: await api.sessionToken.get() }),
    intents: createIntentStore(storage),
    ...(options.fetch && { fetch: options.fetch }),
  });
  return {
    client,
    i18n: extensionI18n(api, store),
    currencies: currencies(store, shopper?.currency, shopper?.rate),
  };
}
