// Where a product's storefront JSON lives, and how a product is referred to: the provider and
// the product hooks need these, not the reader (products.ts), which loads with the first read.

/**
 * A product to look up: its handle (wishlist items, product pages), or only its id (registry
 * items carry no handle).
 */
export type ProductRef = string | { id: number; handle?: string | undefined };

/** Where a product's storefront JSON lives. */
export type ProductUrl = (product: {
  id?: number | undefined;
  handle?: string | undefined;
}) => string;

/**
 * The Shopify storefront convention, `/products/{handle}.js`; a product known only by id is
 * asked for as `/products/{id}.js` (the demo storefront answers both; on Shopify, pass a
 * `productUrl` that maps ids, or give handles).
 */
export const defaultProductUrl: ProductUrl = ({ id, handle }) =>
  `/products/${encodeURIComponent(handle ?? String(id))}.js`;

/**
 * A `ProductUrl` from a template such as `/products/{handle}.js` or `/fr/products/{handle}.js`:
 * `{handle}` and `{id}` are filled in, encoded. Registry rows carry a product id only: when the
 * template needs a handle, `handles` (id → handle, e.g. a map the theme renders into the page)
 * gives it, else the id stands in for it (Shopify then answers 404 and the row shows the id).
 */
export function productUrlTemplate(
  template: string,
  handles: Readonly<Record<string, string>> = {},
): ProductUrl {
  return ({ id, handle }) => {
    const known = handle ?? (id === undefined ? undefined : handles[String(id)]);
    return template
      .replaceAll('{handle}', encodeURIComponent(known ?? String(id ?? '')))
      .replaceAll('{id}', encodeURIComponent(String(id ?? '')));
  };
}

/** The id and handle of a product reference. */
export function productRefParts(ref: ProductRef): {
  id?: number | undefined;
  handle?: string | undefined;
} {
  return typeof ref === 'string' ? { handle: ref } : ref;
}

/** The cache key segment of a product reference: its handle, or `id:<id>`. */
export function productRefKey(ref: ProductRef): string {
  const { id, handle } = productRefParts(ref);
  return handle ?? `id:${id}`;
}
