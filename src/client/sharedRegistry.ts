import type { GiftRegistry, GiftRegistryItem, Registrant } from '../api/index.js';

/** The registry as a gifter may see it: no address, no customer, no timestamps needed. */
type PublicRegistry = Pick<GiftRegistry, 'id' | 'typeId' | 'title' | 'date'> & {
  ordersCount?: number;
  registrant: Pick<Registrant, 'firstName' | 'lastName'> & {
    coRegistrants?: Registrant['coRegistrants'];
  };
};

/** An item as a gifter needs it: what is wanted and what was bought already. */
export type SharedRegistryItem = Pick<
  GiftRegistryItem,
  'id' | 'productId' | 'variantId' | 'quantity' | 'purchasedAmount' | 'tag'
>;

/** A registry as a gifter sees it through a share link: the registrant without an address. */
export interface SharedRegistry {
  registry: PublicRegistry;
  items: SharedRegistryItem[];
}

/**
 * What `GET {proxyUrl}/registry-share/:token` answers. The proxy answers `{giftRegistry, items}`;
 * `{registry, items}` is accepted too, and reshaped here, once, to `{registry, items}`.
 */
export type SharedRegistryAnswer =
  | { registry: PublicRegistry; items: SharedRegistryItem[] }
  | { giftRegistry: PublicRegistry; items: SharedRegistryItem[] };

/** Reshapes the share answer to `{registry, items}`. */
export function sharedRegistryOf(answer: SharedRegistryAnswer): SharedRegistry {
  return {
    registry: 'registry' in answer ? answer.registry : answer.giftRegistry,
    items: answer.items,
  };
}

/** What `POST {proxyUrl}/registry-share` answers the registrant: a token for gifters' links. */
export interface RegistryShareLink {
  token: string;
  expiresAt: string;
}
