import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { CustomerIdentifier, Id, PagePaging, RegistryDate, nonBlank } from '../primitives.js';
import {
  CustomerAddress,
  DraftOrder,
  GiftRegistry,
  GiftRegistryItem,
  GiftRegistryWithItems,
  RegistrantInput,
  RegistryTypeId,
} from '../resources/registries.js';

const RegistryFields = z.object({
  typeId: RegistryTypeId,
  title: nonBlank(255),
  date: RegistryDate,
});
const Quantity = z.int().min(1).max(999);
const Tag = z.string().trim().max(100).nullable();

export const getGiftRegistries = defineOperation({
  id: 'E39',
  group: 'giftRegistries',
  name: 'getGiftRegistries',
  method: 'GET',
  scope: 'read_gift_registry',
  policy: 'customer',
  summary: "Get a customer's gift registries with their items.",
  request: z.object({ customerIdentifier: CustomerIdentifier }),
  response: z.object({ giftRegistriesWithItems: z.array(GiftRegistryWithItems) }),
});

export const getGiftRegistryItems = defineOperation({
  id: 'E40',
  group: 'giftRegistries',
  name: 'getGiftRegistryItems',
  method: 'GET',
  scope: 'read_gift_registry',
  policy: 'customer',
  summary: 'Get the items of a gift registry, paged.',
  request: z.object({ customerIdentifier: CustomerIdentifier, ...PagePaging, giftRegistryId: Id }),
  response: z.object({ giftRegistryItems: z.array(GiftRegistryItem) }),
});

export const getProductGiftRegistryStatus = defineOperation({
  id: 'E41',
  group: 'giftRegistries',
  name: 'getProductGiftRegistryStatus',
  method: 'GET',
  scope: 'read_gift_registry',
  policy: 'customer',
  summary: "Which of a product's variants are in which of the customer's registries.",
  request: z.object({ customerIdentifier: CustomerIdentifier, productId: Id }),
  response: z.object({
    results: z.array(z.object({ variantId: Id, variantInGiftRegistryIds: z.array(Id) })),
  }),
});

export const getCustomerAddresses = defineOperation({
  id: 'E42',
  group: 'giftRegistries',
  name: 'getCustomerAddresses',
  method: 'GET',
  scope: 'read_gift_registry',
  policy: 'customer',
  summary: "Get a customer's addresses (to prefill a registrant).",
  request: z.object({ customerIdentifier: CustomerIdentifier }),
  response: z.object({ customerAddresses: z.array(CustomerAddress) }),
});

export const createGiftRegistry = defineOperation({
  id: 'E43',
  group: 'giftRegistries',
  name: 'createGiftRegistry',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Create a gift registry with its registrant.',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    giftRegistry: RegistryFields,
    giftRegistrant: RegistrantInput,
  }),
  response: z.object({ giftRegistryWithRegistrant: GiftRegistry }),
});

export const deleteGiftRegistry = defineOperation({
  id: 'E44',
  group: 'giftRegistries',
  name: 'deleteGiftRegistry',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Delete a gift registry.',
  request: z.object({ customerIdentifier: CustomerIdentifier, giftRegistryId: Id }),
  response: z.object({ deletedGiftRegistry: GiftRegistry }),
});

export const createGiftRegistryItem = defineOperation({
  id: 'E45',
  group: 'giftRegistries',
  name: 'createGiftRegistryItem',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Add a product to a gift registry.',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    giftRegistryId: Id,
    productId: Id,
    variantId: Id.optional(),
    quantity: Quantity,
    tag: Tag.optional(),
  }),
  response: z.object({ giftRegistryItem: GiftRegistryItem }),
});

export const deleteGiftRegistryItem = defineOperation({
  id: 'E46',
  group: 'giftRegistries',
  name: 'deleteGiftRegistryItem',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Remove an item from a gift registry.',
  request: z.object({ customerIdentifier: CustomerIdentifier, giftRegistryItemId: Id }),
  response: z.object({ giftRegistryItem: GiftRegistryItem }),
});

export const createDraftOrderFromGiftRegistry = defineOperation({
  id: 'E47',
  group: 'giftRegistries',
  name: 'createDraftOrderFromGiftRegistry',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'public',
  summary: 'Create a draft order for a gifter from a registry.',
  request: z.object({
    customerIdentifier: CustomerIdentifier.optional(),
    giftRegistryId: Id,
    products: z
      .array(z.object({ productId: Id, variantId: Id, quantity: Quantity }))
      .min(1)
      .max(100),
    customData: z
      .object({
        customerEmail: z.email().max(320).optional(),
        customerName: z.string().trim().max(200).optional(),
        note: z.string().max(2000).optional(),
      })
      .optional(),
  }),
  response: z.object({ draftOrder: DraftOrder }),
});

export const updateGiftRegistry = defineOperation({
  id: 'E48',
  group: 'giftRegistries',
  name: 'updateGiftRegistry',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Update a gift registry and its registrant.',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    giftRegistry: RegistryFields.extend({ id: Id }),
    giftRegistrant: RegistrantInput.extend({ id: Id }),
  }),
  response: z.object({ giftRegistryWithRegistrant: GiftRegistry }),
});

export const moveGiftRegistryItem = defineOperation({
  id: 'E49',
  group: 'giftRegistries',
  name: 'moveGiftRegistryItem',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Move an item to another of the customer’s registries.',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    giftRegistryItemId: Id,
    fromGiftRegistryId: Id,
    toGiftRegistryId: Id,
  }),
  response: z.object({ giftRegistryItem: GiftRegistryItem }),
});

export const updateGiftRegistryItem = defineOperation({
  id: 'E50',
  group: 'giftRegistries',
  name: 'updateGiftRegistryItem',
  method: 'POST',
  scope: 'write_gift_registry',
  policy: 'customer',
  summary: 'Update the quantity wanted and the tag of a registry item.',
  request: z.object({
    customerIdentifier: CustomerIdentifier,
    giftRegistryItem: z.object({ id: Id, quantity: Quantity, tag: Tag }),
  }),
  response: z.object({ giftRegistryItem: GiftRegistryItem }),
});
