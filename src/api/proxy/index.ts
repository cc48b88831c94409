/** The proxy's own API: its endpoints and their request and answer schemas. */
export * from './endpoints.js';
export * from './registryShare.js';
export * from './session.js';
export * from './wishlistShare.js';
