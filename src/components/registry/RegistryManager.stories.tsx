import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
export const Customer: Story = { ...engagementStory(registrySeed), tags: ['visual-matrix'] };

/** The share link made: shown short, copied and opened whole. */
export const ShareLink: Story = {
  ...engagementStory(registrySeed),
  args: { shareUrl: (token: string) => `https://shop.example/registry.html?token=${token}` },
  play: async ({ canvas, userEvent }) => {
    const [get] = await canvas.findAllByRole(
      'button',
      { name: 'Get share link' },
      { timeout: 8000 },
    );
    await userEvent.click(get!);
    const link = await canvas.findByRole('link', { name: /registry\.html\?token=/ });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/shop\.example\/registry\.html/);
  },
};

/** On a dark surface (the toolbar's "Dark surface" theme). */
export const DarkSurface: Story = { ...engagementStory(registrySeed), globals: { theme: 'dark' } };

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

/** Arabic, right to left, in dirhams. */
export const Arabic: Story = {
  ...engagementStory(registrySeed, { locale: 'ar', currency: 'AED' }),
  tags: ['visual-rtl'],
};

/** Japanese, in yen. */
export const Japanese: Story = {
  ...engagementStory(registrySeed, { locale: 'ja', currency: 'JPY' }),
};
