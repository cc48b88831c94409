/** The browser transport to the store's server-proxy: sessions, typed calls, batching. */
export * from './client.js';
export * from './identity.js';
export type { Session, SessionAnswer, SessionState, Viewer } from './session.js';
export type { RegistryShareLink, SharedRegistry, SharedRegistryItem } from './sharedRegistry.js';
export { storefrontRoutes, type StorefrontRoute } from './routes.js';
export { createBatcher, type Batcher } from './batch.js';
export type * from './types.js';
