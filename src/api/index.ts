/**
 * The Loyalty and Engagement API v2 contract: resource schemas, the operation table, errors and
 * events. No React, no Node: browser, proxy and sandbox all import it.
 */
export * from './primitives.js';
export * from './resources/loyalty.js';
export * from './resources/reviews.js';
export * from './resources/wishlists.js';
export * from './resources/registries.js';
export * from './resources/galleries.js';
export * from './events.js';
export * from './errors.js';
export * from './problem.js';
export * from './operation.js';
export * from './query.js';
export * from './proxy/index.js';
export * from './media.js';
export * from './mediaUpload.js';
export * from './widgetEvents.js';
export {
  operations,
  operationList,
  findOperation,
  isOperationPath,
  operationById,
  operation,
  type Operations,
  type OperationName,
  type OperationOf,
  type InputOf,
  type OutputOf,
  type StorefrontOutputOf,
} from './operations/index.js';
export type { RedeemInput } from './operations/rewards.js';
export {
  type BoundField,
  STOREFRONT_BINDING,
  storefrontBinding,
  storefrontBoundFields,
} from './storefront.js';
export {
  buildOpenApiDocument,
  buildStorefrontDocument,
  OPERATION_EXAMPLES,
  PROXY_ENDPOINT_EXAMPLES,
} from './openapi/index.js';
