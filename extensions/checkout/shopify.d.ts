// The `shopify` global of each entry, typed by its target (what Shopify CLI generates, with
// type imports).
import '@shopify/ui-extensions';
import type { Api as ReductionsApi } from '@shopify/ui-extensions/purchase.checkout.reductions.render-after';

declare module './src/Reductions.tsx' {
  const shopify: ReductionsApi;
  const globalThis: { shopify: typeof shopify };
}
