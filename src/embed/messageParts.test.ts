import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../i18n/messages/index.js';
import { en as commonDomain } from '../i18n/messages/common.js';
import { en as reviewsDomain } from '../i18n/messages/reviews.js';
import { CHUNK_MESSAGES } from './elements.js';
import { LAZY_PARTS, MESSAGE_CUTS, MESSAGE_SUBSETS } from './messageParts.js';

/** The source files whose texts each subset carries (every component its widgets render). */
// The forms' part is checked with the product page's cut below (its keys are the forms' less
// the ones the page shows before any form opens).
const SOURCES: Record<Exclude<keyof typeof MESSAGE_SUBSETS, 'review-forms'>, readonly string[]> = {
  rating: [
    'embed/widgets/star-rating.tsx',
    'components/reviews/StarRatingBadge.tsx',
    'components/reviews/StarRating.tsx',
  ],
  points: [
    'embed/light/PointsBadgeWidget.tsx',
    'components/loyalty/usePointsBadgeState.ts',
    'components/loyalty/PointsBadgeView.tsx',
  ],
  heart: [
    'components/wishlist/WishlistButton.tsx',
    'components/wishlist/WishlistCount.tsx',
    'components/wishlist/WishlistButtonView.tsx',
    'components/wishlist/WishlistHeart.tsx',
    'components/wishlist/WishlistCountView.tsx',
  ],
  gallery: [
    'components/gallery/ShoppableGallery.tsx',
    'components/gallery/GalleryGrid.tsx',
    'components/gallery/GalleryLightbox.tsx',
  ],
  earn: ['components/loyalty/ActionPoints.tsx', 'components/loyalty/PointsEarned.tsx'],
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
    // A lazy part comes with the modules that name its keys (LAZY_PARTS), not with a chunk.
    const lazy: readonly string[] | undefined = (LAZY_PARTS as Record<string, readonly string[]>)[
      part
    ];
    it(`${part}: holds every key its components name`, () => {
      if (lazy) expect([...lazy].sort()).toEqual(files.map((f) => `src/${f}`).sort());
      else expect(chunks.length).toBeGreaterThan(0);
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

describe('the product page’s cut of the reviews domain', () => {
  const cut = MESSAGE_CUTS['product-reviews'];
  const dropped = (key: string) => cut.without.some((prefix) => key.startsWith(prefix));
  /** What the product page's reviews, questions and their forms render. */
  const files = [
    'Reviews.tsx',
    'ReviewList.tsx',
    'ReviewListBody.tsx',
    'ReviewListView.tsx',
    'ReviewCard.tsx',
    'ReviewPhotos.tsx',
    'ReviewSummary.tsx',
    'ReviewSummaryView.tsx',
    'RatingDistribution.tsx',
    'ReviewToolbar.tsx',
    'HelpfulVote.tsx',
    'useHelpfulVotes.ts',
    'QuestionsAndAnswers.tsx',
    'QuestionItem.tsx',
    'AskQuestionForm.tsx',
    'AnswerForm.tsx',
    'ReviewForm.tsx',
    'ReviewFormView.tsx',
    'PhotoPicker.tsx',
    'PhotoPickerItem.tsx',
    'StarInput.tsx',
    'reviewFormModel.ts',
    'qaFormModel.ts',
  ].map((file) => `components/reviews/${file}`);

  const forms: readonly string[] = MESSAGE_SUBSETS['review-forms'];
  /** The forms and what they render, loaded when the shopper opens one. */
  const formFiles = [
    ...LAZY_PARTS['review-forms'].map((file) => file.replace(/^src\//, '')),
    ...[
      'ReviewFormView.tsx',
      'PhotoPicker.tsx',
      'PhotoPickerItem.tsx',
      'StarInput.tsx',
      'reviewFormModel.ts',
      'photoModel.ts',
      'qaFormModel.ts',
    ].map((file) => `components/reviews/${file}`),
    'components/shared/GuestFields.tsx',
    'components/shared/CountedField.tsx',
  ];
  const eagerFiles = files.filter((file) => !formFiles.includes(file));

  it('keeps every key the product page’s review widgets name before a form opens', () => {
    const named = eagerFiles.flatMap((file) => keysIn(source(file)));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((key) => key.startsWith(`${cut.domain}.`) && dropped(key))).toEqual([]);
    // Not one of them waits for the forms' part: it would show its key until then.
    expect(named.filter((key) => forms.includes(key))).toEqual([]);
  });

  it('gives the forms every key they name, with their part or the page’s', () => {
    const named = formFiles.flatMap((file) => keysIn(source(file)));
    const kept = (key: string) => key in reviewsDomain && !dropped(key);
    expect(named.length).toBeGreaterThan(30);
    expect(
      named.filter((key) => !(key in commonDomain) && !forms.includes(key) && !kept(key)),
    ).toEqual([]);
    expect(forms.every((key) => named.includes(key))).toBe(true);
  });

  it('leaves out only what the store-wide widgets say', () => {
    const storeWide = [
      'AllReviews.tsx',
      'ReviewsCarousel.tsx',
      'ReviewMediaGrid.tsx',
      'ReviewAbout.tsx',
    ]
      .flatMap((file) => keysIn(source(`components/reviews/${file}`)))
      .filter(dropped);
    expect(storeWide.length).toBeGreaterThan(5);
    const droppedKeys = Object.keys(english).filter(dropped);
    expect(droppedKeys.every((key) => key.startsWith('reviews.'))).toBe(true);
  });
});
