// The shopper's currency on a theme page, for the widgets that show money (the rewards drawer and
// page, nudges, VIP progress, wishlists and registries). Read here, in their chunks, not by the
// loader: the star badge and hearts never show money and do not carry it.
import type { ComponentProps } from 'react';
import { FullRoot } from './full.js';
import type { ChunkOptions } from './mount.js';
import { pageCurrencies, type ShopifyGlobal } from './pageCurrencies.js';

/** The full runtime's root with the page's currencies. */
export function MoneyRoot(props: ComponentProps<typeof FullRoot>) {
  const shopify = (globalThis as { Shopify?: ShopifyGlobal }).Shopify;
  return <FullRoot {...props} currencies={pageCurrencies(document, shopify)} />;
}

/** Chunk options of a heavy widget that shows money: `FULL` with the page's currencies. */
export const FULL_MONEY = { root: MoneyRoot } as const satisfies Partial<ChunkOptions>;
