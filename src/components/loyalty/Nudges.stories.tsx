import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeBoost, makeCustomer } from '../../mocks/index.js';
import { sidewaysOverflow } from '../../testing/layoutMeasure.js';
import { guestSeed, mockStory, withLoyalty } from '../../testing/loyaltyStoryKit.js';
import { BoostCampaignBanner } from './BoostCampaignBanner.js';
import { CartNudge } from './CartNudge.js';
import { onPhone } from '../../testing/viewports.js';
import { PointsNudge } from './PointsNudge.js';

/** Waits for the mocked reads on a busy machine. */
const SETTLED = { timeout: 8000 };

/** A Silver customer (1.5× in the mock tiers) while a 2× boost runs. */
const silverWithBoost = {
  customer: makeCustomer({
    currentTier: { id: 2, title: 'Silver', achievedAt: '2025-01-10T10:00:00.000Z' },
  }),
  boost: makeBoost({ pointsMultiplier: 2 }),
};

const meta = {
  title: 'Loyalty/Nudges',
  component: PointsNudge,
  // The cart's nudge and the boost banner are the same family, with stories below.
  subcomponents: { CartNudge, BoostCampaignBanner },
  decorators: [withLoyalty],
  args: { price: 28, signInUrl: '/account/login' },
} satisfies Meta<typeof PointsNudge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How the product nudge sits in the rows it holds from the start (its min-block-size, which the
 * page's reserve matches): what the purchase earns on its own row, and no content past the rows,
 * so its details arriving move nothing on the page.
 */
function rowsHeld(canvasElement: HTMLElement) {
  const nudge = canvasElement.querySelector<HTMLElement>('.lk-points-nudge')!;
  const held = parseFloat(getComputedStyle(nudge).minBlockSize);
  const earn = nudge.querySelector('strong')!.getBoundingClientRect();
  const details = [...nudge.querySelectorAll('.lk-points-nudge__detail, a')].map((el) =>
    el.getBoundingClientRect(),
  );
  return {
    earnOwnRow: details.every((d) => d.top >= earn.bottom - 0.5),
    overflow: Math.max(0, Math.round(nudge.getBoundingClientRect().height - held)),
  };
}

/** On a product page, a customer: the points of this purchase with their tier and the boost. */
export const ProductCustomer: Story = {
  ...mockStory(silverWithBoost),
  tags: ['visual-matrix'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Earn 420 points with this purchase', undefined, SETTLED);
    await canvas.findByText('Includes your Silver bonus (1.5×)', undefined, SETTLED);
    await canvas.findByText('Includes a 2× points boost', undefined, SETTLED);
    await expect(rowsHeld(canvasElement)).toEqual({ earnOwnRow: true, overflow: 0 });
  },
};

/** On a product page, a guest: the base rate and a link to sign in. */
export const ProductGuest: Story = {
  ...mockStory(guestSeed),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Earn 140 points with this purchase', undefined, SETTLED);
    await expect(canvas.getByRole('link', { name: 'Sign in to earn them' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    await expect(rowsHeld(canvasElement)).toEqual({ earnOwnRow: true, overflow: 0 });
  },
};

/**
 * In French on a 390 px phone with every detail shown: the lines wrap inside the screen, the star stays
 * its own size beside them, and nothing scrolls sideways.
 */
export const ProductPhone: Story = {
  ...onPhone(mockStory(silverWithBoost, { locale: 'fr', currency: 'EUR' })),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/420 points/, undefined, SETTLED);
    const nudge = canvasElement.querySelector('.lk-points-nudge')!;
    const icon = nudge.querySelector('.lk-points-nudge__icon')!.getBoundingClientRect();
    const text = nudge.querySelector('.lk-points-nudge__text')!.getBoundingClientRect();
    await expect(text.right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerWidth,
    );
    await expect(icon.right).toBeLessThanOrEqual(text.left);
    await expect(icon.width).toBeGreaterThanOrEqual(16);
    await expect(icon.width).toBeLessThanOrEqual(32);
    await expect(sidewaysOverflow()).toBe(0);
    await expect(rowsHeld(canvasElement)).toEqual({ earnOwnRow: true, overflow: 0 });
  },
};

/** In the cart, a customer: what the balance takes off, and a button to the drawer. */
export const CartCustomer: Story = {
  ...mockStory(),
  render: () => <CartNudge />,
  play: async ({ canvas }) => {
    await canvas.findByText(
      'You have 1,250 points: up to $12.50 off this order',
      undefined,
      SETTLED,
    );
    await expect(canvas.getByRole('button', { name: 'Use my points' })).toBeVisible();
  },
};

/** In the cart, a guest: an invitation to join. */
export const CartGuest: Story = {
  ...mockStory(guestSeed),
  render: () => <CartNudge joinUrl="/account/register" />,
  play: async ({ canvas }) => {
    await canvas.findByText(/Members earn points on every order/, undefined, SETTLED);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/account/register',
    );
  },
};

/** The running boost as its own banner (nothing is drawn when none runs). */
export const BoostBanner: Story = {
  ...mockStory({ boost: makeBoost({ pointsMultiplier: 2 }) }),
  render: () => <BoostCampaignBanner />,
};
