import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../i18n/messages/index.js';
import { CHUNK_MESSAGES } from './elements.js';
import { MESSAGE_SUBSETS } from './messageParts.js';

/** The source files whose texts each subset carries (every component its widgets render). */
const SOURCES: Record<keyof typeof MESSAGE_SUBSETS, readonly string[]> = {
  rating: [
    'embed/light/StarRatingWidget.tsx',
    'components/reviews/StarRatingBadge.tsx',
    'components/reviews/StarRating.tsx',
  ],
  points: ['embed/light/PointsBadgeWidget.tsx', 'components/loyalty/PointsBadgeView.tsx'],
  heart: [
    'embed/light/WishlistWidgets.tsx',
    'components/wishlist/WishlistButtonView.tsx',
    'components/wishlist/WishlistHeart.tsx',
    'components/wishlist/WishlistCountView.tsx',
  ],
  gallery: [
    'components/gallery/ShoppableGallery.tsx',
    'components/gallery/GalleryGrid.tsx',
    'components/gallery/GalleryLightbox.tsx',
  ],
};

const source = (file: string) => readFileSync(join(process.cwd(), 'src', file), 'utf8');
/** Every message key a file names literally (`'wishlist.button.label'`). */
const keysIn = (text: string) =>
  [...text.matchAll(/['"]([a-z][a-zA-Z]*(?:\.[a-zA-Z0-9]+)+)['"]/g)]
    .map((m) => m[1] ?? '')
    .filter((key) => key in english);

describe('the message subsets of the embed', () => {
  for (const [part, files] of Object.entries(SOURCES)) {
    const subset: readonly string[] = MESSAGE_SUBSETS[part as keyof typeof SOURCES];
    // The common domain comes whole with every chunk that loads it beside the subset.
    const chunks = Object.values(CHUNK_MESSAGES).filter((parts) =>
      (parts as readonly string[]).includes(part),
    );
    const withCommon = chunks.every((parts) => (parts as readonly string[]).includes('common'));
    it(`${part}: holds every key its components name`, () => {
      expect(chunks.length).toBeGreaterThan(0);
      const named = files.flatMap((file) => keysIn(source(file)));
      expect(named.length).toBeGreaterThan(0);
      const missing = named.filter(
        (key) => !subset.includes(key) && !(withCommon && key.startsWith('common.')),
      );
      expect(missing).toEqual([]);
    });

    it(`${part}: names no key built at run time, which a subset could not know`, () => {
      for (const file of files) expect(source(file)).not.toMatch(/\bt\(\s*`/);
    });
  }

  it('every subset key exists in English', () => {
    for (const keys of Object.values(MESSAGE_SUBSETS)) {
      for (const key of keys) expect(english).toHaveProperty([key]);
    }
  });
});
