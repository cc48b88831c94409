import { useMutation, useQuery } from './query.js';
import type { ApiError } from '../api/index.js';
import type {
  RegistryShareLink,
  StorefrontInput,
  StorefrontOutput,
  Viewer,
} from '../client/index.js';
import { useSessionContext } from './session.js';
import { useLoyaltyContext, type LoyaltyQueryContext } from './context.js';
import { useOperationMutation } from './mutation.js';
import type { PageParams } from './rewards.js';
import {
  OWN_STALE_MS,
  ROOT_KEY,
  SHARED_STALE_MS,
  apiQueryOptions,
  requireCustomer,
  viewerKey,
} from './shared.js';

/** Query keys of gift registries: the customer's own, and shared views by share token. */
export const registryKeys = {
  all: [ROOT_KEY, 'giftRegistries'] as const,
  viewer: (viewer: Viewer | null) => [...registryKeys.all, viewerKey(viewer)] as const,
  lists: (viewer: Viewer | null) => [...registryKeys.viewer(viewer), 'lists'] as const,
  items: (viewer: Viewer | null, giftRegistryId: number, page: number, perPage: number) =>
    [...registryKeys.viewer(viewer), 'items', giftRegistryId, { page, perPage }] as const,
  productStatus: (viewer: Viewer | null, productId: number) =>
    [...registryKeys.viewer(viewer), 'productStatus', productId] as const,
  addresses: (viewer: Viewer | null) => [...registryKeys.viewer(viewer), 'addresses'] as const,
  shared: () => [...registryKeys.all, 'shared'] as const,
  sharedView: (shareToken: string) => [...registryKeys.shared(), shareToken] as const,
};

/** The customer's registries with their items (E39). */
export function giftRegistriesOptions({ client, viewer }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: registryKeys.lists(viewer),
    queryFn: async ({ signal }) => {
      requireCustomer(viewer);
      return (await client.getGiftRegistries({}, { signal })).giftRegistriesWithItems;
    },
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** One page of a registry's items (E40). */
export function giftRegistryItemsOptions(
  { client, viewer }: LoyaltyQueryContext,
  giftRegistryId: number,
  { page = 1, perPage = 50 }: PageParams = {},
) {
  return apiQueryOptions({
    queryKey: registryKeys.items(viewer, giftRegistryId, page, perPage),
    queryFn: async ({ signal }) => {
      requireCustomer(viewer);
      const answer = await client.getGiftRegistryItems(
        { giftRegistryId, page, perPage },
        { signal },
      );
      return answer.giftRegistryItems;
    },
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** Which of a product's variants are in which of the customer's registries (E41). */
export function productRegistryStatusOptions(
  { client, viewer }: LoyaltyQueryContext,
  productId: number,
) {
  return apiQueryOptions({
    queryKey: registryKeys.productStatus(viewer, productId),
    queryFn: async ({ signal }) => {
      requireCustomer(viewer);
      return (await client.getProductGiftRegistryStatus({ productId }, { signal })).results;
    },
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/** The customer's addresses, to prefill a registrant (E42). */
export function customerAddressesOptions({ client, viewer }: LoyaltyQueryContext) {
  return apiQueryOptions({
    queryKey: registryKeys.addresses(viewer),
    queryFn: async ({ signal }) => {
      requireCustomer(viewer);
      return (await client.getCustomerAddresses({}, { signal })).customerAddresses;
    },
    enabled: viewer !== null,
    staleTime: OWN_STALE_MS,
  });
}

/**
 * A registry as a gifter sees it through its share link (no registrant address). Read again
 * whenever the gifter comes back to the page (from paying the invoice, another tab): what was
 * bought meanwhile shows, and nobody buys a gift twice.
 */
export function sharedRegistryOptions({ client }: LoyaltyQueryContext, shareToken: string) {
  return apiQueryOptions({
    queryKey: registryKeys.sharedView(shareToken),
    queryFn: ({ signal }) => client.getSharedRegistry(shareToken, { signal }),
    staleTime: SHARED_STALE_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** The customer's gift registries. */
export function useGiftRegistries() {
  return useQuery(giftRegistriesOptions(useSessionContext('useGiftRegistries')));
}

/** A page of a registry's items. */
export function useGiftRegistryItems(giftRegistryId: number, params: PageParams = {}) {
  const ctx = useSessionContext('useGiftRegistryItems');
  return useQuery(giftRegistryItemsOptions(ctx, giftRegistryId, params));
}

/** Which registries hold which variants of a product. */
export function useProductRegistryStatus(productId: number) {
  const ctx = useSessionContext('useProductRegistryStatus');
  return useQuery(productRegistryStatusOptions(ctx, productId));
}

/** The customer's addresses. */
export function useCustomerAddresses() {
  return useQuery(customerAddressesOptions(useSessionContext('useCustomerAddresses')));
}

/** A shared registry by its share token. */
export function useSharedRegistry(shareToken: string) {
  return useQuery(sharedRegistryOptions(useLoyaltyContext('useSharedRegistry'), shareToken));
}

/** Any write to the customer's registries refetches all of them. */
const own = { invalidate: ({ viewer }: LoyaltyQueryContext) => [registryKeys.viewer(viewer)] };

/** Creates a registry with its registrant. */
export function useCreateGiftRegistry() {
  return useOperationMutation('useCreateGiftRegistry', 'createGiftRegistry', own);
}

/** Updates a registry and its registrant. */
export function useUpdateGiftRegistry() {
  return useOperationMutation('useUpdateGiftRegistry', 'updateGiftRegistry', own);
}

/** Deletes a registry. */
export function useDeleteGiftRegistry() {
  return useOperationMutation('useDeleteGiftRegistry', 'deleteGiftRegistry', own);
}

/** Adds a product (variant, quantity, tag) to a registry. */
export function useCreateGiftRegistryItem() {
  return useOperationMutation('useCreateGiftRegistryItem', 'createGiftRegistryItem', own);
}

/** Changes the quantity wanted and the tag of a registry item. */
export function useUpdateGiftRegistryItem() {
  return useOperationMutation('useUpdateGiftRegistryItem', 'updateGiftRegistryItem', own);
}

/** Removes an item from a registry. */
export function useDeleteGiftRegistryItem() {
  return useOperationMutation('useDeleteGiftRegistryItem', 'deleteGiftRegistryItem', own);
}

/** Moves an item to another of the customer's registries. */
export function useMoveGiftRegistryItem() {
  return useOperationMutation('useMoveGiftRegistryItem', 'moveGiftRegistryItem', own);
}

/** A share token for one of the customer's registries, for the gifters' link. */
export function useCreateRegistryShare() {
  const { client } = useLoyaltyContext('useCreateRegistryShare');
  return useMutation<RegistryShareLink, ApiError, { giftRegistryId: number }>({
    mutationFn: ({ giftRegistryId }) => client.createRegistryShare(giftRegistryId),
  });
}

/**
 * A gifter's draft order (E47) from a registry reached through its share link: the proxy accepts
 * E47 only with the link's token (sent as `X-Registry-Share`), and only the registry's own
 * products. The answer's `invoiceUrl` is where the gifter pays.
 */
export function useCreateDraftOrder(shareToken: string) {
  const { client } = useLoyaltyContext('useCreateDraftOrder');
  return useMutation<
    StorefrontOutput<'createDraftOrderFromGiftRegistry'>,
    ApiError,
    StorefrontInput<'createDraftOrderFromGiftRegistry'>
  >({
    // Nothing to read again yet: the gifts count once the invoice is paid, and the view reads
    // the registry again when the gifter comes back to it (past what was kept: the proxy reads
    // it again, at most every 2 s per registry, so a read now would only spend that turn).
    mutationFn: (input) =>
      client.createDraftOrderFromGiftRegistry(input, { registryShare: shareToken }),
  });
}
