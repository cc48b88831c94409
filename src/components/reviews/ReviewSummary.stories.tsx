import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor } from '../../mocks/index.js';
import { ReviewSummary } from './ReviewSummary.js';
import {
  SETTLED,
  manyReviews,
  reviewsStory,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';

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
