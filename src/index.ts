/** loyalkit: storefront widgets for loyalty and engagement. */
export * from './api/index.js';
