import { queryOptions, useQueries, useQuery } from './query.js';
import {
  defaultProductUrl,
  productRefKey,
  productRefParts,
  type Product,
  type ProductRef,
  type ProductUrl,
  type StorefrontClient,
} from '../client/index.js';
import { useLoyaltyContext } from './context.js';
import { ROOT_KEY } from './shared.js';

// The product types are the client's; components take them from here (they use hooks only).
export type { Product, ProductRef, ProductVariant } from '../client/index.js';

/** Query keys of product display data. */
export const productKeys = {
  all: [ROOT_KEY, 'products'] as const,
  /** A product by handle, or `id:<id>` when only the id is known. */
  detail: (key: string) => [...productKeys.all, key] as const,
};

/** Reads a product's display data from the storefront (not the proxy: no secret involved). */
export function productOptions(
  { client }: { client: StorefrontClient },
  ref: ProductRef,
  productUrl: ProductUrl = defaultProductUrl,
) {
  return queryOptions({
    queryKey: productKeys.detail(productRefKey(ref)),
    queryFn: ({ signal }): Promise<Product> =>
      client.getProduct(productUrl(productRefParts(ref)), { signal }),
    // Titles, prices and variants change rarely; one fetch serves every widget on the page.
    staleTime: 5 * 60_000,
  });
}

/** A product's title, images, prices and variants, by handle (or `{id}`). */
export function useProduct(ref: ProductRef) {
  const context = useLoyaltyContext('useProduct');
  return useQuery(productOptions(context, ref, context.productUrl));
}

/** Several products' display data (one read each, shared with `useProduct`), in `refs` order. */
export function useProducts(refs: readonly ProductRef[]): (Product | undefined)[] {
  const context = useLoyaltyContext('useProducts');
  return useQueries({
    queries: refs.map((ref) => productOptions(context, ref, context.productUrl)),
    combine: (results) => results.map((r) => r.data),
  });
}

/**
 * A product's page: where its JSON is, without `.js` (`/products/{handle}`, or
 * `/fr/products/{handle}` in a Shopify market), so lists of products link them wherever the
 * store keeps its product pages. Undefined until the product (and so its handle) is known.
 */
export function useProductPage(product: Product | undefined): string | undefined {
  const { productUrl = defaultProductUrl } = useLoyaltyContext('useProductPage');
  return (
    product && productUrl({ id: product.id, handle: product.handle }).replace(/\.js(?=$|[?#])/, '')
  );
}
