import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type {} from 'msw-storybook-addon/csf3';
import type { PublicQuestion, PublicReview } from '../api/index.js';
import {
  createMockApi,
  daysFromNow,
  makeAnswer,
  makeQuestion,
  makeReview,
  type MockSeed,
} from '../mocks/index.js';
import { withMockProvider, type StoryLocaleParameters } from './storyProvider.js';

/** Story parameters that choose the provider's language (and currency). */
export type ReviewsStoryParameters = StoryLocaleParameters;

/** Wraps a story in a provider on the mock proxy, in the story's `locale`. */
export const withReviewsProvider: Decorator = (Story, context) =>
  withMockProvider(
    () => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
    context,
  );

/** Serves the mock proxy from `seed` after `overrides`; the db starts over before each render. */
export function reviewsStory(
  seed: MockSeed = {},
  overrides: HttpHandler[] = [],
  parameters: ReviewsStoryParameters = {},
) {
  const api = createMockApi({ seed });
  return {
    parameters: { ...parameters, msw: { handlers: [...overrides, ...api.handlers] } },
    beforeEach: () => api.reset(),
  };
}

/** A small picture that needs no network (stories run offline in CI). */
export function photo(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="hsl(${hue} 45% 55%)"/><circle cx="200" cy="170" r="80" fill="hsl(${hue} 45% 80%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const TITLES = ['Love it', 'Great fit', 'Good value', 'Runs small', 'Not for me', 'Soft fabric'];
const BODIES = [
  'Fits perfectly and the colour is just as pictured.',
  'Washed it twice already and it still looks new.',
  'Good for the price, although the sleeves are a bit long.',
  'Order one size up: it runs small around the shoulders.',
  'The fabric is thinner than I expected.',
  'Very soft, breathable and comfortable on hot days.',
];

/** 40 published reviews of product 1: every rating, photos, replies, one pinned. */
export function manyReviews(): PublicReview[] {
  return Array.from({ length: 40 }, (_, i) =>
    makeReview({
      id: 500 + i,
      rate: 5 - (i % 5 === 4 ? 4 : i % 4),
      title: TITLES[i % TITLES.length] ?? null,
      body: BODIES[i % BODIES.length] ?? '',
      votes: (i * 7) % 13,
      isPinned: i === 6,
      isVerifiedBuyer: i % 3 !== 2,
      createdAt: daysFromNow(-i * 3 - 1),
      customerDisplayName: ['Grace H.', 'Alan T.', 'Ada L.', 'Linus T.', ''][i % 5],
      images: i % 4 === 1 ? [photo(i * 25), photo(i * 25 + 120)] : [],
      reply:
        i % 6 === 3
          ? {
              body: 'Thank you for your feedback! Our size guide has been updated.',
              status: 'public',
            }
          : null,
    }),
  );
}

/** 14 questions of product 1, most answered. */
export function manyQuestions(): PublicQuestion[] {
  return Array.from({ length: 14 }, (_, i) => {
    const id = 600 + i;
    return makeQuestion({
      id,
      body: ['Is it true to size?', 'Can it go in the dryer?', 'Is the fabric see-through?'][i % 3],
      createdAt: daysFromNow(-i * 2 - 1),
      customerDisplayName: ['Maria S.', 'Tom B.', ''][i % 3],
      answers:
        i % 4 === 3
          ? []
          : [
              makeAnswer({ questionId: id, body: 'Yes, it fits as expected.' }),
              ...(i % 2 === 0
                ? [makeAnswer({ questionId: id, body: 'Mine too.', customerDisplayName: 'Ada L.' })]
                : []),
            ],
    });
  });
}

/**
 * A control for `initialFilters`: the filter states a reviewer wants to see, picked by name
 * (Storybook maps the name to the object), instead of an object editor.
 */
export const initialFiltersControl = {
  control: 'select',
  options: ['none', 'mostRelevant', 'fourStars', 'withPhotos', 'searchFit'],
  mapping: {
    none: {},
    mostRelevant: { sort: 'mostRelevant' },
    fourStars: { rate: 4 },
    withPhotos: { withPhotos: true },
    searchFit: { search: 'fit' },
  },
  labels: {
    none: 'None (newest first)',
    mostRelevant: 'Most relevant first (pinned on top)',
    fourStars: 'Four stars only',
    withPhotos: 'With photos only',
    searchFit: 'Search "fit"',
  },
} as const;

/** A guest: the mock proxy opens guest sessions. */
export const guestSeed: MockSeed = { customer: null };

/** How long a play function waits for the mock proxy (errors are retried with back-off first). */
export const SETTLED = { timeout: 8000 };
