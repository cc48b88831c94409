import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor, makeRating } from '../../mocks/index.js';
import { SETTLED, reviewsStory, withReviewsProvider } from '../../testing/reviewsStoryKit.js';
import { StarRatingBadge, StarRatingBadgeView } from './StarRatingBadge.js';

const meta = {
  title: 'Reviews/StarRatingBadge',
  component: StarRatingBadge,
  // The view alone, for a grid that already has its products' ratings (server rendering).
  subcomponents: { StarRatingBadgeView },
  decorators: [withReviewsProvider],
  args: { productId: 1 },
} satisfies Meta<typeof StarRatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const rated = { ratings: [makeRating({ productId: 1, avgRate: 4.3, totalCount: 128 })] };

/** A rated product: stars, average and count. */
export const Rated: Story = {
  ...reviewsStory(rated),
  tags: ['visual-matrix'],
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, SETTLED);
  },
};

/** Nobody reviewed the product yet. */
export const NoReviews: Story = {
  ...reviewsStory({ ratings: [makeRating({ productId: 1, avgRate: 0, totalCount: 0 })] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, SETTLED);
  },
};

/** Hidden when nobody reviewed the product (for dense grids). */
export const HiddenWhenEmpty: Story = {
  ...reviewsStory({ ratings: [makeRating({ productId: 1, avgRate: 0, totalCount: 0 })] }),
  args: { productId: 1, hideWhenEmpty: true },
};

/** Waiting for the ratings: the badge keeps its size. */
export const Loading: Story = { ...reviewsStory(rated, [loadingFor('getProductAverageRatings')]) };

/** The ratings failed: a grid shows nothing rather than an error per product. */
export const Error: Story = {
  ...reviewsStory(rated, [errorFor('getProductAverageRatings', 400, 'invalid_request')]),
};

/** A grid of 48 products: one E19 request for all of them. */
export const Grid48: Story = {
  ...reviewsStory({
    ratings: Array.from({ length: 48 }, (_, i) =>
      makeRating({ productId: i + 1, avgRate: 3 + ((i * 7) % 20) / 10, totalCount: i * 3 }),
    ),
  }),
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Array.from({ length: 48 }, (_, i) => (
        <li key={i}>
          <p style={{ margin: 0 }}>Product {i + 1}</p>
          <StarRatingBadge productId={i + 1} />
        </li>
      ))}
    </ul>
  ),
};

/** French number format and words. */
export const French: Story = {
  ...reviewsStory(rated, [], { locale: 'fr' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, SETTLED);
  },
};

/** Spanish. */
export const Spanish: Story = {
  ...reviewsStory(rated, [], { locale: 'es' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, SETTLED);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  ...reviewsStory(rated, [], { locale: 'ar' }),
  tags: ['visual-rtl'],
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, SETTLED);
  },
};

/** Japanese. */
export const Japanese: Story = {
  ...reviewsStory(rated, [], { locale: 'ja' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {}, SETTLED);
  },
};
