import { http, HttpResponse } from 'msw';

/** A product in the Shopify storefront JSON shape (`/products/{handle}.js`, prices in cents). */
export interface MockStorefrontProduct {
  id: number;
  handle: string;
  title: string;
  price: number;
  featured_image: string | null;
  images: string[];
  variants: { id: number; title: string; price: number; available: boolean }[];
}

/** A labelled colour tile as an inline SVG, so stories and tests need no image host. */
export function placeholderImage(label: string, hue: number, width = 400, height = 400): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 82%)"/><text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(width / 12)}" text-anchor="middle" dominant-baseline="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A storefront product: one "Default Title" variant unless `variants` are given. */
export function makeStorefrontProduct(
  overrides: Partial<MockStorefrontProduct> & { id: number },
): MockStorefrontProduct {
  const { id } = overrides;
  const title = overrides.title ?? `Product ${id}`;
  const image = placeholderImage(title, (id * 47) % 360);
  const price = overrides.price ?? 2500;
  return {
    handle: `product-${id}`,
    title,
    price,
    featured_image: image,
    images: [image],
    variants: [{ id: id * 100 + 1, title: 'Default Title', price, available: true }],
    ...overrides,
  };
}

/** The products the wishlist, registry and gallery fixtures point at. */
export function defaultStorefrontCatalog(): MockStorefrontProduct[] {
  return [
    makeStorefrontProduct({
      id: 1,
      handle: 'linen-shirt',
      title: 'Linen shirt',
      price: 4800,
      variants: [
        { id: 101, title: 'Small', price: 4800, available: true },
        { id: 102, title: 'Medium', price: 4800, available: true },
        { id: 103, title: 'Large', price: 5200, available: false },
      ],
    }),
    makeStorefrontProduct({
      id: 2,
      handle: 'wool-beanie',
      title: 'Wool beanie',
      price: 2400,
      variants: [
        { id: 201, title: 'Grey', price: 2400, available: true },
        { id: 202, title: 'Navy', price: 2400, available: true },
      ],
    }),
    makeStorefrontProduct({ id: 3, handle: 'ceramic-mug', title: 'Ceramic mug', price: 1800 }),
    makeStorefrontProduct({ id: 4, handle: 'tea-towel', title: 'Tea towel', price: 1200 }),
    makeStorefrontProduct({
      id: 9,
      handle: 'tote-bag',
      title: 'Tote bag',
      price: 1500,
      variants: [
        { id: 901, title: 'Natural', price: 1500, available: true },
        { id: 902, title: 'Black', price: 1500, available: true },
      ],
    }),
  ];
}

/**
 * Answers the storefront's `GET /products/{handle}.js` (any origin) from a catalog; a product is
 * also found by its id or by `product-<id>` (the handle the mock proxy gives new items).
 */
export function storefrontProductHandlers(catalog = defaultStorefrontCatalog()) {
  return [
    http.get('*/products/:file', ({ params }) => {
      const ref = String(params.file).replace(/\.js$/, '');
      const product = catalog.find(
        (p) => p.handle === ref || String(p.id) === ref || `product-${p.id}` === ref,
      );
      return product ? HttpResponse.json(product) : new HttpResponse(null, { status: 404 });
    }),
  ];
}
