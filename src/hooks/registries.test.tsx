import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorFor, makeRegistrant } from '../mocks/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook } from '../../test/helpers/renderLoyaltyHook.js';
import {
  useCreateDraftOrder,
  useCreateGiftRegistry,
  useCreateGiftRegistryItem,
  useCustomerAddresses,
  useDeleteGiftRegistry,
  useDeleteGiftRegistryItem,
  useGiftRegistries,
  useGiftRegistryItems,
  useMoveGiftRegistryItem,
  useProductRegistryStatus,
  useSharedRegistry,
  useUpdateGiftRegistry,
  useUpdateGiftRegistryItem,
} from './registries.js';

const { api, server } = setupMockServer();

const { id: _id, ...registrant } = makeRegistrant();

describe('gift registry reads', () => {
  it('reads registries, items, a product’s status and the addresses', async () => {
    const { result } = renderLoyaltyHook(() => ({
      lists: useGiftRegistries(),
      items: useGiftRegistryItems(71),
      status: useProductRegistryStatus(2),
      addresses: useCustomerAddresses(),
    }));
    await waitFor(() => expect(result.current.lists.data?.[0]?.title).toBe('Ada & William'));
    await waitFor(() => expect(result.current.items.data).toHaveLength(2));
    await waitFor(() =>
      expect(result.current.status.data).toEqual([
        { variantId: 201, variantInGiftRegistryIds: [71] },
      ]),
    );
    await waitFor(() => expect(result.current.addresses.data?.[0]?.city).toBe('London'));
  });

  it('shows a gifter the shared registry without the address', async () => {
    api.db.customer = null;
    const { result } = renderLoyaltyHook(() => useSharedRegistry('share-71'));
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    expect(result.current.data?.giftRegistry.registrant).not.toHaveProperty('address');
  });

  it('reports a dead share link by code', async () => {
    const { result } = renderLoyaltyHook(() => useSharedRegistry('nope'));
    await waitFor(() => expect(result.current.error?.code).toBe('not_found'));
  });
});

describe('gift registry writes', () => {
  it('creates, renames and deletes a registry', async () => {
    const { result } = renderLoyaltyHook(() => ({
      lists: useGiftRegistries(),
      create: useCreateGiftRegistry(),
      update: useUpdateGiftRegistry(),
      remove: useDeleteGiftRegistry(),
    }));
    await waitFor(() => expect(result.current.lists.isSuccess).toBe(true));
    const fields = { typeId: 2, title: 'Baby Byron', date: '2026/01/10' };
    const created = await act(() =>
      result.current.create.mutateAsync({ giftRegistry: fields, giftRegistrant: registrant }),
    );
    const reg = created.giftRegistryWithRegistrant;
    await waitFor(() => expect(result.current.lists.data).toHaveLength(2));
    await act(() =>
      result.current.update.mutateAsync({
        giftRegistry: { ...fields, id: reg.id, title: 'Little Byron' },
        giftRegistrant: { ...registrant, id: reg.registrant.id },
      }),
    );
    await waitFor(() => expect(result.current.lists.data?.[1]?.title).toBe('Little Byron'));
    await act(() => result.current.remove.mutateAsync({ giftRegistryId: reg.id }));
    await waitFor(() => expect(result.current.lists.data).toHaveLength(1));
  });

  it('adds, edits, moves and removes items', async () => {
    const { result } = renderLoyaltyHook(() => ({
      lists: useGiftRegistries(),
      create: useCreateGiftRegistry(),
      add: useCreateGiftRegistryItem(),
      edit: useUpdateGiftRegistryItem(),
      move: useMoveGiftRegistryItem(),
      remove: useDeleteGiftRegistryItem(),
    }));
    await waitFor(() => expect(result.current.lists.isSuccess).toBe(true));
    const { giftRegistryItem: item } = await act(() =>
      result.current.add.mutateAsync({ giftRegistryId: 71, productId: 5, quantity: 1 }),
    );
    await waitFor(() => expect(result.current.lists.data?.[0]?.items).toHaveLength(3));
    await act(() =>
      result.current.edit.mutateAsync({
        giftRegistryItem: { id: item.id, quantity: 4, tag: 'kitchen' },
      }),
    );
    await waitFor(() =>
      expect(result.current.lists.data?.[0]?.items.find((i) => i.id === item.id)).toMatchObject({
        quantity: 4,
        tag: 'kitchen',
      }),
    );
    const second = await act(() =>
      result.current.create.mutateAsync({
        giftRegistry: { typeId: 4, title: 'Other', date: '2026/02/01' },
        giftRegistrant: registrant,
      }),
    );
    const toId = second.giftRegistryWithRegistrant.id;
    await act(() =>
      result.current.move.mutateAsync({
        giftRegistryItemId: item.id,
        fromGiftRegistryId: 71,
        toGiftRegistryId: toId,
      }),
    );
    await waitFor(() =>
      expect(result.current.lists.data?.find((r) => r.id === toId)?.items).toHaveLength(1),
    );
    await act(() => result.current.remove.mutateAsync({ giftRegistryItemId: 711 }));
    await waitFor(() => expect(result.current.lists.data?.[0]?.items).toHaveLength(1));
  });

  it('creates a gifter’s draft order through the share link, with where to pay', async () => {
    const { result } = renderLoyaltyHook(() => useCreateDraftOrder('share-71'));
    const { draftOrder } = await act(() =>
      result.current.mutateAsync({
        giftRegistryId: 71,
        products: [{ productId: 1, variantId: 101, quantity: 1 }],
      }),
    );
    expect(draftOrder.status).toBe('open');
    expect(new URL(draftOrder.invoiceUrl).pathname).toMatch(/^\/invoices\//);
  });

  it('is refused without a share link that opens the registry, as the proxy refuses it', async () => {
    const { result } = renderLoyaltyHook(() => useCreateDraftOrder('share-of-nothing'));
    const order = { giftRegistryId: 71, products: [{ productId: 1, variantId: 101, quantity: 1 }] };
    await expect(act(() => result.current.mutateAsync(order))).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('is refused for a product the shared registry does not list', async () => {
    const { result } = renderLoyaltyHook(() => useCreateDraftOrder('share-71'));
    const order = { giftRegistryId: 71, products: [{ productId: 3, variantId: 301, quantity: 1 }] };
    await expect(act(() => result.current.mutateAsync(order))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('reports a refused registry by code', async () => {
    server.use(errorFor('createGiftRegistry', 422, 'unprocessable'));
    const { result } = renderLoyaltyHook(useCreateGiftRegistry);
    await act(() =>
      result.current
        .mutateAsync({
          giftRegistry: { typeId: 1, title: 'x', date: '2026/01/01' },
          giftRegistrant: registrant,
        })
        .catch(() => undefined),
    );
    expect(result.current.error).toMatchObject({ status: 422, code: 'unprocessable' });
  });
});
