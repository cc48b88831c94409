import { describe, expect, it } from 'vitest';
import { defaultProductUrl, normalizeProduct } from './products.js';

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
