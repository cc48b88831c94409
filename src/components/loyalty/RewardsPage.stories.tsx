import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadingFor, makeCustomer } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import {
  guestSeed,
  mockStory,
  richCustomerSeed,
  topTierSeed,
  withLoyalty,
} from '../../testing/loyaltyStoryKit.js';
import { RewardsPage } from './RewardsPage.js';

/** Story annotations at a viewport width (the vitest plugin sizes the browser to it). */
function atWidth(story: ReturnType<typeof mockStory>, width: number) {
  const name = `w${width}`;
  return {
    ...story,
    globals: { viewport: { value: name, isRotated: false } },
    parameters: {
      ...story.parameters,
      viewport: {
        options: {
          [name]: { name, styles: { width: `${width}px`, height: '900px' }, type: 'desktop' },
        },
      },
    },
  };
}

/** The tier cards' boxes, in order. */
const tierBoxes = (root: HTMLElement) =>
  [...root.querySelectorAll('.lk-rewards-page__tier')].map((el) => el.getBoundingClientRect());

const meta = {
  title: 'Loyalty/RewardsPage',
  component: RewardsPage,
  decorators: [withLoyalty],
  args: { joinUrl: '/account/register', signInUrl: '/account/login' },
  argTypes: { onApplyDiscount: { control: false }, earnLinks: { control: false } },
} satisfies Meta<typeof RewardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: balance, rewards, earn and redeem, tiers, referral. */
export const Customer: Story = { ...mockStory(), tags: ['visual-matrix'] };

/** A guest on a laptop: join or sign in; the three tiers side by side, in one row. */
export const Guest: Story = {
  ...atWidth(mockStory(guestSeed), 1280),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Free Wool Beanie');
    const boxes = tierBoxes(canvasElement);
    await expect(boxes).toHaveLength(3);
    for (const box of boxes.slice(1)) {
      await expect(Math.abs(box.top - boxes[0]!.top)).toBeLessThan(1);
      await expect(box.left).toBeGreaterThan(boxes[0]!.left);
    }
  },
};

/** A guest on a 390 px phone: the tiers stack, full width, and nothing scrolls sideways. */
export const GuestPhone: Story = {
  ...atWidth(mockStory(guestSeed), 390),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Free Wool Beanie');
    const boxes = tierBoxes(canvasElement);
    for (let i = 1; i < boxes.length; i++) {
      await expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
    }
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** Plenty of points, Silver, close to Gold. */
export const RichCustomer: Story = { ...mockStory(richCustomerSeed) };

/** At the top tier. */
export const TopTier: Story = { ...mockStory(topTierSeed) };

/** An account the program excludes: told why, no earn or redeem. */
export const Excluded: Story = {
  ...mockStory({ customer: makeCustomer({ isRewardProgramAvailable: false }) }),
};

/** Waiting for the profile: placeholders hold the space. */
export const Loading: Story = { ...mockStory({}, { overrides: [loadingFor('getCustomer')] }) };

/** French, in euros. */
export const French: Story = { ...mockStory(richCustomerSeed, { locale: 'fr', currency: 'EUR' }) };
