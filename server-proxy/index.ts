/**
 * The server-proxy: the secret-holding gateway between storefront widgets and the API v2, and a
 * typed server-side client of the full API for the store's own back office and point of sale.
 */
export { createProxy, SHOPIFY_EXTENSION_ORIGINS, type Proxy, type ProxyOptions } from './app.js';
export { signCustomerProof } from './session/proofs.js';
export { createApiClient, type ApiClient, type ApiClientOptions } from './upstream/api-client.js';
export type { CallOptions, InputOf, OutputOf, UpstreamOptions } from './upstream/client.js';
export type { BudgetOptions, Priority } from './upstream/scheduler.js';
export { MemoryStore } from './state/memory.js';
export type { ProxyStore, CacheEntry, IdemRecord } from './state/store.js';
export { systemClock, type Clock } from './clock.js';
export { signWebhook, verifyWebhook } from './events.js';
