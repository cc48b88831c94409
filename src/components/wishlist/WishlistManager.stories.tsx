import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import {
  engagementStory,
  guestWishlistSeed,
  wishlistSeed,
  withEngagement,
} from '../../testing/engagementStoryKit.js';
import { WishlistManager } from './WishlistManager.js';

const meta = {
  title: 'Wishlist/WishlistManager',
  component: WishlistManager,
  decorators: [withEngagement],
  args: { onAddToCart: fn() },
} satisfies Meta<typeof WishlistManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with two lists, variants to choose and a sold-out size. */
export const Customer: Story = { ...engagementStory(wishlistSeed), tags: ['visual-matrix'] };

/** A card's menu open: change variant, move to another list, remove. */
export const ItemMenu: Story = {
  ...engagementStory(wishlistSeed),
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole(
      'button',
      { name: 'More actions for Linen shirt' },
      { timeout: 8000 },
    );
    await userEvent.click(more);
    const menu = canvas.getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Change variant' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Remove Linen shirt' })).toBeVisible();
  },
};

/** The page has a share view: each list that is not private offers a share link. */
export const Sharing: Story = {
  ...engagementStory(wishlistSeed),
  args: { shareUrl: (token: string) => `https://shop.example/pages/wishlist?token=${token}` },
};

/** On a dark surface (the toolbar's "Dark surface" theme). */
export const DarkSurface: Story = { ...engagementStory(wishlistSeed), globals: { theme: 'dark' } };

/** A guest: the list lives in the session; a note invites them to sign in. */
export const Guest: Story = { ...engagementStory(guestWishlistSeed) };

/** No list yet. */
export const Empty: Story = { ...engagementStory() };

/** Waiting for the lists: the layout is reserved. */
export const Loading: Story = {
  ...engagementStory(wishlistSeed, { overrides: [loadingFor('getWishlists')] }),
};

/** The lists failed to load. */
export const LoadError: Story = {
  ...engagementStory(wishlistSeed, {
    overrides: [errorFor('getWishlists', 403, 'forbidden')],
  }),
};

/** French, in euros. */
export const French: Story = {
  ...engagementStory(wishlistSeed, { locale: 'fr', currency: 'EUR' }),
};

/** Spanish, in euros. */
export const Spanish: Story = {
  ...engagementStory(wishlistSeed, { locale: 'es', currency: 'EUR' }),
};

/** Arabic, right to left, in dirhams. */
export const Arabic: Story = {
  ...engagementStory(wishlistSeed, { locale: 'ar', currency: 'AED' }),
  tags: ['visual-rtl'],
};

/** Japanese, in yen. */
export const Japanese: Story = {
  ...engagementStory(wishlistSeed, { locale: 'ja', currency: 'JPY' }),
};
