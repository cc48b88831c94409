import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeExtendedRating, makeRating, makeReview } from '../../mocks/index.js';
import { starInputFill, starRowAspect, starRowFill } from '../../testing/starMeasure.js';
import { reviewsStory, withReviewsProvider } from '../../testing/reviewsStoryKit.js';
import { ReviewCard } from './ReviewCard.js';
import { ReviewSummaryView } from './ReviewSummaryView.js';
import { StarInput } from './StarInput.js';
import { StarRating } from './StarRating.js';
import { StarRatingBadgeView } from './StarRatingBadge.js';

const meta = {
  title: 'Reviews/StarRating',
  component: StarRating,
  decorators: [withReviewsProvider],
  args: { value: 4.3, size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  ...reviewsStory(),
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One rating: drag the value to see the stars fill in tenths. */
export const Rating: Story = {};

const RATINGS = [1, 3, 5] as const;
const noop = () => {};

/**
 * The same ratings in every place stars appear (badge, summary, review card, form input), each
 * inside its widget's own layout: the filled part must be 1/5, 3/5 and 5/5 of the stars drawn.
 */
export const FillsInEveryPlace: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {RATINGS.map((rating) => (
        <section key={rating} data-rating={rating} style={{ display: 'grid', gap: 12 }}>
          <h2 style={{ margin: 0, fontSize: '1rem' }}>{rating} of 5</h2>
          <div data-place="badge" style={{ display: 'grid' }}>
            <StarRatingBadgeView rating={makeRating({ avgRate: rating, totalCount: 4 })} />
          </div>
          <div data-place="summary" className="lk-widget lk-review-summary">
            <ReviewSummaryView
              summary={makeExtendedRating({
                starsAverage: rating,
                reviewCount: 1,
                starsDistribution: {
                  oneStar: rating === 1 ? 1 : 0,
                  twoStars: 0,
                  threeStars: rating === 3 ? 1 : 0,
                  fourStars: 0,
                  fiveStars: rating === 5 ? 1 : 0,
                },
              })}
              selected={null}
              onSelect={noop}
            />
          </div>
          <div data-place="card" className="lk-widget lk-reviews">
            <ul className="lk-reviews__items">
              <li>
                <ReviewCard review={makeReview({ id: rating, rate: rating, title: `${rating}` })} />
              </li>
            </ul>
          </div>
          <div data-place="input" className="lk-widget">
            <StarInput value={rating} onChange={noop} label={`Your rating (${rating})`} />
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const rating of RATINGS) {
      const section = canvasElement.querySelector(`[data-rating="${rating}"]`)!;
      for (const place of ['badge', 'summary', 'card']) {
        const stars = section.querySelector(`[data-place="${place}"] .lk-stars`);
        await expect(stars, `${place} has a star row`).not.toBeNull();
        // Five stars side by side: about five times as wide as tall, never stretched.
        await expect(starRowAspect(stars!), `${place} row aspect`).toBeCloseTo(5, 0);
        const fill = starRowFill(stars!);
        await expect(Math.abs(fill - rating / 5), `${place} fill at ${rating} stars`).toBeLessThan(
          0.02,
        );
      }
      const input = section.querySelector('[data-place="input"] .lk-star-input')!;
      const fill = starInputFill(input);
      await expect(Math.abs(fill - rating / 5), `input fill at ${rating} stars`).toBeLessThan(0.02);
    }
  },
};

/**
 * The same in Arabic, right to left: every row fills from its right end, by the same amount
 * (the measures read the drawn part from the row's start, which is now its right edge).
 */
export const FillsInEveryPlaceRightToLeft: Story = {
  ...FillsInEveryPlace,
  parameters: { ...meta.parameters, locale: 'ar' },
  play: async (context) => {
    const row = context.canvasElement.querySelector('.lk-stars')!;
    await expect(getComputedStyle(row).direction).toBe('rtl');
    await FillsInEveryPlace.play!(context);
  },
};
