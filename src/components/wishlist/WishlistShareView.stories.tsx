import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadingFor, type MockSeed } from '../../mocks/index.js';
import { engagementStory, wishlistSeed, withEngagement } from '../../testing/engagementStoryKit.js';
import { WishlistShareView } from './WishlistShareView.js';

const TOKEN = 'wishlist-share-1-1'.padEnd(40, '0');

/** A friend (a guest) opens the customer's "Favourites" through its link. */
const sharedSeed: MockSeed = { ...wishlistSeed, customer: null, wishlistShares: { [TOKEN]: 1 } };

const meta = {
  title: 'Wishlist/WishlistShareView',
  component: WishlistShareView,
  decorators: [withEngagement],
  args: { shareToken: TOKEN, onAddToCart: fn(() => Promise.resolve()) },
} satisfies Meta<typeof WishlistShareView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared list: each item to add to the cart or save to one's own wishlist. */
export const Shared: Story = { ...engagementStory(sharedSeed) };

/** A link that does not (or no longer) work: the list was made private, or removed. */
export const InvalidLink: Story = {
  ...engagementStory(sharedSeed),
  args: { shareToken: 'revoked' },
};

/** Waiting for the list. */
export const Loading: Story = {
  ...engagementStory(sharedSeed, { overrides: [loadingFor('sharedWishlist')] }),
};

/** French, in euros. */
export const French: Story = {
  ...engagementStory(sharedSeed, { locale: 'fr', currency: 'EUR' }),
};
