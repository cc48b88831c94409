import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countRequests } from '../../../test/helpers/mockServer.js';
import { renderEngagement, setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { errorFor, makeCustomer, makeWishlist, makeWishlistItem } from '../../mocks/index.js';
import { WishlistButton } from './WishlistButton.js';
import { WishlistCount } from './WishlistCount.js';

// A busy CI machine can take over a second for the first session and batch.
configure({ asyncUtilTimeout: 4000 });
// Journeys type and click through several round trips: give them room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const { api, server } = setupEngagementServer();

function Grid({ signIn }: { signIn?: () => void }) {
  return (
    <>
      <WishlistCount href="/pages/wishlist" />
      <WishlistButton productId={1} productTitle="Linen shirt" />
      <WishlistButton productId={2} productTitle="Wool beanie" variantId={201} />
      <WishlistButton productId={3} productTitle="Ceramic mug" />
      {signIn && <button onClick={signIn}>Sign in</button>}
    </>
  );
}

const heart = (title: string) => screen.getByRole('button', { name: `Save ${title} to wishlist` });

describe('WishlistButton', () => {
  it('keeps what a guest saved after they sign in', async () => {
    const user = userEvent.setup();
    api.db.customer = null;
    renderEngagement((signIn) => <Grid signIn={signIn} />);
    await waitFor(() => expect(heart('Wool beanie')).not.toHaveAttribute('aria-disabled'));
    expect(heart('Wool beanie')).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart('Wool beanie'));
    expect(heart('Wool beanie')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Wool beanie saved to your wishlist.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();

    // The shopper signs in: the proxy moves the guest list to the customer (E3b).
    api.db.customer = makeCustomer();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.db.wishlists[0]?.customer?.platformCustomerId).toBe(7001));
    expect(api.db.wishlists).toHaveLength(1);
    expect(api.db.wishlists[0]?.items.map((i) => i.product.variantId)).toEqual([201]);
    await waitFor(() => expect(heart('Wool beanie')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Linen shirt')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
  });

  it('rolls back and says why when the store refuses', async () => {
    const user = userEvent.setup();
    renderEngagement(<Grid />);
    await waitFor(() => expect(heart('Ceramic mug')).not.toHaveAttribute('aria-disabled'));
    server.use(errorFor('addItemToWishlist', 429, 'rate_limited'));

    await user.click(heart('Ceramic mug'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your wishlist was not changed. The store is busy. Please try again in a moment.',
    );
    expect(heart('Ceramic mug')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Wishlist, empty' })).toBeInTheDocument();
  });

  it('removes a saved variant for a customer', async () => {
    const user = userEvent.setup();
    api.db.wishlists = [
      makeWishlist({
        wishlistId: 5,
        customer: { platformCustomerId: 7001, email: 'ada@example.com', phone: null },
        items: [makeWishlistItem({ product: { id: 2, handle: 'wool-beanie', variantId: 201 } })],
      }),
    ];
    renderEngagement(<Grid />);
    await waitFor(() => expect(heart('Wool beanie')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart('Wool beanie'));
    expect(heart('Wool beanie')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Wool beanie removed from your wishlist.')).toBeInTheDocument();
    await waitFor(() => expect(api.db.wishlists[0]?.items).toHaveLength(0));
  });

  it('reads the state of every heart on a grid from one call', async () => {
    const calls = countRequests(server, '/getProductWishlistInfo');
    renderEngagement(<Grid />);
    await waitFor(() => expect(heart('Linen shirt')).not.toHaveAttribute('aria-disabled'));
    expect(heart('Ceramic mug')).not.toHaveAttribute('aria-disabled');
    expect(calls.count).toBe(1);
    expect(calls.urls[0]?.searchParams.getAll('productIds')).toEqual(['1', '2', '3']);
  });
});
