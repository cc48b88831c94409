import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor } from '../../mocks/index.js';
import {
  engagementStory,
  guestWishlistSeed,
  wishlistSeed,
  withEngagement,
} from '../../testing/engagementStoryKit.js';
import { WishlistButton, type WishlistButtonProps } from './WishlistButton.js';
import { WishlistCount } from './WishlistCount.js';

/** A header count and a grid of hearts, as a collection page shows them; `first` is the story's. */
function ProductGrid({ first }: { first: WishlistButtonProps }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <WishlistCount href="#wishlist" />
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <WishlistButton {...first} />
        <WishlistButton productId={2} productTitle="Wool beanie" variantId={201} />
        <WishlistButton productId={3} productTitle="Ceramic mug" label="Save" />
        <WishlistButton productId={4} productTitle="Tea towel" />
      </div>
    </div>
  );
}

const meta = {
  title: 'Wishlist/WishlistButton',
  component: WishlistButton,
  // The header's count is documented here too: the stories show both, as a collection page does.
  subcomponents: { WishlistCount },
  // The controls act on the first heart; the others show the grid around it.
  render: (args) => <ProductGrid first={args} />,
  decorators: [withEngagement],
  args: { productId: 1, productTitle: 'Linen shirt' },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with saved products: their hearts are pressed. */
export const Customer: Story = { ...engagementStory(wishlistSeed), tags: ['visual-matrix'] };

/** A guest who saved one product this session. */
export const Guest: Story = { ...engagementStory(guestWishlistSeed) };

/** Nothing saved yet. */
export const Empty: Story = { ...engagementStory() };

/** The saved state has not arrived: hearts keep their size and wait. */
export const Loading: Story = {
  ...engagementStory(wishlistSeed, {
    overrides: [loadingFor('getProductWishlistInfo'), loadingFor('getWishlists')],
  }),
};

/** Saving fails (press a heart): it springs back and says why. */
export const SaveFails: Story = {
  ...engagementStory({}, { overrides: [errorFor('addItemToWishlist', 429, 'rate_limited')] }),
};

/** French. */
export const French: Story = {
  ...engagementStory(wishlistSeed, { locale: 'fr', currency: 'EUR' }),
};

/** Spanish. */
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
