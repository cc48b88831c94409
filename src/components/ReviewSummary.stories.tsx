import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor } from '../mocks/index.js';
import { ReviewSummary } from './ReviewSummary.js';
import { manyReviews, reviewsStory, withReviewsProvider } from './reviewsStoryKit.js';

const meta = {
  title: 'Reviews/ReviewSummary',
  component: ReviewSummary,
  decorators: [withReviewsProvider],
  args: { productId: 1 },
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Average, count and distribution bars (each a toggle that filters a list). */
export const Default: Story = { ...reviewsStory({ reviews: manyReviews() }) };

/** No reviews yet. */
export const NoReviews: Story = { ...reviewsStory({ reviews: [] }) };

/** Loading: a skeleton of the same size. */
export const Loading: Story = { ...reviewsStory({}, [loadingFor('getProductRatings')]) };

/** Failed, with a retry. */
export const Error: Story = {
  ...reviewsStory({}, [errorFor('getProductRatings', 503, 'upstream_unavailable')]),
};

/** French. */
export const French: Story = { ...reviewsStory({ reviews: manyReviews() }, [], { locale: 'fr' }) };

/** Spanish. */
export const Spanish: Story = { ...reviewsStory({ reviews: manyReviews() }, [], { locale: 'es' }) };
