import { z } from 'zod';
import { GiftRegistry, GiftRegistryItem, Registrant } from '../api/index.js';

/** A registry as a gifter sees it through a share link: the registrant without an address. */
export const SharedRegistry = z.object({
  registry: GiftRegistry.extend({
    registrant: Registrant.pick({ id: true, firstName: true, lastName: true }).extend({
      coRegistrants: Registrant.shape.coRegistrants.optional(),
    }),
  }),
  items: z.array(GiftRegistryItem),
});
export type SharedRegistry = z.infer<typeof SharedRegistry>;

/** What `POST {proxyUrl}/registry-share` answers the registrant: a token for gifters' links. */
export const RegistryShareLink = z.object({ token: z.string().min(1), expiresAt: z.string() });
export type RegistryShareLink = z.infer<typeof RegistryShareLink>;
