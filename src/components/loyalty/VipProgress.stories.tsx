import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor, makeVipStatus } from '../../mocks/index.js';
import {
  guestSeed,
  mockStory,
  newCustomerSeed,
  richCustomerSeed,
  topTierSeed,
  withLoyalty,
} from '../../testing/loyaltyStoryKit.js';
import { VipProgress } from './VipProgress.js';
import { VipProgressMeter } from './VipProgressMeter.js';

const meta = {
  title: 'Loyalty/VipProgress',
  component: VipProgress,
  // The meter alone, for a store's own account page with the status it already has.
  subcomponents: { VipProgressMeter },
  decorators: [withLoyalty],
  args: { joinUrl: '/account/register', signInUrl: '/account/login' },
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money to spend before the next tier. */
export const Customer: Story = { ...mockStory(), tags: ['visual-matrix'] };

/** Nothing spent yet. */
export const NewCustomer: Story = { ...mockStory(newCustomerSeed) };

/** Almost at Gold. */
export const RichCustomer: Story = { ...mockStory(richCustomerSeed) };

/** Orders to place, when the tier counts purchases. */
export const OrdersToGo: Story = {
  ...mockStory({
    vipStatus: makeVipStatus({
      nextTier: { id: 2, title: 'Silver', condition: { type: 'purchases_made', value: 5 } },
      currentProgressValue: 2,
    }),
  }),
};

/** The top tier reached. */
export const TopTier: Story = { ...mockStory(topTierSeed) };

/** A guest is asked to sign in. */
export const Guest: Story = { ...mockStory(guestSeed) };

/** Waiting: the skeleton keeps the size. */
export const Loading: Story = {
  ...mockStory({}, { overrides: [loadingFor('getCustomerVipStatus')] }),
};

/** The status failed to load. */
export const LoadError: Story = {
  ...mockStory({}, { overrides: [errorFor('getCustomerVipStatus', 503, 'upstream_unavailable')] }),
};

/** French, in euros. */
export const French: Story = { ...mockStory(richCustomerSeed, { locale: 'fr', currency: 'EUR' }) };

/** Spanish, in euros. */
export const Spanish: Story = { ...mockStory(richCustomerSeed, { locale: 'es', currency: 'EUR' }) };

/** Arabic, right to left, in dirhams. */
export const Arabic: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ar', currency: 'AED' }),
  tags: ['visual-rtl'],
};

/** Japanese, in yen. */
export const Japanese: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ja', currency: 'JPY' }),
};
