/**
 * Mocks of the proxy's storefront API for tests and Storybook: MSW handlers over an in-memory
 * db, fixture factories typed by the contract, and error and loading overrides.
 */
export * from './fixtures/index.js';
export { createMockDb, type MockDb, type MockSeed } from './db.js';
export { createMockApi, type MockApi, type MockApiOptions } from './handlers.js';
export { MOCK_IDENTITY, MOCK_PROXY_URL, type MockTarget } from './http.js';
export {
  errorFor,
  loadingFor,
  networkErrorFor,
  type ErrorForOptions,
  type LoadingForOptions,
} from './overrides.js';
export type { MockContext, Resolver, Resolvers } from './resolvers/index.js';
export {
  defaultStorefrontCatalog,
  makeStorefrontProduct,
  placeholderImage,
  storefrontProductHandlers,
  type MockStorefrontProduct,
} from './products.js';
