import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { ApiError } from '../api/index.js';
import { LoyaltyContext } from './context.js';
import { defaultProductUrl, type ProductUrl } from './productUrl.js';

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

export { defaultProductUrl, productUrlTemplate, type ProductUrl } from './productUrl.js';

function refParts(ref: ProductRef): { id?: number | undefined; handle?: string | undefined } {
  return typeof ref === 'string' ? { handle: ref } : ref;
}

function refKey(ref: ProductRef): string {
  const { id, handle } = refParts(ref);
  return handle ?? `id:${id}`;
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
  // Checked by hand, not with a schema library: the widgets' bundle carries no validator.
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

/** Query keys of product display data. */
export const productKeys = {
  all: ['loyalkit', 'products'] as const,
  /** A product by handle, or `id:<id>` when only the id is known. */
  detail: (key: string) => [...productKeys.all, key] as const,
};

/** Reads a product's display data from the storefront (not the proxy: no secret involved). */
export function productOptions(ref: ProductRef, productUrl: ProductUrl = defaultProductUrl) {
  return queryOptions({
    queryKey: productKeys.detail(refKey(ref)),
    queryFn: async ({ signal }): Promise<Product> => {
      const response = await fetch(productUrl(refParts(ref)), {
        headers: { Accept: 'application/json' },
        signal,
      });
      if (!response.ok) {
        throw new ApiError(response.status, response.status === 404 ? 'not_found' : 'unknown');
      }
      return normalizeProduct(await response.json());
    },
    // Titles, prices and variants change rarely; one fetch serves every widget on the page.
    staleTime: 5 * 60_000,
  });
}

/** A product's title, images, prices and variants, by handle (or `{id}`). */
export function useProduct(ref: ProductRef) {
  // Outside a provider (a bare view in a test), the storefront default applies.
  const productUrl = useContext(LoyaltyContext)?.productUrl;
  return useQuery(productOptions(ref, productUrl));
}
