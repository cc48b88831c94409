/** A guest: no proof. The client adds the guest `sessionToken` it kept, if any. */
export interface GuestProof {
  sessionToken?: string;
}

/** A customer signed by the store's own server (`{customerId, timestamp, signature}`). */
export interface SignedCustomerProof {
  customerId: string;
  timestamp: number | string;
  signature: string;
}

/** The query parameters Shopify adds to an App Proxy request, passed on as the page got them. */
export interface ShopifyAppProxyProof {
  shop: string;
  timestamp: string;
  signature: string;
  logged_in_customer_id?: string;
  path_prefix?: string;
  [param: string]: string | undefined;
}

/**
 * The session token of a Shopify customer-account or checkout extension
 * (`shopify.sessionToken.get()`): a customer when it names one, else a guest. It lives five
 * minutes, so pass a callback that gets a fresh one each time a session opens.
 */
export interface ShopifySessionTokenProof {
  shopifySessionToken: string;
}

/** A demo customer picked by e-mail; the proxy accepts it only in front of the sandbox. */
export interface DemoProof {
  demoCustomer: string;
}

/** Who the shopper is, as the page can prove it; it is the body of `POST {proxyUrl}/session`. */
export type IdentityProof =
  GuestProof | SignedCustomerProof | ShopifyAppProxyProof | ShopifySessionTokenProof | DemoProof;

/** A proof, or a callback that fetches one (for instance from the store's own server). */
export type IdentitySource = IdentityProof | (() => IdentityProof | Promise<IdentityProof>);

/** Where the guest `sessionToken` is kept between page loads (only with the shopper's consent). */
export interface SessionTokenStorage {
  get(): string | null;
  set(sessionToken: string): void;
  remove(): void;
}

/** Keeps the guest sessionToken in memory only: nothing outlives the page. */
export function memoryTokenStorage(): SessionTokenStorage {
  let value: string | null = null;
  return {
    get: () => value,
    set: (sessionToken) => {
      value = sessionToken;
    },
    remove: () => {
      value = null;
    },
  };
}
