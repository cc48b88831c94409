import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorFor, loadingFor, makeWishlist, makeWishlistItem } from '../mocks/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook } from '../../test/helpers/renderLoyaltyHook.js';
import {
  useChangeWishlistItemVariant,
  useCreateWishlist,
  useMoveWishlistItem,
  useRemoveWishlist,
  useToggleWishlist,
  useUpdateWishlist,
} from './wishlistMutations.js';
import { useProductWishlist, useWishlistItems, useWishlists } from './wishlists.js';

const { api, server } = setupMockServer();

const ada = { platformCustomerId: 7001, email: 'ada@example.com', phone: null };

function seedLists() {
  api.db.wishlists = [
    makeWishlist({
      wishlistId: 1,
      customer: ada,
      items: [makeWishlistItem({ product: { id: 3, handle: 'c', variantId: 301 } })],
    }),
    makeWishlist({ wishlistId: 2, customer: ada, wishlistTitle: 'Gifts', isDefault: false }),
  ];
}

describe('wishlist reads', () => {
  it('lists the wishlists with their items, and one list’s items', async () => {
    seedLists();
    const { result } = renderLoyaltyHook(() => ({
      lists: useWishlists(),
      items: useWishlistItems(1),
    }));
    await waitFor(() => expect(result.current.lists.data).toHaveLength(2));
    await waitFor(() => expect(result.current.items.data?.[0]?.product.id).toBe(3));
  });

  it('reports an unknown list by code', async () => {
    const { result } = renderLoyaltyHook(() => useWishlistItems(99));
    await waitFor(() => expect(result.current.error?.code).toBe('not_found'));
  });
});

describe('wishlist toggle', () => {
  it('adds a product, then shows it in the wishlist', async () => {
    const { result } = renderLoyaltyHook(() => ({
      state: useProductWishlist(4),
      lists: useWishlists(),
      toggle: useToggleWishlist(),
    }));
    await waitFor(() => expect(result.current.state.data?.productInWishlist).toBe(false));
    await act(() => result.current.toggle.mutateAsync({ productId: 4, add: true }));
    await waitFor(() => expect(result.current.state.data?.productInWishlist).toBe(true));
    await waitFor(() =>
      expect(result.current.lists.data?.flatMap((w) => w.items.map((i) => i.product.id))).toContain(
        4,
      ),
    );
  });

  it('works for a guest too', async () => {
    api.db.customer = null;
    const { result } = renderLoyaltyHook(() => ({
      state: useProductWishlist(4),
      toggle: useToggleWishlist(),
    }));
    await waitFor(() => expect(result.current.state.isSuccess).toBe(true));
    await act(() => result.current.toggle.mutateAsync({ productId: 4, add: true }));
    await waitFor(() => expect(result.current.state.data?.productInWishlist).toBe(true));
  });

  it('shows the heart filled at once and empties it again when the proxy refuses', async () => {
    server.use(
      loadingFor('addItemToWishlist', { ms: 50 }),
      errorFor('addItemToWishlist', 429, 'rate_limited'),
    );
    const { result } = renderLoyaltyHook(() => ({
      state: useProductWishlist(4),
      toggle: useToggleWishlist(),
    }));
    await waitFor(() => expect(result.current.state.isSuccess).toBe(true));
    act(() => result.current.toggle.mutate({ productId: 4, add: true }));
    await waitFor(() => expect(result.current.state.data?.productInWishlist).toBe(true));
    await waitFor(() => expect(result.current.toggle.error?.code).toBe('rate_limited'));
    expect(result.current.state.data?.productInWishlist).toBe(false);
  });

  it('removes a product from the lists at once, and puts it back on failure', async () => {
    seedLists();
    server.use(
      loadingFor('removeItemFromWishlist', { ms: 50 }),
      errorFor('removeItemFromWishlist', 500, 'internal_error'),
    );
    const { result } = renderLoyaltyHook(() => ({
      lists: useWishlists(),
      toggle: useToggleWishlist(),
    }));
    await waitFor(() => expect(result.current.lists.isSuccess).toBe(true));
    const items = () => result.current.lists.data?.[0]?.items.length;
    act(() => result.current.toggle.mutate({ productId: 3, add: false }));
    await waitFor(() => expect(items()).toBe(0));
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(items()).toBe(1);
  });
});

describe('wishlist management', () => {
  it('creates, renames, makes default and private, then removes a list', async () => {
    seedLists();
    const { result } = renderLoyaltyHook(() => ({
      lists: useWishlists(),
      create: useCreateWishlist(),
      update: useUpdateWishlist(),
      remove: useRemoveWishlist(),
    }));
    await waitFor(() => expect(result.current.lists.isSuccess).toBe(true));
    const { createdWishlist } = await act(() =>
      result.current.create.mutateAsync({ wishlistTitle: 'Later' }),
    );
    const id = createdWishlist.wishlistId;
    await act(() =>
      result.current.update.mutateAsync({ wishlistId: id, wishlistTitle: 'Someday' }),
    );
    await act(() =>
      result.current.update.mutateAsync({ wishlistId: id, isDefault: true, isPrivate: true }),
    );
    await waitFor(() =>
      expect(result.current.lists.data?.find((w) => w.wishlistId === id)).toMatchObject({
        wishlistTitle: 'Someday',
        isDefault: true,
        isPrivate: true,
      }),
    );
    expect(result.current.lists.data?.find((w) => w.wishlistId === 1)?.isDefault).toBe(false);
    await act(() => result.current.remove.mutateAsync({ wishlistId: id }));
    await waitFor(() => expect(result.current.lists.data).toHaveLength(2));
  });

  it('moves an item and changes its variant', async () => {
    seedLists();
    const { result } = renderLoyaltyHook(() => ({
      lists: useWishlists(),
      move: useMoveWishlistItem(),
      variant: useChangeWishlistItemVariant(),
    }));
    await waitFor(() => expect(result.current.lists.isSuccess).toBe(true));
    await act(() =>
      result.current.move.mutateAsync({ productId: 3, fromWishlistId: 1, toWishlistId: 2 }),
    );
    await act(() =>
      result.current.variant.mutateAsync({ wishlistId: 2, productId: 3, newVariantId: 302 }),
    );
    await waitFor(() =>
      expect(
        result.current.lists.data?.find((w) => w.wishlistId === 2)?.items[0]?.product.variantId,
      ).toBe(302),
    );
  });
});
