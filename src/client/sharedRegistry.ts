import { z } from 'zod';
import { Count, GiftRegistry, GiftRegistryItem, Registrant } from '../api/index.js';

/** The registry as a gifter may see it: no address, no customer, no timestamps needed. */
const PublicRegistry = GiftRegistry.pick({
  id: true,
  typeId: true,
  title: true,
  date: true,
}).extend({
  ordersCount: Count.optional(),
  registrant: Registrant.pick({ firstName: true, lastName: true }).extend({
    coRegistrants: Registrant.shape.coRegistrants.optional(),
  }),
});

/** An item as a gifter needs it: what is wanted and what was bought already. */
const PublicRegistryItem = GiftRegistryItem.pick({
  id: true,
  productId: true,
  variantId: true,
  quantity: true,
  purchasedAmount: true,
  tag: true,
});
export type SharedRegistryItem = z.infer<typeof PublicRegistryItem>;

/**
 * A registry as a gifter sees it through a share link: the registrant without an address.
 * The proxy answers `{giftRegistry, items}`; `{registry, items}` is accepted too. Reshaped here,
 * once, to `{registry, items}`.
 */
export const SharedRegistry = z
  .union([
    z.object({ registry: PublicRegistry, items: z.array(PublicRegistryItem) }),
    z.object({ giftRegistry: PublicRegistry, items: z.array(PublicRegistryItem) }),
  ])
  .transform((answer) => ({
    registry: 'registry' in answer ? answer.registry : answer.giftRegistry,
    items: answer.items,
  }));
export type SharedRegistry = z.output<typeof SharedRegistry>;

/** What `POST {proxyUrl}/registry-share` answers the registrant: a token for gifters' links. */
export const RegistryShareLink = z.object({ token: z.string().min(1), expiresAt: z.string() });
export type RegistryShareLink = z.infer<typeof RegistryShareLink>;
