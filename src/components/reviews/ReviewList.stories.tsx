import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXED_NOW } from '../../mocks/index.js';
import {
  SETTLED,
  initialFiltersControl,
  manyReviews,
  reviewsStory,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';
import { ReviewList } from './ReviewList.js';
import { ReviewsProvider } from './ReviewsContext.js';
import { ReviewSummary } from './ReviewSummary.js';

/**
 * The list on its own, for a page that lays out the reviews itself; `<Reviews>` is the list with
 * its summary and form in one block.
 */
const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  // What joins a list and a summary placed apart on a page.
  subcomponents: { ReviewsProvider },
  decorators: [withReviewsProvider],
  args: { productId: 1, now: Date.parse(FIXED_NOW), signInUrl: '/account/login', perPage: 5 },
  argTypes: { initialFilters: initialFiltersControl, emptyAction: { control: false } },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

const many = { reviews: manyReviews() };

/** The list alone: toolbar, five reviews, "Load more". */
export const Alone: Story = {
  ...reviewsStory(many),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
  },
};

/**
 * A summary and a list apart, joined by a `<ReviewsProvider>`: pressing a bar of the summary
 * filters the list (here the four-star bar was pressed).
 */
export const SharingASummary: Story = {
  ...reviewsStory(many),
  render: (args) => (
    <ReviewsProvider initialFilters={{ rate: 4 }}>
      <div style={{ display: 'grid', gap: 24 }}>
        <ReviewSummary productId={args.productId} />
        <ReviewList {...args} />
      </div>
    </ReviewsProvider>
  ),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, SETTLED);
    await canvas.findByRole('button', { name: /4 stars/, pressed: true }, SETTLED);
  },
};
