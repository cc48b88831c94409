import { z } from 'zod';
import { Count, Id, RegistryDate, Timestamp } from '../primitives.js';
import { CoRegistrant, RegistryTypeId } from '../resources/registries.js';

/** The body of `POST /registry-share`: which of the signed-in customer's registries to share. */
export const RegistryShareRequest = z.object({ giftRegistryId: Id });
export type RegistryShareRequest = z.infer<typeof RegistryShareRequest>;

/** What `POST /registry-share` answers: a token for gifters' links, and until when it opens. */
export const RegistryShareLink = z.object({ token: z.string().min(1), expiresAt: Timestamp });
export type RegistryShareLink = z.infer<typeof RegistryShareLink>;

/** The path parameter of `GET /registry-share/{token}`; a token that opens nothing is a 404. */
export const RegistryShareParams = z.object({ token: z.string().min(1).max(2048) });

/** A registry as a gifter sees it: the registrant's names, no address, no customer. */
export const SharedGiftRegistry = z.object({
  id: Id,
  typeId: RegistryTypeId,
  title: z.string(),
  date: RegistryDate,
  ordersCount: Count,
  registrant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    coRegistrants: z.array(CoRegistrant),
  }),
});
export type SharedGiftRegistry = z.infer<typeof SharedGiftRegistry>;

/** A registry item as a gifter needs it: what is wanted and what was bought already. */
export const SharedRegistryItem = z.object({
  id: Id,
  productId: Id,
  variantId: Id,
  quantity: Count,
  purchasedAmount: Count,
  tag: z.string().nullable(),
});
export type SharedRegistryItem = z.infer<typeof SharedRegistryItem>;

/** What `GET /registry-share/{token}` answers: the shared registry and its items. */
export const SharedRegistry = z.object({
  giftRegistry: SharedGiftRegistry,
  items: z.array(SharedRegistryItem),
});
export type SharedRegistry = z.infer<typeof SharedRegistry>;
