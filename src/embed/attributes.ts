import type { EmbedWidgetName } from './elements.js';

/**
 * The attributes each `<lk-*>` element reads, by element: what a theme (or the Shopify theme app
 * extension's blocks) may set on it. Changing one re-renders the mounted widget. A test mounts
 * every widget and checks it reads exactly these; another renders the theme blocks against them.
 */
export const EMBED_ATTRIBUTES = {
  'points-badge': [],
  'rewards-drawer': ['mode'],
  launcher: ['side', 'offset-x', 'offset-y', 'hide-on'],
  'rewards-page': ['heading'],
  'points-nudge': ['price', 'product-id', 'variant-id'],
  'cart-nudge': [],
  'boost-banner': [],
  'vip-progress': [],
  'star-rating': ['product-id', 'hide-when-empty'],
  'review-summary': ['product-id'],
  reviews: ['product-id'],
  'review-form': ['product-id'],
  'all-reviews': ['heading', 'scope', 'product-href'],
  'review-media': ['heading', 'product-href'],
  'reviews-carousel': ['heading', 'scope', 'product-href'],
  questions: ['product-id'],
  'wishlist-button': ['product-id', 'product-title', 'variant-id'],
  'wishlist-count': ['href'],
  'wishlist-manager': ['share-url'],
  'wishlist-share': ['token'],
  'registry-button': ['product-id', 'product-title', 'variant-id'],
  'registry-manager': ['share-url'],
  'registry-share': ['token'],
  gallery: ['gallery-id', 'product-id', 'heading'],
} as const satisfies { readonly [N in EmbedWidgetName]: readonly string[] };

/** An attribute an element reads. */
export type EmbedAttribute<N extends EmbedWidgetName> = (typeof EMBED_ATTRIBUTES)[N][number];

/**
 * The attributes `<lk-config>` may carry: the page settings `readEmbedConfig` reads, and the
 * shopper's currency the widgets that show money read (`pageCurrencies`).
 */
export const EMBED_CONFIG_ATTRIBUTES = [
  'proxy-url',
  'locale',
  'currency',
  'presentment-currency',
  'currency-rate',
  'storage',
  'login-url',
  'register-url',
  'customer-id',
  'customer-timestamp',
  'customer-signature',
  'demo-customer',
  'product-url',
  'cart',
  'cart-url',
  'analytics',
] as const;
