import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingFor, makeGiftRegistry, makeRegistryItem } from '../../mocks/index.js';
import { engagementStory, registrySeed, withEngagement } from '../../testing/engagementStoryKit.js';
import { RegistryShareView } from './RegistryShareView.js';

const meta = {
  title: 'Registry/RegistryShareView',
  component: RegistryShareView,
  decorators: [withEngagement],
  args: { shareToken: 'share-71' },
} satisfies Meta<typeof RegistryShareView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest gifter: what is still needed, quantities, name, e-mail and note. */
export const Gifter: Story = {
  ...engagementStory({ ...registrySeed, customer: null }),
  tags: ['visual-matrix'],
};

/** Everything has been gifted. */
export const AllGifted: Story = {
  ...engagementStory({
    customer: null,
    registries: [
      makeGiftRegistry({
        id: 71,
        items: [makeRegistryItem({ id: 711, quantity: 2, purchasedAmount: 2 })],
      }),
    ],
    shares: { 'share-71': 71 },
  }),
};

/** A link that does not (or no longer) work. */
export const InvalidLink: Story = {
  ...engagementStory(registrySeed),
  args: { shareToken: 'expired' },
};

/** Waiting for the registry. */
export const Loading: Story = {
  ...engagementStory(registrySeed, { overrides: [loadingFor('sharedRegistry')] }),
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
