/** The browser transport to the store's server-proxy: sessions, typed calls, batching. */
export * from './client.js';
export * from './identity.js';
export type { Session, SessionState, Viewer } from './session.js';
// The proxy's own answers are the contract's (src/api); re-exported for the client's users.
export type {
  RegistryShareLink,
  SessionAnswer,
  SharedRegistry,
  SharedRegistryItem,
  SharedWishlist,
  SharedWishlistItem,
  WishlistShareLink,
} from '../api/index.js';
export { storefrontRoutes, type StorefrontRoute } from './routes.js';
export * from './intents.js';
export { FRESH_AFTER_WRITE_MS, writtenGroups, type WrittenGroups } from './written.js';
export { createBatcher, type Batcher } from './batch.js';
export {
  defaultProductUrl,
  productRefKey,
  productRefParts,
  productUrlTemplate,
  type ProductRef,
  type ProductUrl,
} from './productUrl.js';
export { normalizeProduct, type Product, type ProductVariant } from './products.js';
export { progressFetch, type UploadOptions } from './upload.js';
export type * from './types.js';
