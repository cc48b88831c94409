import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor } from '../../mocks/index.js';
import { engagementStory, registrySeed, withEngagement } from '../../testing/engagementStoryKit.js';
import { RegistryManager } from './RegistryManager.js';

const meta = {
  title: 'Registry/RegistryManager',
  component: RegistryManager,
  decorators: [withEngagement],
  args: { signInUrl: '/account/login' },
} satisfies Meta<typeof RegistryManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two registries; items with quantity wanted and purchased, and a tag. */
export const Customer: Story = { ...engagementStory(registrySeed) };

/** No registry yet: create one (the address comes from the saved one). */
export const Empty: Story = { ...engagementStory({ registries: [] }) };

/** A guest is asked to sign in. */
export const Guest: Story = { ...engagementStory({ customer: null }) };

/** Waiting for the registries. */
export const Loading: Story = {
  ...engagementStory(registrySeed, { overrides: [loadingFor('getGiftRegistries')] }),
};

/** The registries failed to load. */
export const LoadError: Story = {
  ...engagementStory(registrySeed, {
    overrides: [errorFor('getGiftRegistries', 403, 'forbidden')],
  }),
};

/** French, in euros. */
export const French: Story = {
  ...engagementStory(registrySeed, { locale: 'fr', currency: 'EUR' }),
};

/** Spanish, in euros. */
export const Spanish: Story = {
  ...engagementStory(registrySeed, { locale: 'es', currency: 'EUR' }),
};
