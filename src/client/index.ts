/** The browser transport to the store's server-proxy: sessions, typed calls, batching. */
export * from './client.js';
export * from './identity.js';
export * from './intents.js';
export { SessionAnswer, type Session, type SessionState, type Viewer } from './session.js';
export { RegistryShareLink, SharedRegistry, type SharedRegistryItem } from './sharedRegistry.js';
export { createBatcher, type Batcher } from './batch.js';
export type * from './types.js';
