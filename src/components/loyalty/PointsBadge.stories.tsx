import type { Meta, StoryObj } from '@storybook/react-vite';
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
