// The `shopify` global of each entry, typed by its target (what Shopify CLI generates, with
// type imports).
import '@shopify/ui-extensions';
import type { Api as PageApi } from '@shopify/ui-extensions/customer-account.page.render';
import type { Api as ProfileApi } from '@shopify/ui-extensions/customer-account.profile.block.render';
import type { Api as OrderStatusApi } from '@shopify/ui-extensions/customer-account.order-status.block.render';

declare module './src/RewardsPage.tsx' {
  const shopify: PageApi;
  const globalThis: { shopify: typeof shopify };
}

declare module './src/ListsPage.tsx' {
  const shopify: PageApi;
  const globalThis: { shopify: typeof shopify };
}

declare module './src/ProfileBlock.tsx' {
  const shopify: ProfileApi;
  const globalThis: { shopify: typeof shopify };
}

declare module './src/OrderStatusBlock.tsx' {
  const shopify: OrderStatusApi;
  const globalThis: { shopify: typeof shopify };
}
