import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEngagement, setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { errorFor, makeWishlist, makeWishlistItem } from '../../mocks/index.js';
import { WishlistManager } from './WishlistManager.js';

configure({ asyncUtilTimeout: 4000 });
// Journeys type and click through several round trips: give them room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const { api, server } = setupEngagementServer();
const customer = { platformCustomerId: 7001, email: 'ada@example.com', phone: null };

function seedLists() {
  api.db.wishlists = [
    makeWishlist({
      wishlistId: 1,
      wishlistTitle: 'Favourites',
      customer,
      items: [
        makeWishlistItem({ customer, product: { id: 1, handle: 'linen-shirt', variantId: 101 } }),
        makeWishlistItem({ customer, product: { id: 2, handle: 'wool-beanie', variantId: 201 } }),
      ],
    }),
    makeWishlist({ wishlistId: 2, wishlistTitle: 'Birthday', isDefault: false, customer }),
  ];
}

/** Chooses an action from the menu of a card or list ("More actions for …"). */
async function chooseFrom(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

/** The variant a card's "Change variant" dialog shows chosen (the dialog is then closed). */
async function chosenVariant(user: ReturnType<typeof userEvent.setup>, product: string) {
  await chooseFrom(user, product, 'Change variant');
  const dialog = screen.getByRole('dialog', { name: `Variant of ${product}` });
  const value = (within(dialog).getByRole('combobox') as HTMLSelectElement).value;
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  return value;
}

const listButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Lists' })).getByRole('button', { name });

describe('WishlistManager', () => {
  it('moves an item to another list and changes its variant', async () => {
    const user = userEvent.setup();
    seedLists();
    renderEngagement(<WishlistManager />);

    // Variant and move are in each card's menu; "Add to cart" would be its one button.
    await screen.findByRole('heading', { name: 'Linen shirt' });
    await chooseFrom(user, 'Linen shirt', 'Change variant');
    const dialog = screen.getByRole('dialog', { name: 'Variant of Linen shirt' });
    const variant = within(dialog).getByRole('combobox', { name: 'Variant of Linen shirt' });
    expect(variant).toHaveValue('101');
    await user.selectOptions(variant, 'Medium');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.db.wishlists[0]?.items[0]?.product.variantId).toBe(102));
    await waitFor(async () => expect(await chosenVariant(user, 'Linen shirt')).toBe('102'));

    await chooseFrom(user, 'Wool beanie', 'Move to Birthday');
    expect(await screen.findByText('Wool beanie moved to Birthday.')).toBeInTheDocument();
    await waitFor(() => expect(listButton(/Favourites/)).toHaveTextContent('1 item'));
    expect(listButton(/Birthday/)).toHaveTextContent('1 item');

    await user.click(listButton(/Birthday/));
    expect(await screen.findByRole('heading', { name: 'Birthday' })).toBeInTheDocument();
    expect(await chosenVariant(user, 'Wool beanie')).toBe('201');
  });

  it('creates, renames, makes default, makes private and deletes a list after confirmation', async () => {
    const user = userEvent.setup();
    seedLists();
    renderEngagement(<WishlistManager />);
    await screen.findByRole('heading', { name: 'Favourites' });

    await user.type(screen.getByLabelText('New list name'), 'Holidays');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('heading', { name: 'Holidays' })).toBeInTheDocument();
    expect(screen.getByText('This list is empty.')).toBeInTheDocument();

    await chooseFrom(user, 'Holidays', 'Rename');
    const name = screen.getByLabelText('New name for Holidays');
    await user.clear(name);
    await user.type(name, 'Winter holidays');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Winter holidays' })).toBeInTheDocument();

    await chooseFrom(user, 'Winter holidays', 'Make default');
    await waitFor(() => expect(screen.getByText('Default')).toBeInTheDocument());
    expect(api.db.wishlists.filter((w) => w.isDefault).map((w) => w.wishlistTitle)).toEqual([
      'Winter holidays',
    ]);

    await user.click(screen.getByRole('checkbox', { name: /Private list/ }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Private list/ })).toBeChecked(),
    );

    await chooseFrom(user, 'Winter holidays', 'Delete list');
    const dialog = screen.getByRole('dialog', { name: 'Delete “Winter holidays”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.db.wishlists).toHaveLength(3);
    await chooseFrom(user, 'Winter holidays', 'Delete list');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Winter holidays”?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('List “Winter holidays” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(api.db.wishlists).toHaveLength(2));
  });

  it('removes an item and hands add to cart to the storefront', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    seedLists();
    renderEngagement(<WishlistManager onAddToCart={onAddToCart} />);
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Wool beanie' }));
    expect(onAddToCart).toHaveBeenCalledWith(2, 201);
    await chooseFrom(user, 'Linen shirt', 'Remove Linen shirt');
    await waitFor(() => expect(screen.queryByText('Linen shirt')).not.toBeInTheDocument());
    expect(api.db.wishlists[0]?.items.map((i) => i.product.id)).toEqual([2]);
  });

  it('shows an empty state, a guest notice, and an error with retry', async () => {
    const user = userEvent.setup();
    api.db.customer = null;
    const { unmount } = renderEngagement(<WishlistManager />);
    expect(await screen.findByText(/You are saving as a guest/)).toBeInTheDocument();
    expect(await screen.findByText(/You have no wishlist yet/)).toBeInTheDocument();
    unmount();

    // A 4xx is not retried by the hooks, so the error shows at once.
    server.use(errorFor('getWishlists', 403, 'forbidden', { once: true }));
    renderEngagement(<WishlistManager />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no wishlist yet/)).toBeInTheDocument();
  });
});

describe('WishlistManager sharing', () => {
  const shareUrl = (token: string) => `https://shop.example/pages/wishlist?token=${token}`;

  it('gets a share link for a list, shown short and copied whole', async () => {
    const user = userEvent.setup();
    seedLists();
    renderEngagement(<WishlistManager shareUrl={shareUrl} />);
    await user.click(await screen.findByRole('button', { name: 'Get share link' }));
    const link = await screen.findByRole('link', { name: /shop\.example\/pages\/wishlist/ });
    const token = Object.keys(api.db.wishlistShares)[0]!;
    expect(api.db.wishlistShares[token]).toBe(1);
    expect(link).toHaveAttribute('href', shareUrl(token));
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
  });

  it('offers no link for a private list, and making a list private revokes its link', async () => {
    const user = userEvent.setup();
    seedLists();
    renderEngagement(<WishlistManager shareUrl={shareUrl} />);
    await user.click(await screen.findByRole('button', { name: 'Get share link' }));
    await screen.findByRole('link', { name: /shop\.example/ });
    await user.click(screen.getByRole('checkbox', { name: 'Private list (only you can see it)' }));
    expect(
      await screen.findByText(
        'Private lists cannot be shared. Turn off Private to share this list.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /shop\.example/ })).not.toBeInTheDocument();
    expect(api.db.wishlistShares).toEqual({});
    // Public again: a new link is asked for; the old one stays revoked.
    await user.click(screen.getByRole('checkbox', { name: 'Private list (only you can see it)' }));
    expect(await screen.findByRole('button', { name: 'Get share link' })).toBeInTheDocument();
  });

  it('offers no sharing when the page has no share view to send friends to', async () => {
    seedLists();
    renderEngagement(<WishlistManager />);
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get share link' })).not.toBeInTheDocument();
  });
});
