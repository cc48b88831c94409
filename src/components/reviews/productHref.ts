/** Where a product's page is, for links from reviews and photos. */
export type ProductHref = (product: { id: number; handle: string }) => string;

/** The platform's product URL, `/products/{handle}` (Shopify's, and the demo store's). */
export const defaultProductHref: ProductHref = ({ handle }) =>
  `/products/${encodeURIComponent(handle)}`;

/** A `ProductHref` from a template with `{handle}` and/or `{id}` (`/fr/products/{handle}`). */
export function productHrefTemplate(template: string): ProductHref {
  return ({ id, handle }) =>
    template
      .replaceAll('{handle}', encodeURIComponent(handle))
      .replaceAll('{id}', encodeURIComponent(String(id)));
}
