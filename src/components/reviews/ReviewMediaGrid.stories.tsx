import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import { SETTLED, guestSeed, withReviewsProvider } from '../../testing/reviewsStoryKit.js';
import { emptyStoreSeed, storeSeed } from '../../testing/storeReviewsKit.js';
import { atViewportWidth, storeReviewsStory } from '../../testing/storeReviewsStories.js';
import { ReviewMediaGrid } from './ReviewMediaGrid.js';

const meta = {
  title: 'Reviews/ReviewMediaGrid',
  component: ReviewMediaGrid,
  decorators: [withReviewsProvider],
} satisfies Meta<typeof ReviewMediaGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: review photos, each linking to its product. */
export const Customer: Story = {
  ...storeReviewsStory(storeSeed),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Photo by Alan T.: Wool beanie' }, SETTLED);
  },
};

/** A guest sees the same photos. */
export const Guest: Story = {
  ...storeReviewsStory({ ...storeSeed, ...guestSeed }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('link', {}, SETTLED);
  },
};

/** On a 390 px phone: square tiles, in columns that fit, nothing scrolls sideways. */
export const Phone: Story = {
  ...atViewportWidth(storeReviewsStory(storeSeed), 390),
  play: async ({ canvas }) => {
    const photos = await canvas.findAllByRole('img', {}, SETTLED);
    for (const photo of photos) {
      const box = photo.getBoundingClientRect();
      await expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      await expect(box.right).toBeLessThanOrEqual(innerWidth);
    }
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** Waiting for the photos: square placeholders. */
export const Loading: Story = { ...storeReviewsStory(storeSeed, [loadingFor('getReviews')]) };

/** No review has photos yet. */
export const Empty: Story = {
  ...storeReviewsStory(emptyStoreSeed),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No customer photos yet.' }, SETTLED);
  },
};

/** The photos cannot be read. */
export const ErrorState: Story = {
  ...storeReviewsStory(storeSeed, [errorFor('getReviews', 503, 'upstream_unavailable')]),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, SETTLED);
  },
};
