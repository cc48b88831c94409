// The light widgets' style sheets are cut, at build time, to the class families their markup uses
// (vite.embed.config.ts), so a star badge carries the stars' rules, not the review list's.
// lightStyles.test.tsx renders every state of these widgets and fails on a class not listed here.

/** The style sheets (src/styles/<name>.css) and class families of each light widget chunk. */
export const LIGHT_STYLES = {
  'star-rating': {
    sheets: ['tokens', 'base', 'parts', 'reviews'],
    classes: ['lk-widget', 'lk-visually-hidden', 'lk-skeleton', 'lk-rating-badge', 'lk-stars'],
  },
  wishlist: {
    sheets: ['tokens', 'base', 'parts', 'wishlist'],
    classes: [
      'lk-widget',
      'lk-visually-hidden',
      'lk-skeleton',
      'lk-wishlist-button',
      'lk-wishlist-count',
    ],
  },
  'points-badge': {
    sheets: ['tokens', 'base', 'parts', 'loyalty'],
    classes: ['lk-widget', 'lk-visually-hidden', 'lk-skeleton', 'lk-points-badge'],
  },
} as const;

/** A light widget chunk with a cut style sheet. */
export type LightChunk = keyof typeof LIGHT_STYLES;

/** Whether a class belongs to one of the families (`lk-stars` covers `lk-stars__fill`). */
export function inFamilies(className: string, families: readonly string[]): boolean {
  return families.some(
    (f) => className === f || className.startsWith(`${f}_`) || className.startsWith(`${f}-`),
  );
}
