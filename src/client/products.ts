// Product display data from the storefront itself (Shopify's `/products/{handle}.js`): no
// secret involved, so it is read from the page's origin, not through the proxy, on the client's
// fetch.
import { ApiError } from '../api/index.js';
import { send } from './transport.js';

// Where a product's JSON lives is in productUrl.ts (the provider needs it, not the reader).
export * from './productUrl.js';

/**
 * A product variant as the widgets show it: prices in the major unit of the currency the
 * storefront answers in, which is the shopper's (presentment) currency on Shopify.
 */
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

type ImageRef = string | { src: string } | null;

/** Why a storefront answer is not a product: a clear error instead of NaN prices or blanks. */
function invalid(field: string): never {
  throw new TypeError(`The storefront's product JSON has no valid "${field}".`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function num(from: Record<string, unknown>, field: string): number {
  const value = from[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : invalid(field);
}

function str(from: Record<string, unknown>, field: string): string {
  const value = from[field];
  return typeof value === 'string' ? value : invalid(field);
}

/** An image reference (`"//cdn/…"`, `{ src }` or null); absent is undefined. */
function image(value: unknown, field: string): ImageRef | undefined {
  if (value === undefined || value === null || typeof value === 'string') return value;
  return isRecord(value) && typeof value.src === 'string' ? { src: value.src } : invalid(field);
}

function imageSrc(ref: ImageRef | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.src;
}

/** Reshapes the Shopify product JSON once, here at the boundary (cents → major unit). */
export function normalizeProduct(raw: unknown): Product {
  // Checked by hand, not with a schema library: the client is in every widget's bundle.
  const p = isRecord(raw) ? raw : invalid('product');
  const images =
    p.images === undefined ? [] : Array.isArray(p.images) ? p.images : invalid('images');
  const picture =
    imageSrc(image(p.featured_image, 'featured_image')) ?? imageSrc(image(images[0], 'images'));
  const rawVariants = Array.isArray(p.variants) ? p.variants : invalid('variants');
  const variants = rawVariants.map((entry: unknown) => {
    const v = isRecord(entry) ? entry : invalid('variants');
    const available = v.available ?? true;
    return {
      id: num(v, 'id'),
      title: str(v, 'title'),
      price: num(v, 'price') / 100,
      available: typeof available === 'boolean' ? available : invalid('variants.available'),
      image: imageSrc(image(v.featured_image, 'variants.featured_image')) ?? picture,
    };
  });
  const hasVariants = !(variants.length === 1 && variants[0]?.title === 'Default Title');
  return {
    id: num(p, 'id'),
    handle: str(p, 'handle'),
    title: str(p, 'title'),
    image: picture,
    price: num(p, 'price') / 100,
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
