import { z } from 'zod';
import { Count, Id, RegistryDate, Timestamp } from '../primitives.js';

/** Gift registry types (docs/operations.md): 1 wedding, 2 baby, 3 birthday, 4 other. */
export const REGISTRY_TYPES = { 1: 'wedding', 2: 'baby', 3: 'birthday', 4: 'other' } as const;
export const RegistryTypeId = z.int().min(1).max(4);

export const CoRegistrant = z.object({
  firstName: z.string().min(1).max(100),
  lastName: z.string().max(100),
});

const registrantFields = {
  firstName: z.string().min(1).max(100),
  lastName: z.string().max(100),
  address: z.string().max(300),
  postalCode: z.string().max(30),
  city: z.string().max(100),
  state: z.string().max(100),
  country: z.string().max(100),
  countryCode: z.string().max(3),
  coRegistrants: z.array(CoRegistrant).max(10),
};

/** Registrant fields as a request sends them (no id). */
export const RegistrantInput = z.object(registrantFields);
/** Registrant (spec 2.15). */
export const Registrant = z.object({ id: Id, ...registrantFields });
export type Registrant = z.infer<typeof Registrant>;

/** Gift registry with its registrant (spec 2.15). */
export const GiftRegistry = z.object({
  typeId: RegistryTypeId,
  title: z.string(),
  date: RegistryDate,
  id: Id,
  registrantId: Id,
  ordersCount: Count,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  registrant: Registrant,
});
export type GiftRegistry = z.infer<typeof GiftRegistry>;

/** Gift registry item (spec 2.15). */
export const GiftRegistryItem = z.object({
  id: Id,
  giftRegistryId: Id,
  productId: Id,
  variantId: Id,
  quantity: Count,
  purchasedAmount: Count,
  tag: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type GiftRegistryItem = z.infer<typeof GiftRegistryItem>;

/** Gift registry in list form (E39): the registry with its items and their paging. */
export const GiftRegistryWithItems = GiftRegistry.extend({
  items: z.array(GiftRegistryItem),
  totalCount: Count,
  page: Id,
  perPage: Id,
});
export type GiftRegistryWithItems = z.infer<typeof GiftRegistryWithItems>;

/** Customer address (spec 2.15). */
export const CustomerAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/**
 * A draft order created from a registry (E47; the spec does not show it, decided here). Like a
 * Shopify draft order it carries an `invoiceUrl`: the store's page where the gifter pays; paying
 * completes it, and the registry's items count what it bought (`purchasedAmount`).
 */
export const DraftOrder = z.object({
  id: Id,
  giftRegistryId: Id,
  status: z.enum(['open', 'completed']),
  /** Where the gifter pays for the order (the store's invoice page, like Shopify's). */
  invoiceUrl: z.url({ protocol: /^https?$/ }),
  lines: z.array(z.object({ productId: Id, variantId: Id, quantity: Id })),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: Timestamp,
});
export type DraftOrder = z.infer<typeof DraftOrder>;
