/** zustand stores: the session of a provider, and per-widget-instance UI stores. */
export * from './sessionStore.js';
export * from './tokenStorage.js';
export * from './widgetStore.js';
export * from './votedReviews.js';
