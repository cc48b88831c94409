import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import {
  guestSeed,
  mockStory,
  newCustomerSeed,
  richCustomerSeed,
  topTierSeed,
  withLoyalty,
} from '../../testing/loyaltyStoryKit.js';
import { PointsBadge } from './PointsBadge.js';

const meta = {
  title: 'Loyalty/PointsBadge',
  component: PointsBadge,
  decorators: [withLoyalty],
  args: { joinUrl: '/account/register', signInUrl: '/account/login' },
  argTypes: { onApplyDiscount: { control: false }, onOpen: { control: false } },
} satisfies Meta<typeof PointsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer with 1,250 points in Bronze. */
export const Customer: Story = { ...mockStory(), tags: ['visual-matrix'] };

/** A guest: join and sign-in links; the drawer explains how to earn. */
export const Guest: Story = { ...mockStory(guestSeed) };

/** Just joined: no points yet. */
export const NewCustomer: Story = { ...mockStory(newCustomerSeed) };

/** Plenty of points. */
export const RichCustomer: Story = { ...mockStory(richCustomerSeed) };

/** At the top tier. */
export const TopTier: Story = { ...mockStory(topTierSeed) };

/** Waiting for the balance: the badge keeps its size. */
export const Loading: Story = { ...mockStory({}, { overrides: [loadingFor('getCustomer')] }) };

/** The balance failed to load: say so and retry on click. */
export const LoadError: Story = {
  ...mockStory({}, { overrides: [errorFor('getCustomer', 503, 'upstream_unavailable')] }),
};

/**
 * The store is busy (the proxy's fail-fast 503 with Retry-After): after its retries, spaced by
 * Retry-After, a placeholder that fits a guest and a customer alike, in the badge's own space.
 */
export const Busy: Story = {
  ...mockStory(
    {},
    { overrides: [errorFor('getCustomer', 503, 'upstream_unavailable', { retryAfter: 1 })] },
  ),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole(
      'button',
      { name: /Points in a moment/ },
      { timeout: 8000 },
    );
    const text = canvas.getByText('Points in a moment');
    const box = button.getBoundingClientRect();
    const line = text.getBoundingClientRect();
    const style = getComputedStyle(text);
    await expect({
      shown: line.width > 0 && line.height > 0,
      inside: line.left >= box.left - 0.5 && line.right <= box.right + 0.5,
      visibility: style.visibility,
      opaque: Number(style.opacity) > 0.9,
      coloured: style.color !== 'rgba(0, 0, 0, 0)',
    }).toEqual({ shown: true, inside: true, visibility: 'visible', opaque: true, coloured: true });
    await expect(button.closest('.lk-points-badge')).toHaveAttribute('data-state', 'busy');
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(canvas.queryByText('Rewards unavailable')).toBeNull();
  },
};

/** French, in euros. */
export const French: Story = {
  ...mockStory(richCustomerSeed, { locale: 'fr', currency: 'EUR' }),
};

/** Spanish, in euros. */
export const Spanish: Story = {
  ...mockStory(richCustomerSeed, { locale: 'es', currency: 'EUR' }),
};

/** Arabic, right to left, in dirhams. */
export const Arabic: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ar', currency: 'AED' }),
  tags: ['visual-rtl'],
};

/** Japanese, in yen. */
export const Japanese: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ja', currency: 'JPY' }),
};
