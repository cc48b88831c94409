import { ApiError } from '../../src/api/index.js';
import { createDraftOrder } from '../engagement/draftOrders.js';
import {
  MAX_REGISTRIES,
  customerRegistries,
  itemRow,
  refuseDuplicate,
  registryItems,
  requireRegistry,
  requireRegistryItem,
  saveRegistrant,
  toRegistry,
  toRegistryItem,
} from '../engagement/registries.js';
import { pageOf, requireCustomerOf } from '../engagement/shared.js';
import { productVariants, requireProduct, resolveVariant } from '../platform.js';
import type { Handlers } from '../router.js';

/** Items E39 shows with each registry (its first page). */
const LIST_PER_PAGE = 50;

/** E39-E50: gift registries, their items, and gifters' draft orders. */
export const registryHandlers: Handlers = {
  getGiftRegistries: (ctx, q) => {
    const customer = requireCustomerOf(ctx.db, q.customerIdentifier);
    return {
      giftRegistriesWithItems: customerRegistries(ctx.db, customer.id).map((r) => {
        const items = registryItems(ctx.db, r.id);
        return {
          ...toRegistry(ctx.db, r),
          items: pageOf(items, 1, LIST_PER_PAGE).map(toRegistryItem),
          totalCount: items.length,
          page: 1,
          perPage: LIST_PER_PAGE,
        };
      }),
    };
  },

  getGiftRegistryItems: (ctx, q) => {
    const customer = requireCustomerOf(ctx.db, q.customerIdentifier);
    const registry = requireRegistry(ctx.db, customer.id, q.giftRegistryId);
    const items = pageOf(registryItems(ctx.db, registry.id), q.page, q.perPage);
    return { giftRegistryItems: items.map(toRegistryItem) };
  },

  getProductGiftRegistryStatus: (ctx, q) => {
    const customer = requireCustomerOf(ctx.db, q.customerIdentifier);
    requireProduct(ctx.db, q.productId);
    const rows = ctx.db
      .prepare(
        `SELECT i.variant_id, i.registry_id FROM gift_registry_items i
         JOIN gift_registries g ON g.id = i.registry_id
         WHERE g.customer_id = ? AND i.product_id = ? ORDER BY i.registry_id`,
      )
      .all(customer.id, q.productId) as { variant_id: number; registry_id: number }[];
    return {
      results: productVariants(ctx.db, q.productId).map((v) => ({
        variantId: v.id,
        variantInGiftRegistryIds: rows
          .filter((r) => r.variant_id === v.id)
          .map((r) => r.registry_id),
      })),
    };
  },

  getCustomerAddresses: (ctx, q) => {
    const customer = requireCustomerOf(ctx.db, q.customerIdentifier);
    const rows = ctx.db
      .prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id')
      .all(customer.id) as Record<string, string>[];
    return {
      customerAddresses: rows.map((a) => ({
        firstName: a.first_name ?? '',
        lastName: a.last_name ?? '',
        address: a.address ?? '',
        city: a.city ?? '',
        state: a.state ?? '',
        country: a.country ?? '',
        countryCode: a.country_code ?? '',
        postalCode: a.postal_code ?? '',
      })),
    };
  },

  createGiftRegistry: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    if (customerRegistries(ctx.db, customer.id).length >= MAX_REGISTRIES) {
      throw ApiError.of('unprocessable', `at most ${MAX_REGISTRIES} gift registries per customer`);
    }
    const registrantId = saveRegistrant(ctx.db, b.giftRegistrant);
    const now = ctx.clock.now();
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO gift_registries (customer_id, registrant_id, type_id, title, date, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          customer.id,
          registrantId,
          b.giftRegistry.typeId,
          b.giftRegistry.title,
          b.giftRegistry.date,
          now,
          now,
        ).lastInsertRowid,
    );
    return {
      giftRegistryWithRegistrant: toRegistry(ctx.db, requireRegistry(ctx.db, customer.id, id)),
    };
  },

  deleteGiftRegistry: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    const registry = requireRegistry(ctx.db, customer.id, b.giftRegistryId);
    const answer = toRegistry(ctx.db, registry);
    ctx.db.prepare('DELETE FROM gift_registries WHERE id = ?').run(registry.id);
    ctx.db.prepare('DELETE FROM registrants WHERE id = ?').run(registry.registrant_id);
    return { deletedGiftRegistry: answer };
  },

  createGiftRegistryItem: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    const registry = requireRegistry(ctx.db, customer.id, b.giftRegistryId);
    requireProduct(ctx.db, b.productId);
    const variant = resolveVariant(ctx.db, b.productId, b.variantId);
    refuseDuplicate(ctx.db, registry.id, variant.id);
    const now = ctx.clock.now();
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO gift_registry_items (registry_id, product_id, variant_id, quantity, tag, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(registry.id, b.productId, variant.id, b.quantity, b.tag?.trim() || null, now, now)
        .lastInsertRowid,
    );
    ctx.db.prepare('UPDATE gift_registries SET updated_at = ? WHERE id = ?').run(now, registry.id);
    return { giftRegistryItem: toRegistryItem(itemRow(ctx.db, id)) };
  },

  deleteGiftRegistryItem: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    const item = requireRegistryItem(ctx.db, customer.id, b.giftRegistryItemId);
    ctx.db.prepare('DELETE FROM gift_registry_items WHERE id = ?').run(item.id);
    return { giftRegistryItem: toRegistryItem(item) };
  },

  createDraftOrderFromGiftRegistry: (ctx, b) => {
    const customerId =
      b.customerIdentifier === undefined
        ? null
        : requireCustomerOf(ctx.db, b.customerIdentifier).id;
    return {
      draftOrder: createDraftOrder(ctx, {
        giftRegistryId: b.giftRegistryId,
        customerId,
        products: b.products,
        customerEmail: b.customData?.customerEmail,
        customerName: b.customData?.customerName,
        note: b.customData?.note,
      }),
    };
  },

  updateGiftRegistry: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    const registry = requireRegistry(ctx.db, customer.id, b.giftRegistry.id);
    if (b.giftRegistrant.id !== registry.registrant_id) {
      throw ApiError.of(
        'not_found',
        `no registrant ${b.giftRegistrant.id} of gift registry ${registry.id}`,
      );
    }
    const { id: registrantId, ...fields } = b.giftRegistrant;
    saveRegistrant(ctx.db, fields, registrantId);
    ctx.db
      .prepare(
        'UPDATE gift_registries SET type_id = ?, title = ?, date = ?, updated_at = ? WHERE id = ?',
      )
      .run(
        b.giftRegistry.typeId,
        b.giftRegistry.title,
        b.giftRegistry.date,
        ctx.clock.now(),
        registry.id,
      );
    return {
      giftRegistryWithRegistrant: toRegistry(
        ctx.db,
        requireRegistry(ctx.db, customer.id, registry.id),
      ),
    };
  },

  moveGiftRegistryItem: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    const from = requireRegistry(ctx.db, customer.id, b.fromGiftRegistryId);
    const to = requireRegistry(ctx.db, customer.id, b.toGiftRegistryId);
    const item = requireRegistryItem(ctx.db, customer.id, b.giftRegistryItemId);
    if (item.registry_id !== from.id) {
      throw ApiError.of('not_found', `item ${item.id} is not in gift registry ${from.id}`);
    }
    if (from.id === to.id) return { giftRegistryItem: toRegistryItem(item) };
    refuseDuplicate(ctx.db, to.id, item.variant_id);
    const now = ctx.clock.now();
    ctx.db
      .prepare('UPDATE gift_registry_items SET registry_id = ?, updated_at = ? WHERE id = ?')
      .run(to.id, now, item.id);
    ctx.db
      .prepare('UPDATE gift_registries SET updated_at = ? WHERE id IN (?, ?)')
      .run(now, from.id, to.id);
    return { giftRegistryItem: toRegistryItem(itemRow(ctx.db, item.id)) };
  },

  updateGiftRegistryItem: (ctx, b) => {
    const customer = requireCustomerOf(ctx.db, b.customerIdentifier);
    const item = requireRegistryItem(ctx.db, customer.id, b.giftRegistryItem.id);
    if (b.giftRegistryItem.quantity < item.purchased_amount) {
      throw ApiError.of(
        'unprocessable',
        `quantity ${b.giftRegistryItem.quantity} is below the ${item.purchased_amount} already purchased`,
      );
    }
    ctx.db
      .prepare('UPDATE gift_registry_items SET quantity = ?, tag = ?, updated_at = ? WHERE id = ?')
      .run(
        b.giftRegistryItem.quantity,
        b.giftRegistryItem.tag?.trim() || null,
        ctx.clock.now(),
        item.id,
      );
    return { giftRegistryItem: toRegistryItem(itemRow(ctx.db, item.id)) };
  },
};
