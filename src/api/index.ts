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
export {
  operations,
  operationList,
  findOperation,
  isOperationPath,
  operationById,
  type Operations,
  type OperationName,
} from './operations/index.js';
export { buildOpenApiDocument } from './openapi.js';
