import type { MessageKey } from '../i18n/index.js';

/** The message domains: one English file each in `src/i18n/messages/`, and one per locale. */
export const MESSAGE_DOMAINS = ['common', 'loyalty', 'reviews', 'wishlist'] as const;

/** A message domain (`src/i18n/messages/<domain>.ts`, `src/i18n/locales/<loc>/<domain>.ts`). */
export type MessageDomain = (typeof MESSAGE_DOMAINS)[number];

/**
 * The few keys a widget speaks, cut from their domains at build time so that a grid's star badge
 * downloads three messages, not the whole reviews catalog (messageParts.test.ts checks that each
 * subset holds every key its components name). Each subset becomes one
 * catalog file per locale in the embed (vite.embed.config.ts); the library has no such files.
 */
export const MESSAGE_SUBSETS = {
  rating: ['reviews.rating.label', 'reviews.count', 'reviews.badge.label', 'common.count'],
  points: [
    'loyalty.title',
    'loyalty.badge.guest',
    'loyalty.badge.loading',
    'loyalty.badge.tier',
    'loyalty.badge.unavailable',
    'loyalty.badge.busy',
  ],
  // The wishlist heart and count: six of the wishlist domain's 130-odd keys (the rest are the
  // manager's, the registry's and the share page's).
  heart: [
    'wishlist.button.label',
    'wishlist.button.added',
    'wishlist.button.removed',
    'wishlist.button.failed',
    'wishlist.count.label',
    'wishlist.manager.title',
  ],
  // The shoppable gallery's grid and lightbox (their keys live in the wishlist domain).
  gallery: [
    'gallery.label',
    'gallery.empty',
    'gallery.open',
    'gallery.post',
    'gallery.previous',
    'gallery.next',
    'gallery.products',
    'gallery.viewProduct',
  ],
} as const satisfies Record<string, readonly MessageKey[]>;

/** What a widget chunk names to get its texts: whole domains, or a subset of keys. */
export type MessagePart = MessageDomain | keyof typeof MESSAGE_SUBSETS;
