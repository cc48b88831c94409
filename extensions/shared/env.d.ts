// The widgets' code names `process.env.NODE_ENV` for development warnings (bundlers replace it,
// the code checks `typeof process` first); Shopify's extension sandbox has no Node types.
declare const process: { env: { NODE_ENV?: string } };
