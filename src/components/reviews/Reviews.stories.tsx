import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXED_NOW, errorFor, loadingFor, networkErrorFor } from '../../mocks/index.js';
import { expect, waitFor, within } from 'storybook/test';
import { starRowFill } from '../../testing/starMeasure.js';
import { Reviews } from './Reviews.js';
import {
  SETTLED,
  guestSeed,
  initialFiltersControl,
  manyReviews,
  reviewsStory,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';

const meta = {
  title: 'Reviews/Reviews',
  component: Reviews,
  decorators: [withReviewsProvider],
  args: { productId: 1, now: Date.parse(FIXED_NOW), signInUrl: '/account/login', perPage: 10 },
  argTypes: {
    initialFilters: initialFiltersControl,
    // The block offers its own "Write a review" there.
    emptyAction: { control: false },
  },
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

const many = { reviews: manyReviews() };

/** A signed-in customer: helpful votes are theirs to cast and take back. */
export const Customer: Story = {
  ...reviewsStory(),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** A guest: no "Helpful" toggle, an invitation to sign in. */
export const Guest: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas }) => {
    // A guest cannot vote: no toggle that does nothing, an invitation to sign in instead.
    await canvas.findAllByRole('article', {}, SETTLED);
    await waitFor(
      () => expect(canvas.queryAllByRole('link', { name: /Sign in/ }).length).toBeGreaterThan(0),
      SETTLED,
    );
    await expect(canvas.queryAllByRole('button', { name: /Helpful/ })).toHaveLength(0);
  },
};

/** Forty reviews: photos, store replies, a pinned review first, every rating, "Load more". */
export const ManyReviews: Story = {
  ...reviewsStory(many),
  tags: ['visual-matrix'],
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article', {}, SETTLED);
    // Each card's stars are filled to its own rating (they once all showed five).
    for (const card of cards) {
      const stars = card.querySelector('.lk-stars')!;
      const rating = Number(/Rated ([\d.]+)/.exec(stars.getAttribute('aria-label') ?? '')?.[1]);
      await expect(Math.abs(starRowFill(stars) - rating / 5)).toBeLessThan(0.02);
    }
  },
};

/** Sorted by relevance: the pinned review comes first. */
export const MostRelevant: Story = {
  ...reviewsStory(many),
  args: { initialFilters: { sort: 'mostRelevant' } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Filtered to one rating, as after pressing its bar. */
export const FilteredToFourStars: Story = {
  ...reviewsStory(many),
  args: { initialFilters: { rate: 4 } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** A search that matches nothing: say so and offer to clear the filters. */
export const NoMatch: Story = {
  ...reviewsStory(many),
  args: { initialFilters: { search: 'zebra' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Clear filters' }, SETTLED);
  },
};

/** No reviews yet. */
export const Empty: Story = {
  ...reviewsStory({ reviews: [] }),
  play: async ({ canvas }) => {
    await canvas.findByText('No reviews yet. Be the first to write one.', {}, SETTLED);
  },
};

/** "Write a review" pressed: inline on a wide page, a dialog on a phone (this canvas is narrow). */
export const WritingAReview: Story = {
  ...reviewsStory(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
    // The button waits for the shopper's session, which may come after the public reviews.
    await userEvent.click(await canvas.findByRole('button', { name: 'Write a review' }, SETTLED));
    await within(document.body).findByRole('radiogroup', { name: 'Your rating' }, SETTLED);
  },
};

/** The whole block on a dark surface (the toolbar's "Dark surface" theme). */
export const DarkSurface: Story = {
  ...reviewsStory(many),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Waiting for the rating and the reviews: skeletons hold the space. */
export const Loading: Story = {
  ...reviewsStory({}, [loadingFor('getReviews'), loadingFor('getProductRatings')]),
};

/** The store could not answer: the reason and a retry, said once for the whole block. */
export const Error: Story = {
  ...reviewsStory({}, [
    errorFor('getReviews', 503, 'upstream_unavailable'),
    errorFor('getProductRatings', 503, 'upstream_unavailable'),
  ]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  },
};

/** The network is down: one message and one retry. */
export const NetworkError: Story = {
  ...reviewsStory({}, [networkErrorFor('getReviews'), networkErrorFor('getProductRatings')]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  },
};

/** A vote the store refuses is rolled back and explained. */
export const VoteFails: Story = {
  ...reviewsStory(many, [errorFor('voteForReview', 503, 'upstream_unavailable')]),
  play: async ({ canvas, userEvent }) => {
    const [helpful] = await canvas.findAllByRole('button', { name: /Helpful/ }, SETTLED);
    // Votes wait for the customer's session, which may come after the public reviews.
    await waitFor(() => expect(helpful).not.toHaveAttribute('aria-disabled'), SETTLED);
    await userEvent.click(helpful!);
    await canvas.findByText('Your vote could not be saved. Please try again.', {}, SETTLED);
  },
};

/** French: words, numbers and relative dates. */
export const French: Story = {
  ...reviewsStory(many, [], { locale: 'fr' }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Spanish. */
export const Spanish: Story = {
  ...reviewsStory(many, [], { locale: 'es' }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  ...reviewsStory(many, [], { locale: 'ar' }),
  tags: ['visual-rtl'],
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Japanese. */
export const Japanese: Story = {
  ...reviewsStory(many, [], { locale: 'ja' }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** A review's photos in the lightbox (a native modal dialog). */
export const PhotoLightbox: Story = {
  ...reviewsStory(many),
  play: async ({ canvas, userEvent }) => {
    const [open] = await canvas.findAllByRole('button', { name: /Open photo 1/ }, SETTLED);
    await userEvent.click(open!);
  },
};
