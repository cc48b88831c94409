// Product display data from the storefront itself (Shopify's `/products/{handle}.js`): no
// secret involved, so it is read from the page's origin, not through the proxy, on the client's
// fetch.
import { z } from 'zod';
import { ApiError } from '../api/index.js';
import { send } from './transport.js';

/** A product variant as the widgets show it (prices in the store currency's major unit). */
export interface ProductVariant {
  id: number;
  title: string;
  price: number;
  available: boolean;
  image: string | null;
}

/** Display data of a product: what wishlist, registry and gallery rows need. */
export interface Product {
  id: number;
  handle: string;
  title: string;
  image: string | null;
  price: number;
  variants: ProductVariant[];
  /** Whether the product has real variants to choose from (not Shopify's "Default Title"). */
  hasVariants: boolean;
}

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

const ImageRef = z.union([z.string(), z.object({ src: z.string() }).loose(), z.null()]);

/** The `/products/{handle}.js` answer, reduced to the fields we read. */
const ShopifyProduct = z
  .object({
    id: z.number(),
    handle: z.string(),
    title: z.string(),
    price: z.number(),
    featured_image: ImageRef.optional(),
    images: z.array(ImageRef).optional(),
    variants: z.array(
      z
        .object({
          id: z.number(),
          title: z.string(),
          price: z.number(),
          available: z.boolean().default(true),
          featured_image: ImageRef.optional(),
        })
        .loose(),
    ),
  })
  .loose();

function imageSrc(ref: z.infer<typeof ImageRef> | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.src;
}

/** Reshapes the Shopify product JSON once, here at the boundary (cents → major unit). */
export function normalizeProduct(raw: unknown): Product {
  const p = ShopifyProduct.parse(raw);
  const image = imageSrc(p.featured_image) ?? imageSrc(p.images?.[0]);
  const variants = p.variants.map((v) => ({
    id: v.id,
    title: v.title,
    price: v.price / 100,
    available: v.available,
    image: imageSrc(v.featured_image) ?? image,
  }));
  const hasVariants = !(variants.length === 1 && variants[0]?.title === 'Default Title');
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    image,
    price: p.price / 100,
    variants,
    hasVariants,
  };
}

/** Reads one product's display data from `url` (a storefront path or URL) with `fetchFn`. */
export async function fetchProduct(
  fetchFn: typeof fetch,
  url: string,
  signal?: AbortSignal,
): Promise<Product> {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  const response = await send(
    fetchFn,
    new URL(url, page),
    { headers: { Accept: 'application/json' }, ...(signal && { signal }) },
    false,
  );
  if (!response.ok) {
    throw new ApiError(response.status, response.status === 404 ? 'not_found' : 'unknown');
  }
  return normalizeProduct(await response.json());
}
