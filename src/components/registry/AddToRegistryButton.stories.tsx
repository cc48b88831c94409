import type { Meta, StoryObj } from '@storybook/react-vite';
import { engagementStory, registrySeed, withEngagement } from '../../testing/engagementStoryKit.js';
import { AddToRegistryButton } from './AddToRegistryButton.js';

const meta = {
  title: 'Registry/AddToRegistryButton',
  component: AddToRegistryButton,
  decorators: [withEngagement],
  args: { productId: 2, productTitle: 'Wool beanie', variantId: 202, signInUrl: '/account/login' },
} satisfies Meta<typeof AddToRegistryButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer; the product is already in one registry. */
export const Customer: Story = { ...engagementStory(registrySeed) };

/** A product in no registry yet. */
export const NotInRegistry: Story = {
  ...engagementStory(registrySeed),
  args: { productId: 4, productTitle: 'Tea towel' },
};

/** A guest is asked to sign in. */
export const Guest: Story = { ...engagementStory({ customer: null }) };

/** French. */
export const French: Story = { ...engagementStory(registrySeed, { locale: 'fr' }) };

/** Spanish. */
export const Spanish: Story = { ...engagementStory(registrySeed, { locale: 'es' }) };

/** Arabic, right to left. */
export const Arabic: Story = {
  ...engagementStory(registrySeed, { locale: 'ar' }),
  tags: ['visual-rtl'],
};

/** Japanese. */
export const Japanese: Story = { ...engagementStory(registrySeed, { locale: 'ja' }) };
