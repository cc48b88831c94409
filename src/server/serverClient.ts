import { createStorefrontClient, type StorefrontClient } from '../client/index.js';

/** Options of `createServerClient`. */
export interface ServerClientOptions {
  /**
   * The proxy's absolute URL as this server reaches it (`http://127.0.0.1:8787`, an internal
   * host name): not the App Proxy path the browser uses, which only Shopify's edge answers.
   */
  proxyUrl: string;
  /**
   * The fetch to call the proxy with: the global one by default, or the proxy's own handler
   * (`(input, init) => proxy.fetch(new Request(input, init))`) when it runs in this process.
   */
  fetch?: typeof fetch;
}

/**
 * A storefront client for server rendering. It is always a guest: a page's HTML may be cached
 * and shared, so it holds only what every visitor may see (ratings, reviews, questions,
 * galleries), read through the proxy with its cache, budget and redaction. Make one per process
 * and reuse it: it opens one guest session (no upstream call) and renews it when needed.
 */
export function createServerClient({
  proxyUrl,
  fetch: fetchFn,
}: ServerClientOptions): StorefrontClient {
  if (!/^https?:\/\//i.test(proxyUrl)) {
    throw new TypeError(
      `createServerClient: proxyUrl must be absolute (http://… or https://…), got "${proxyUrl}". A server has no page to resolve "/apps/…" against: give the proxy's own address.`,
    );
  }
  return createStorefrontClient({ proxyUrl, identity: {}, ...(fetchFn && { fetch: fetchFn }) });
}
