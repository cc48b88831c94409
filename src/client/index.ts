/** The browser transport to the store's server-proxy: sessions, typed calls, batching. */
export * from './client.js';
export * from './identity.js';
export type { Session, SessionState, Viewer } from './session.js';
// The proxy's own answers are the contract's (src/api); re-exported for the client's users.
export {
  RegistryShareLink,
  SessionAnswer,
  SharedRegistry,
  type SharedRegistryItem,
} from '../api/index.js';
export { createBatcher, type Batcher } from './batch.js';
export type * from './types.js';
