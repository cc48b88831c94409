// What both the store's server and its pages know: no Node code here, so pages may import it.

/** Where the browser reaches the proxy on the store's own origin (as Shopify's App Proxy path). */
export const PROXY_PATH = '/apps/loyalty';
