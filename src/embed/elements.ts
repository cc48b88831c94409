/**
 * The custom elements of the embed, by tag, with the widget chunk each one loads. This file is
 * part of the tiny loader: names only, no widget code.
 */
import type { LocaleMessages, MessageOverrides } from '../i18n/catalog.js';
import type { MessagePart } from './messageParts.js';

export const EMBED_PREFIX = 'lk';

/** The custom elements, each `<lk-name>`. */
const EMBED_WIDGET_NAMES = [
  'points-badge',
  'rewards-drawer',
  'launcher',
  'rewards-page',
  'points-nudge',
  'cart-nudge',
  'boost-banner',
  'vip-progress',
  'star-rating',
  'review-summary',
  'reviews',
  'review-form',
  'all-reviews',
  'review-media',
  'reviews-carousel',
  'questions',
  'wishlist-button',
  'wishlist-count',
  'wishlist-manager',
  'wishlist-share',
  'registry-button',
  'registry-manager',
  'registry-share',
  'gallery',
] as const;

/** The elements that share a chunk with another; every other element's chunk is named like it. */
const SHARED_CHUNKS = {
  'points-nudge': 'nudges',
  'cart-nudge': 'nudges',
  'boost-banner': 'nudges',
  'review-summary': 'reviews',
  'review-media': 'all-reviews',
  'wishlist-button': 'wishlist',
  'wishlist-count': 'wishlist',
  'wishlist-share': 'wishlist-manager',
  'registry-manager': 'registry',
  'registry-share': 'registry',
} as const;

type WidgetName = (typeof EMBED_WIDGET_NAMES)[number];
type ChunkOf<N extends WidgetName> = N extends keyof typeof SHARED_CHUNKS
  ? (typeof SHARED_CHUNKS)[N]
  : N;

/** The chunk an element loads (the loader reads this, not the table below: fewer bytes). */
export const chunkOf = <N extends WidgetName>(name: N): ChunkOf<N> =>
  ((SHARED_CHUNKS as Partial<Record<WidgetName, string>>)[name] ?? name) as ChunkOf<N>;

const widgetTable = () =>
  Object.fromEntries(EMBED_WIDGET_NAMES.map((name) => [name, chunkOf(name)])) as {
    readonly [N in WidgetName]: ChunkOf<N>;
  };

/** Every element with the chunk it loads (built only where read: the loader has `chunkOf`). */
export const EMBED_WIDGETS = /* @__PURE__ */ widgetTable();

export type EmbedWidgetName = keyof typeof EMBED_WIDGETS;

/**
 * Elements that load once the page is idle instead of when scrolled near: a floating launcher is
 * always on screen, wherever its element sits in the page's source.
 */
export const EMBED_EAGER: ReadonlySet<EmbedWidgetName> = new Set(['launcher']);
export type EmbedChunkName = (typeof EMBED_WIDGETS)[EmbedWidgetName];

/** The message catalogs a widget chunk's texts come from (loaded in the page's language only). */
export const CHUNK_MESSAGES = {
  'star-rating': ['rating'],
  wishlist: ['common', 'heart'],
  'points-badge': ['common', 'points'],
  'rewards-drawer': ['common', 'loyalty', 'reviews', 'wishlist', 'engage'],
  launcher: ['common', 'loyalty', 'reviews', 'wishlist', 'engage'],
  'rewards-page': ['common', 'loyalty', 'reviews', 'wishlist', 'engage'],
  nudges: ['common', 'loyalty', 'reviews', 'wishlist', 'engage'],
  'vip-progress': ['common', 'loyalty', 'reviews', 'wishlist'],
  // A product's reviews and questions speak their domain but the store-wide widgets' words;
  // the gallery, its own subset.
  reviews: ['common', 'product-reviews'],
  'review-form': ['common', 'product-reviews', 'review-forms'],
  questions: ['common', 'product-reviews'],
  'all-reviews': ['common', 'reviews'],
  'reviews-carousel': ['common', 'reviews'],
  'wishlist-manager': ['common', 'loyalty', 'reviews', 'wishlist', 'engage'],
  registry: ['common', 'loyalty', 'reviews', 'wishlist', 'engage'],
  'registry-button': ['common', 'loyalty', 'reviews', 'wishlist'],
  gallery: ['common', 'product-reviews', 'gallery'],
} as const satisfies Record<EmbedChunkName, readonly MessagePart[]>;

/** The store's wording, from the JSON script inside `<lk-config>` (see README, i18n). */
export interface EmbedMessages {
  /** Message overrides per locale: `{ "fr": { "common.retry": "Recommencer" } }`. */
  messages: LocaleMessages;
  /** Locales the store adds: `{ "da": { "common.retry": "Prøv igen", … } }`. */
  locales: { readonly [locale: string]: MessageOverrides };
  /** Product handles by id (`{ "42": "wool-beanie" }`), for rows that carry only an id. */
  products: { readonly [productId: string]: string };
}

/** Page-wide settings: from `<lk-config>` attributes or the loader script's `data-*` attributes. */
export interface EmbedConfig extends Partial<EmbedMessages> {
  /** Where the store's server-proxy answers (absolute, or relative to the page). */
  proxyUrl: string;
  /** The `locale` attribute; without it the widgets follow the page's `lang`, then the browser. */
  locale?: string;
  currency: string;
  /** Signed-customer proof rendered by the store's server (headless and other platforms). */
  customer?: { customerId: string; timestamp: string; signature: string };
  /** Sandbox demo only: sign in as this demo customer. */
  demoCustomer?: string;
  /** The shopper agreed to storage: the guest session token may be kept across visits. */
  allowStorage: boolean;
  loginUrl?: string;
  registerUrl?: string;
  /** Where a product's JSON is: a template with `{handle}` and/or `{id}` (`product-url`). */
  productUrl?: string;
  /**
   * What "Add to cart" does: `ajax` (default) dispatches the cancelable `lk:add-to-cart` event
   * and, unless the theme cancels it, posts to the storefront's `{cartUrl}/add.js` (Shopify's
   * cart AJAX API); `event` only dispatches the event, for a theme's own cart.
   */
  cart: 'ajax' | 'event';
  /** The storefront's cart (`routes.cart_url` on Shopify: `/cart`, `/fr/cart`). */
  cartUrl: string;
}

/** What a widget chunk exports: mount a widget into a shadow root, answering an unmount. */
export interface WidgetChunk {
  mount(target: {
    name: EmbedWidgetName;
    host: HTMLElement;
    root: ShadowRoot;
    config: EmbedConfig;
  }): { update(): void; unmount(): void };
}
