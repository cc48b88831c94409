// The parts of the `shopify` global the loyalkit extensions use, in the shapes of the package's
// types, written against no one surface: an entry passes its target's `shopify` (a customer
// account's or the checkout's), and the type checker holds it to this. Shared code imports no
// surface's types, whose element typings would collide with the other surface's.

/** Shopify's signals (`shopify.localization.language` …): a value and its changes. */
export interface SignalLike<T> {
  readonly value: T;
  subscribe(fn: (value: T) => void): () => void;
}

/** What every loyalkit UI extension reads of its target's `shopify` global. */
export interface ExtensionApi {
  sessionToken: { get(): Promise<string> };
  i18n: { translate(key: string, options?: Record<string, string | number>): unknown };
  localization: {
    language: SignalLike<{ isoCode: string }>;
    extensionLanguage: SignalLike<{ isoCode: string }>;
  };
  settings: SignalLike<Record<string, string | number | boolean | undefined>>;
  storage: {
    read<T = unknown>(key: string): Promise<T | null>;
    write(key: string, data: unknown): Promise<void>;
    delete(key: string): Promise<void>;
  };
  query<Data = unknown, Variables = Record<string, unknown>>(
    query: string,
    options?: { variables?: Variables },
  ): Promise<{ data?: Data; errors?: unknown[] }>;
}

/** The merchant's settings of a loyalkit extension (`[extensions.settings]` in its TOML). */
export interface LoyaltySettings {
  /** Where the store's loyalkit proxy answers, absolute (`https://loyalty.example.com`). */
  proxyUrl: string;
  /** The store's currency, when the Storefront API cannot be asked (`api_access` off). */
  storeCurrency: string | undefined;
}

/** The settings as the merchant filled them in the checkout and accounts editor. */
export function loyaltySettings(api: Pick<ExtensionApi, 'settings'>): LoyaltySettings {
  const { proxy_url: proxyUrl, store_currency: storeCurrency } = api.settings.value;
  const currency = typeof storeCurrency === 'string' ? storeCurrency.trim().toUpperCase() : '';
  return {
    proxyUrl: typeof proxyUrl === 'string' ? proxyUrl.trim() : '',
    storeCurrency: /^[A-Z]{3}$/.test(currency) ? currency : undefined,
  };
}

/** A Shopify GID's number (`gid://shopify/Order/123` → 123), or null for anything else. */
export function gidNumber(gid: string | undefined, type: string): number | null {
  const match = gid ? new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(gid) : null;
  return match ? Number(match[1]) : null;
}
