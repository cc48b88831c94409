import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
export const Customer: Story = { ...engagementStory(wishlistSeed) };

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
