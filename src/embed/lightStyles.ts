// The light widgets' style sheets are cut, at build time, to the class families their markup uses
// (vite.lightStyles.ts), so a star badge carries the stars' rules, not the review list's.
// lightStyles.test.tsx renders every state of these widgets and fails on a class not listed here.

/** The style sheets (src/styles/<name>.css) and class families of each light widget chunk. */
export const LIGHT_STYLES = {
  'star-rating': {
    sheets: ['tokens', 'base', 'parts', 'reviews', 'forced-colors'],
    classes: ['lk-widget', 'lk-visually-hidden', 'lk-skeleton', 'lk-rating-badge', 'lk-stars'],
  },
  wishlist: {
    sheets: ['tokens', 'base', 'parts', 'wishlist', 'forced-colors'],
    classes: [
      'lk-widget',
      'lk-visually-hidden',
      'lk-skeleton',
      'lk-wishlist-button',
      'lk-wishlist-count',
    ],
  },
  'points-badge': {
    sheets: ['tokens', 'base', 'parts', 'loyalty', 'forced-colors'],
    classes: ['lk-widget', 'lk-visually-hidden', 'lk-skeleton', 'lk-points-badge'],
  },
} as const;

/** A light widget chunk with a cut style sheet. */
export type LightChunk = keyof typeof LIGHT_STYLES;

/**
 * The heavy widgets of a product page with the sheets they use: the shared ones and the review
 * sheet whole (`whole`), and from the other domains' sheets only the class families they borrow
 * (`cut`), so they do not bring the wishlist manager's or the drawer's rules. Reviews, questions,
 * the review form and the gallery take ONE sheet, `product`: a page shows them together, and one
 * file compresses ~1.3 KB smaller than the three cuts it replaces (the gallery alone pays ~0.6 KB
 * of review rules). Other heavy widgets (drawer, managers, launcher) take every sheet (styles.ts).
 */
export const CHUNK_STYLES = {
  // Review photos and the gallery open in the same lightbox.
  product: {
    whole: ['tokens', 'base', 'parts', 'forced-colors', 'reviews'],
    cut: { wishlist: ['lk-gallery', 'lk-lightbox'], engage: ['lk-action-points'] },
  },
  // The store-wide reviews (page, carousel, photos) on top of the product sheet.
  'store-reviews': { whole: ['storeReviews'], cut: {} },
} as const satisfies Record<
  string,
  { whole: readonly string[]; cut: Readonly<Record<string, readonly string[]>> }
>;

/** A heavy widget chunk with its own style sheet. */
export type StyledChunk = keyof typeof CHUNK_STYLES;

/** Whether a class belongs to one of the families (`lk-stars` covers `lk-stars__fill`). */
export function inFamilies(className: string, families: readonly string[]): boolean {
  return families.some(
    (f) => className === f || className.startsWith(`${f}_`) || className.startsWith(`${f}-`),
  );
}
