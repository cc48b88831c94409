import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FIXED_NOW, errorFor, loadingFor } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import { SETTLED, guestSeed, withReviewsProvider } from '../../testing/reviewsStoryKit.js';
import { emptyStoreSeed, storeSeed } from '../../testing/storeReviewsKit.js';
import { atViewportWidth, storeReviewsStory } from '../../testing/storeReviewsStories.js';
import { AllReviews } from './AllReviews.js';

const meta = {
  title: 'Reviews/AllReviews',
  component: AllReviews,
  decorators: [withReviewsProvider],
  args: { now: Date.parse(FIXED_NOW), perPage: 5 },
} satisfies Meta<typeof AllReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: the store's rating, product and store reviews, product links. */
export const Customer: Story = {
  ...storeReviewsStory(storeSeed),
  tags: ['visual-matrix'],
  play: async ({ canvas }) => {
    await canvas.findByText('Based on 16 reviews', {}, SETTLED);
    await canvas.findByRole('link', { name: 'About Linen shirt' }, SETTLED);
  },
};

/** A customer marks a store review helpful: pressed at once, counted once. */
export const VotedHelpful: Story = {
  ...storeReviewsStory(storeSeed),
  play: async ({ canvas, userEvent }) => {
    const [helpful] = await canvas.findAllByRole('button', { name: /^Helpful/ }, SETTLED);
    // The reviews are public and come first; a press counts once the session says who votes.
    await waitFor(() => expect(helpful).not.toHaveAttribute('aria-disabled'), SETTLED);
    await userEvent.click(helpful!);
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toHaveTextContent('(1)');
  },
};

/** A guest sees the same page (nothing on it is personal). */
export const Guest: Story = {
  ...storeReviewsStory({ ...storeSeed, ...guestSeed }),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/** Only the reviews of the store itself. */
export const StoreReviewsOnly: Story = {
  ...storeReviewsStory(storeSeed),
  args: { initialScope: 'shop' },
  play: async ({ canvas }) => {
    await canvas.findByText('Based on 4 reviews', {}, SETTLED);
  },
};

/** On a 390 px phone: the summary stacks and nothing scrolls sideways. */
export const Phone: Story = {
  ...atViewportWidth(storeReviewsStory(storeSeed), 390),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** Waiting for the reviews: skeletons hold their place. */
export const Loading: Story = { ...storeReviewsStory(storeSeed, [loadingFor('getReviews')]) };

/** A store nobody has reviewed yet. */
export const Empty: Story = {
  ...storeReviewsStory(emptyStoreSeed),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No reviews yet.' }, SETTLED);
  },
};

/** The reviews cannot be read: say so, offer a retry. */
export const ErrorState: Story = {
  ...storeReviewsStory(storeSeed, [errorFor('getReviews', 503, 'upstream_unavailable')]),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('alert', {}, SETTLED);
  },
};
