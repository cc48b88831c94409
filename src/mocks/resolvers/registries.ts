import {
  FIXED_NOW,
  makeDraftOrder,
  makeGiftRegistry,
  makeRegistrant,
  makeRegistryItem,
} from '../fixtures/index.js';
import type { GiftRegistryWithItems } from '../../api/index.js';
import {
  MockRefusal,
  paginate,
  requireCustomer,
  type MockContext,
  type Resolvers,
} from './types.js';

type RegistryResolvers = Pick<
  Resolvers,
  | 'getGiftRegistries'
  | 'getGiftRegistryItems'
  | 'getProductGiftRegistryStatus'
  | 'getCustomerAddresses'
  | 'createGiftRegistry'
  | 'deleteGiftRegistry'
  | 'createGiftRegistryItem'
  | 'deleteGiftRegistryItem'
  | 'createDraftOrderFromGiftRegistry'
  | 'updateGiftRegistry'
  | 'moveGiftRegistryItem'
  | 'updateGiftRegistryItem'
>;

function findRegistry(ctx: MockContext, id: number): GiftRegistryWithItems {
  const registry = ctx.db.registries.find((r) => r.id === id);
  if (!registry) throw new MockRefusal(404, 'not_found', 'No such gift registry.');
  return registry;
}

function findItem(ctx: MockContext, itemId: number) {
  for (const registry of ctx.db.registries) {
    const item = registry.items.find((i) => i.id === itemId);
    if (item) return { registry, item };
  }
  throw new MockRefusal(404, 'not_found', 'No such registry item.');
}

const bare = ({
  items: _i,
  totalCount: _t,
  page: _p,
  perPage: _pp,
  ...registry
}: GiftRegistryWithItems) => registry;

function recount(registry: GiftRegistryWithItems): void {
  registry.totalCount = registry.items.length;
}

export const registryResolvers: RegistryResolvers = {
  getGiftRegistries: (_input, ctx) => (
    requireCustomer(ctx),
    { giftRegistriesWithItems: ctx.db.registries }
  ),
  getGiftRegistryItems: (input, ctx) => {
    requireCustomer(ctx);
    const items = findRegistry(ctx, input.giftRegistryId).items;
    return { giftRegistryItems: paginate(items, input.page, input.perPage) };
  },
  getProductGiftRegistryStatus: (input, ctx) => {
    requireCustomer(ctx);
    const items = ctx.db.registries
      .flatMap((r) => r.items)
      .filter((i) => i.productId === input.productId);
    const variants = [...new Set(items.map((i) => i.variantId))];
    return {
      results: variants.map((variantId) => ({
        variantId,
        variantInGiftRegistryIds: items
          .filter((i) => i.variantId === variantId)
          .map((i) => i.giftRegistryId),
      })),
    };
  },
  getCustomerAddresses: (_input, ctx) => (
    requireCustomer(ctx),
    { customerAddresses: ctx.db.addresses }
  ),
  createGiftRegistry: (input, ctx) => {
    requireCustomer(ctx);
    const registry = makeGiftRegistry({
      ...input.giftRegistry,
      registrant: makeRegistrant(input.giftRegistrant),
    });
    ctx.db.registries.push(registry);
    return { giftRegistryWithRegistrant: bare(registry) };
  },
  deleteGiftRegistry: (input, ctx) => {
    requireCustomer(ctx);
    const registry = findRegistry(ctx, input.giftRegistryId);
    ctx.db.registries = ctx.db.registries.filter((r) => r !== registry);
    return { deletedGiftRegistry: bare(registry) };
  },
  createGiftRegistryItem: (input, ctx) => {
    requireCustomer(ctx);
    const registry = findRegistry(ctx, input.giftRegistryId);
    const item = makeRegistryItem({
      giftRegistryId: registry.id,
      productId: input.productId,
      variantId: input.variantId ?? input.productId * 100 + 1,
      quantity: input.quantity,
      tag: input.tag ?? null,
    });
    registry.items.push(item);
    recount(registry);
    return { giftRegistryItem: item };
  },
  deleteGiftRegistryItem: (input, ctx) => {
    requireCustomer(ctx);
    const { registry, item } = findItem(ctx, input.giftRegistryItemId);
    registry.items = registry.items.filter((i) => i !== item);
    recount(registry);
    return { giftRegistryItem: item };
  },
  createDraftOrderFromGiftRegistry: (input, ctx) => {
    // As the proxy: only through the registry's share link, only the products it lists.
    const shared = ctx.db.shares[ctx.header('x-registry-share') ?? ''];
    if (shared === undefined || shared !== input.giftRegistryId) {
      throw new MockRefusal(404, 'not_found', 'No such shared registry.');
    }
    const registry = findRegistry(ctx, input.giftRegistryId);
    const listed = new Set(registry.items.map((i) => `${i.productId}:${i.variantId}`));
    if (!input.products.every((p) => listed.has(`${p.productId}:${p.variantId}`))) {
      throw new MockRefusal(404, 'not_found', 'A product is not on this registry.');
    }
    const draftOrder = makeDraftOrder({
      giftRegistryId: registry.id,
      lines: input.products,
      customerEmail: input.customData?.customerEmail ?? null,
      customerName: input.customData?.customerName ?? null,
      note: input.customData?.note ?? null,
    });
    ctx.db.draftOrders.push(draftOrder);
    return { draftOrder };
  },
  updateGiftRegistry: (input, ctx) => {
    requireCustomer(ctx);
    const registry = findRegistry(ctx, input.giftRegistry.id);
    Object.assign(registry, input.giftRegistry, { updatedAt: FIXED_NOW });
    registry.registrant = { ...registry.registrant, ...input.giftRegistrant };
    return { giftRegistryWithRegistrant: bare(registry) };
  },
  moveGiftRegistryItem: (input, ctx) => {
    requireCustomer(ctx);
    const from = findRegistry(ctx, input.fromGiftRegistryId);
    const to = findRegistry(ctx, input.toGiftRegistryId);
    const item = from.items.find((i) => i.id === input.giftRegistryItemId);
    if (!item) throw new MockRefusal(404, 'not_found', 'No such registry item.');
    from.items = from.items.filter((i) => i !== item);
    const moved = { ...item, giftRegistryId: to.id };
    to.items.push(moved);
    recount(from);
    recount(to);
    return { giftRegistryItem: moved };
  },
  updateGiftRegistryItem: (input, ctx) => {
    requireCustomer(ctx);
    const { item } = findItem(ctx, input.giftRegistryItem.id);
    item.quantity = input.giftRegistryItem.quantity;
    item.tag = input.giftRegistryItem.tag;
    return { giftRegistryItem: item };
  },
};
