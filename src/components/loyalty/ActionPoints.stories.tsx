import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EarningRule } from '../../api/index.js';
import { createMockDb, makeCustomer, makeEarningRule, type MockSeed } from '../../mocks/index.js';
import { guestSeed, mockStory, withLoyalty } from '../../testing/loyaltyStoryKit.js';
import { ActionPoints } from './ActionPoints.js';

/** Waits for the mocked reads on a busy machine. */
const SETTLED = { timeout: 8000 };

const pays = (id: number, type: string, points: number): EarningRule =>
  makeEarningRule({
    id,
    type,
    rewarding: { ...makeEarningRule().rewarding, points, pointsPerCurrencyUnit: undefined },
  });

/** The mock store's rules, and 100 points a review, 50 more with a photo. */
const reviewsPay: MockSeed = {
  earningRules: [
    ...createMockDb().earningRules,
    pays(51, 'product_review', 100),
    pays(52, 'photo_review', 50),
  ],
};

const meta = {
  title: 'Loyalty/Points where shoppers act',
  component: ActionPoints,
  decorators: [withLoyalty],
  args: { action: 'review', bonus: 'photo', signInUrl: '/account/login' },
} satisfies Meta<typeof ActionPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the review form, a Silver customer (1.5×): the review's points and the photo's bonus. */
export const ReviewSilver: Story = {
  ...mockStory({
    ...reviewsPay,
    customer: makeCustomer({
      currentTier: { id: 2, title: 'Silver', achievedAt: '2025-01-10T10:00:00.000Z' },
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Earn 150 points for your review', undefined, SETTLED);
    await expect(canvas.getByText('75 more points with a photo')).toBeVisible();
  },
};

/** A guest: an invitation to sign in, with the base points. */
export const ReviewGuest: Story = {
  ...mockStory({ ...reviewsPay, ...guestSeed }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Sign in to earn 100 points for your review' },
        SETTLED,
      ),
    ).toHaveAttribute('href', '/account/login');
  },
};

/** In Japanese, the birthday rule (as the drawer's birthday section shows it). */
export const BirthdayJapanese: Story = {
  ...mockStory({ earningRules: [pays(53, 'birthday', 250)] }, { locale: 'ja' }),
  args: { action: 'birthday', bonus: undefined },
  play: async ({ canvas }) => {
    await canvas.findByText('お誕生日に250ポイント獲得', undefined, SETTLED);
  },
};

/** No rule rewards questions: nothing at all. */
export const NotRewarded: Story = {
  ...mockStory(reviewsPay),
  args: { action: 'question', bonus: undefined },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.querySelector('.lk-action-points')).toBeNull();
  },
};
