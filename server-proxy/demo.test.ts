import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../sandbox/testing.js';
import { demoShoppers, demoSite } from './demo.js';

const sandbox = createTestSandbox();
afterAll(() => sandbox.close());

const embedDir = mkdtempSync(join(tmpdir(), 'loyalkit-embed-'));
mkdirSync(join(embedDir, 'widgets'));
writeFileSync(join(embedDir, 'embed.js'), '/* loader */');

const site = demoSite({
  sandboxFetch: (req) => Promise.resolve(sandbox.app.fetch(req)),
  adminKey: 'sandbox-admin',
  customers: demoShoppers(),
  embedDir,
});

describe('the demo site', () => {
  it('serves the catalog in the shape of Shopify product JSON, prices in cents', async () => {
    const res = await site.request('/products.json');
    const { products } = (await res.json()) as {
      products: {
        id: number;
        handle: string;
        price: number;
        featured_image: string;
        variants: { id: number; price: number }[];
      }[];
    };
    expect(products.length).toBeGreaterThanOrEqual(24);
    const beanie = products.find((p) => p.handle === 'wool-beanie');
    expect(beanie).toMatchObject({
      price: 2800,
      featured_image: '/assets/products/wool-beanie.svg',
    });
    expect(beanie?.variants[0]?.price).toBe(2800);
    const one = await site.request('/products/wool-beanie.js');
    expect(((await one.json()) as { id: number }).id).toBe(beanie?.id);
    expect((await site.request('/products/nothing-here.js')).status).toBe(404);
    // By id too: what the widgets ask for a product they know only by id (registry items).
    const byId = await site.request(`/products/${beanie?.id}.js`);
    expect(((await byId.json()) as { handle: string }).handle).toBe('wool-beanie');
  });

  it('sends platform product links to the demo product page', async () => {
    const res = await site.request('/products/wool-beanie');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/product.html?handle=wool-beanie');
  });

  it('renders each page into the theme layout, with its title and the embed', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/collection.html', 'Shop'],
      ['/account.html', 'Your account'],
    ]) {
      const res = await site.request(path!);
      const html = await res.text();
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(html, path).toContain(`<title>${title} · Fern &amp; Field</title>`);
      expect(html, path).toContain('<script src="/embed/embed.js" defer></script>');
      expect(html, path).not.toContain('{{');
    }
    expect((await site.request('/nope.html')).status).toBe(404);
  });

  it('offers the demo shoppers to the sign-in switch', async () => {
    const shoppers = (await (await site.request('/demo/customers.json')).json()) as {
      email: string;
    }[];
    expect(shoppers.map((s) => s.email)).toEqual([
      'ana@demo.test',
      'ben@demo.test',
      'cara@demo.test',
      'dan@demo.test',
      'eve@demo.test',
      'finn@demo.test',
    ]);
  });

  it('serves the built embed and the sandbox images, and nothing outside their folders', async () => {
    expect(await (await site.request('/embed/embed.js')).text()).toBe('/* loader */');
    expect(
      (await site.request('/assets/products/wool-beanie.svg')).headers.get('content-type'),
    ).toBe('image/svg+xml');
    for (const path of [
      '/embed/../package.json',
      '/embed/%2e%2e/package.json',
      '/demo/../../package.json',
      '/demo/%2e%2e%2fpackage.json',
    ]) {
      const res = await site.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});
