/** The OpenAPI documents generated from the contract: the API v2, and what a storefront sees. */
export { buildOpenApiDocument } from './upstream.js';
export { buildStorefrontDocument } from './storefront.js';
export { OPERATION_EXAMPLES } from './examples.js';
export { PROXY_ENDPOINT_EXAMPLES } from './proxyExamples.js';
