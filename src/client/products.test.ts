import { describe, expect, it, vi } from 'vitest';
import { createStorefrontClient } from './client.js';
import { defaultProductUrl, normalizeProduct, productUrlTemplate } from './products.js';

describe('normalizeProduct', () => {
  it('turns the Shopify product JSON into display data in major units', () => {
    const product = normalizeProduct({
      id: 7,
      handle: 'wool-beanie',
      title: 'Wool beanie',
      price: 2450,
      featured_image: '//cdn.example/beanie.jpg',
      images: ['//cdn.example/beanie.jpg'],
      vendor: 'ignored',
      variants: [
        { id: 71, title: 'Grey', price: 2450, available: true, featured_image: null },
        {
          id: 72,
          title: 'Navy',
          price: 2650,
          available: false,
          featured_image: { src: '//n.jpg' },
        },
      ],
    });
    expect(product).toEqual({
      id: 7,
      handle: 'wool-beanie',
      title: 'Wool beanie',
      image: '//cdn.example/beanie.jpg',
      price: 24.5,
      hasVariants: true,
      variants: [
        { id: 71, title: 'Grey', price: 24.5, available: true, image: '//cdn.example/beanie.jpg' },
        { id: 72, title: 'Navy', price: 26.5, available: false, image: '//n.jpg' },
      ],
    });
  });

  it('knows a single "Default Title" variant is no choice', () => {
    const product = normalizeProduct({
      id: 3,
      handle: 'mug',
      title: 'Mug',
      price: 1800,
      variants: [{ id: 31, title: 'Default Title', price: 1800, available: true }],
    });
    expect(product.hasVariants).toBe(false);
    expect(product.image).toBeNull();
  });

  it('refuses an answer that is not a product, naming the field', () => {
    const good = { id: 3, handle: 'mug', title: 'Mug', price: 1800, variants: [] };
    expect(() => normalizeProduct('<html>')).toThrow(/"product"/);
    expect(() => normalizeProduct({ ...good, price: '18.00' })).toThrow(/"price"/);
    expect(() => normalizeProduct({ ...good, variants: undefined })).toThrow(/"variants"/);
    expect(() =>
      normalizeProduct({ ...good, variants: [{ id: 1, title: 'S', price: 1, available: 'yes' }] }),
    ).toThrow(/"variants.available"/);
    expect(() => normalizeProduct({ ...good, featured_image: { url: 'x' } })).toThrow(
      /"featured_image"/,
    );
  });

  it('asks for a product by handle, or by id when that is all there is', () => {
    expect(defaultProductUrl({ handle: 'wool-beanie' })).toBe('/products/wool-beanie.js');
    expect(defaultProductUrl({ id: 12 })).toBe('/products/12.js');
  });
});

describe('client.getProduct', () => {
  const beanie = {
    id: 7,
    handle: 'wool-beanie',
    title: 'Wool beanie',
    price: 2450,
    variants: [{ id: 71, title: 'Default Title', price: 2450, available: true }],
  };

  it('reads the storefront JSON on the fetch the client was given, from the page origin', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(beanie),
    );
    const client = createStorefrontClient({ proxyUrl: 'https://proxy.test/apps/loyalty', fetch });
    const product = await client.getProduct('/products/wool-beanie.js');
    expect(product).toMatchObject({ id: 7, title: 'Wool beanie', price: 24.5, hasVariants: false });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      new URL('/products/wool-beanie.js', location.href).href,
    );
  });

  it('reports a missing product as not_found', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 404 }));
    const client = createStorefrontClient({ proxyUrl: '/apps/loyalty', fetch });
    await expect(client.getProduct('/products/gone.js')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('fills a template with the handle, or the id a registry row carries', () => {
    const url = productUrlTemplate('/fr/products/{handle}.js', { '12': 'mug' });
    expect(url({ handle: 'wool beanie' })).toBe('/fr/products/wool%20beanie.js');
    expect(url({ id: 12 })).toBe('/fr/products/mug.js');
    expect(url({ id: 13 })).toBe('/fr/products/13.js');
  });
});
