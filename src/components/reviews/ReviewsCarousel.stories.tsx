import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIXED_NOW, errorFor, loadingFor } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import { SETTLED, guestSeed, withReviewsProvider } from '../../testing/reviewsStoryKit.js';
import { emptyStoreSeed, storeReviews, storeSeed } from '../../testing/storeReviewsKit.js';
import { atViewportWidth, storeReviewsStory } from '../../testing/storeReviewsStories.js';
import { ReviewsCarousel } from './ReviewsCarousel.js';

const meta = {
  title: 'Reviews/ReviewsCarousel',
  component: ReviewsCarousel,
  decorators: [withReviewsProvider],
  // Long enough that a play function is never raced by an automatic advance.
  args: { now: Date.parse(FIXED_NOW), intervalMs: 60_000 },
} satisfies Meta<typeof ReviewsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first review has a long unbroken word (a URL, a product code): it must wrap, not overflow. */
const longWordSeed = {
  reviews: storeReviews().map((review, i) =>
    i === 0 ? { ...review, body: `Lovely ${'colour'.repeat(18)} and soft.` } : review,
  ),
};

/** Whether a slide is wholly on screen and its content fits its width. */
async function expectFullyVisible(slide: HTMLElement) {
  const box = slide.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(innerWidth);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(innerHeight);
  await expect(slide.scrollWidth).toBeLessThanOrEqual(slide.clientWidth);
}

/** A signed-in customer: one review at a time, with pause, previous and next. */
export const Customer: Story = {
  ...storeReviewsStory(storeSeed),
  tags: ['visual-matrix'],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: '1 of 8' }, SETTLED);
    await userEvent.click(canvas.getByRole('button', { name: 'Next review' }));
    await canvas.findByRole('group', { name: '2 of 8' });
  },
};

/** A guest sees the same reviews. */
export const Guest: Story = {
  ...storeReviewsStory({ ...storeSeed, ...guestSeed }),
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: '1 of 8' }, SETTLED);
  },
};

/**
 * On a 390 px phone: the slide on show lies wholly in the viewport, its long word wraps, the
 * hidden slides take no room, and nothing scrolls sideways, before and after moving on.
 */
export const Phone: Story = {
  ...atViewportWidth(storeReviewsStory(longWordSeed), 390),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectFullyVisible(await canvas.findByRole('group', { name: '1 of 8' }, SETTLED));
    await expect(sidewaysOverflow()).toBe(0);
    const slides = [...canvasElement.querySelectorAll<HTMLElement>('.lk-carousel__slide')];
    await expect(slides).toHaveLength(8);
    const shown = slides.filter((s) => s.getBoundingClientRect().height > 0);
    await expect(shown).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next review' }));
    await expectFullyVisible(canvas.getByRole('group', { name: '2 of 8' }));
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** Only reviews of the store itself. */
export const StoreReviewsOnly: Story = {
  ...storeReviewsStory(storeSeed),
  args: { scope: 'shop' },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: '1 of 4' }, SETTLED);
  },
};

/** Waiting for the reviews: a placeholder the size of a review. */
export const Loading: Story = { ...storeReviewsStory(storeSeed, [loadingFor('getReviews')]) };

/** Nothing to show yet: no controls, a line saying so. */
export const Empty: Story = {
  ...storeReviewsStory(emptyStoreSeed),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No reviews to show yet.' }, SETTLED);
  },
};

/** The reviews cannot be read. */
export const ErrorState: Story = {
  ...storeReviewsStory(storeSeed, [errorFor('getReviews', 503, 'upstream_unavailable')]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
  },
};
