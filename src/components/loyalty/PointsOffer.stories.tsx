import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeCustomer } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import { guestSeed, mockStory, withLoyalty } from '../../testing/loyaltyStoryKit.js';
import { onPhone } from '../../testing/viewports.js';
import { PointsOffer } from './PointsOffer.js';

/** Waits for the mocked reads on a busy machine. */
const SETTLED = { timeout: 8000 };

// The mock store gives a tote bag (product 9) for 2,000 points, and takes 1 cent off per point
// (100 to 5,000 points); the mock customer has 1,250 points.
const meta = {
  title: 'Loyalty/Yours with your points',
  component: PointsOffer,
  decorators: [withLoyalty],
  args: { productId: 9, variantId: 902, price: 30 },
  argTypes: { collectionIds: { control: false }, onApplyDiscount: { control: false } },
} satisfies Meta<typeof PointsOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reward that makes the item free, not yet affordable: its points and how many are missing. */
export const PointsToGo: Story = {
  ...mockStory(),
  play: async ({ canvas }) => {
    await canvas.findByText('Yours for 2,000 points', undefined, SETTLED);
    await expect(canvas.getByText('750 points to go')).toBeVisible();
  },
};

/** Affordable now: Redeem confirms and shows the code, as the drawer does. */
export const Redeem: Story = {
  ...mockStory(),
  args: { productId: 5, variantId: 51, price: 12 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Redeem 1,200 points: Flexible discount' },
        SETTLED,
      ),
    );
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Yours with your points' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, redeem' }));
    await within(dialog).findByText('Your reward is ready!', undefined, SETTLED);
  },
};

/** A rich customer on a 390 px phone: the line and its button fit the screen. */
export const Phone: Story = {
  ...onPhone(mockStory({ customer: makeCustomer({ pointsBalance: 12_480 }) }, { locale: 'fr' })),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /^Échanger 2\s000 points/ }, SETTLED);
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** A guest: nothing, never a number that is not theirs. */
export const Guest: Story = {
  ...mockStory(guestSeed),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.querySelector('.lk-points-offer')).toBeNull();
  },
};
