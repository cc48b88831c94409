import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import { ReviewSummary } from './ReviewSummary.js';
import {
  SETTLED,
  manyReviews,
  reviewsStory,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';
import { atViewportWidth } from '../../testing/storeReviewsStories.js';

const meta = {
  title: 'Reviews/ReviewSummary',
  component: ReviewSummary,
  decorators: [withReviewsProvider],
  args: { productId: 1 },
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Average, count and distribution bars (each a toggle that filters a list). */
export const Default: Story = {
  ...reviewsStory({ reviews: manyReviews() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', {}, SETTLED);
  },
};

/** E20's photo and reply counts on one line under the average. */
export const PhotoAndReplyCounts: Story = {
  ...reviewsStory({ reviews: manyReviews() }),
  play: async ({ canvas }) => {
    await canvas.findByText('20 photos', {}, SETTLED);
    await canvas.findByText('7 answered by the store', {}, SETTLED);
  },
};

/** Answers but no photos: the zero count and its separator are left out. */
export const ZeroCountHidden: Story = {
  ...reviewsStory({ reviews: manyReviews().map((r) => ({ ...r, images: [] })) }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('7 answered by the store', {}, SETTLED);
    await expect(canvasElement.querySelector('.lk-review-summary__counts')?.textContent).toBe(
      '7 answered by the store',
    );
  },
};

/** Neither photos nor answers: no counts line at all. */
export const NoCounts: Story = {
  ...reviewsStory({ reviews: manyReviews().map((r) => ({ ...r, images: [], reply: null })) }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Based on 40 reviews', {}, SETTLED);
    await expect(canvasElement.querySelector('.lk-review-summary__counts')).toBeNull();
  },
};

/**
 * On a 390 px phone, in French (the longest line of the twelve languages): the counts stay on
 * one line inside the score box, and nothing scrolls sideways.
 */
export const CountsOnPhone: Story = {
  ...atViewportWidth(reviewsStory({ reviews: manyReviews() }, [], { locale: 'fr' }), 390),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('7 réponses de la boutique', {}, SETTLED);
    const line = canvasElement.querySelector<HTMLElement>('.lk-review-summary__counts')!;
    const box = canvasElement.querySelector('.lk-review-summary__score')!.getBoundingClientRect();
    const rect = line.getBoundingClientRect();
    await expect(innerWidth).toBe(390);
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    // One line: every piece of its text sits on the same line box (nothing wrapped).
    const range = document.createRange();
    range.selectNodeContents(line);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    await expect(tops.size).toBe(1);
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** No reviews yet. */
export const NoReviews: Story = {
  ...reviewsStory({ reviews: [] }),
  play: async ({ canvas }) => {
    await canvas.findByText('No ratings yet', {}, SETTLED);
  },
};

/** Loading: a skeleton of the same size. */
export const Loading: Story = { ...reviewsStory({}, [loadingFor('getProductRatings')]) };

/** Failed, with a retry. */
export const Error: Story = {
  ...reviewsStory({}, [errorFor('getProductRatings', 503, 'upstream_unavailable')]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
  },
};

/** French. */
export const French: Story = {
  ...reviewsStory({ reviews: manyReviews() }, [], { locale: 'fr' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', {}, SETTLED);
  },
};

/** Spanish. */
export const Spanish: Story = {
  ...reviewsStory({ reviews: manyReviews() }, [], { locale: 'es' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', {}, SETTLED);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  ...reviewsStory({ reviews: manyReviews() }, [], { locale: 'ar' }),
  tags: ['visual-rtl'],
  play: async ({ canvas }) => {
    await canvas.findByRole('list', {}, SETTLED);
  },
};

/** Japanese. */
export const Japanese: Story = {
  ...reviewsStory({ reviews: manyReviews() }, [], { locale: 'ja' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', {}, SETTLED);
  },
};

/** A bar pressed: it shows as pressed (aria-pressed) until pressed again. */
export const BarPressed: Story = {
  ...reviewsStory({ reviews: manyReviews() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^4 stars/ }, SETTLED));
  },
};
