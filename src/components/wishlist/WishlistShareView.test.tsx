import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEngagement, setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { makeWishlist, makeWishlistItem } from '../../mocks/index.js';
import { WishlistShareView } from './WishlistShareView.js';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const { api } = setupEngagementServer();
const owner = { platformCustomerId: 9001, email: 'owner@example.com', phone: null };
const TOKEN = 'wishlist-share-5-1'.padEnd(40, '0');

function seed({ isPrivate = false } = {}) {
  api.db.customer = null; // the friend is a guest
  api.db.wishlists = [
    makeWishlist({
      wishlistId: 5,
      wishlistTitle: 'Birthday ideas',
      customer: owner,
      isPrivate,
      items: [
        makeWishlistItem({
          customer: owner,
          product: { id: 1, handle: 'linen-shirt', variantId: 101 },
        }),
        makeWishlistItem({
          customer: owner,
          product: { id: 2, handle: 'wool-beanie', variantId: 201 },
        }),
      ],
    }),
  ];
  api.db.wishlistShares = { [TOKEN]: 5 };
}

describe('WishlistShareView', () => {
  it("shows a friend's list read-only, without anything of its owner", async () => {
    seed();
    renderEngagement(<WishlistShareView shareToken={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Wishlist: Birthday ideas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Linen shirt')).toBeInTheDocument();
    expect(screen.getByText('Wool beanie')).toBeInTheDocument();
    expect(screen.queryByText(/owner@example\.com/)).not.toBeInTheDocument();
    // Read-only: nothing to move, rename or remove; no add to cart without a cart.
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it("saves an item to the friend's own wishlist, not the owner's", async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<WishlistShareView shareToken={TOKEN} />);
    const heart = await screen.findByRole('button', { name: 'Save Linen shirt to wishlist' });
    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await user.click(heart);
    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    const mine = api.db.wishlists.filter((w) => w.sessionToken === api.db.sessions.guestToken);
    expect(mine.flatMap((w) => w.items.map((i) => i.product.variantId))).toEqual([101]);
    expect(api.db.wishlists.find((w) => w.wishlistId === 5)?.items).toHaveLength(2);
  });

  it('adds an item to the cart and says so once the cart has it', async () => {
    const user = userEvent.setup();
    seed();
    let resolve: () => void = () => {};
    const onAddToCart = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderEngagement(<WishlistShareView shareToken={TOKEN} onAddToCart={onAddToCart} />);
    const add = await screen.findByRole('button', { name: 'Add to cart: Wool beanie' });
    await user.click(add);
    expect(onAddToCart).toHaveBeenCalledWith(2, 201);
    expect(add).toBeDisabled();
    resolve();
    expect(await screen.findByText('Wool beanie added to your cart.')).toBeInTheDocument();
    const card = add.closest('li')!;
    expect(within(card).getByText('In your cart')).toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('says why when the cart refuses an item', async () => {
    const user = userEvent.setup();
    seed();
    const onAddToCart = vi.fn(() => Promise.reject(new Error('sold out')));
    renderEngagement(<WishlistShareView shareToken={TOKEN} onAddToCart={onAddToCart} />);
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Linen shirt' }));
    expect(await screen.findByText(/^That did not work\./)).toBeInTheDocument();
    expect(screen.queryByText('In your cart')).not.toBeInTheDocument();
  });

  it('says the link opens nothing once the list is private', async () => {
    seed({ isPrivate: true });
    renderEngagement(<WishlistShareView shareToken={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that.');
  });
});
