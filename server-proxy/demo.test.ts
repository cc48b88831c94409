import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../sandbox/testing.js';
import { demoShoppers, demoSite } from './demo.js';

const sandbox = createTestSandbox();
afterAll(() => sandbox.close());

const embedDir = mkdtempSync(join(tmpdir(), 'loyalkit-embed-'));
mkdirSync(join(embedDir, 'widgets'));
writeFileSync(join(embedDir, 'embed.js'), '/* loader */');
mkdirSync(join(embedDir, 'chunks'));
const chunk = `export const runtime = ${JSON.stringify('x'.repeat(4000))};`;
writeFileSync(join(embedDir, 'chunks', 'runtime-BujuUK3M.js'), chunk);

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

  it("keeps a cart as Shopify's cart AJAX API does: add, read, refuse an unknown variant, apply a code", async () => {
    const { products } = (await (await site.request('/products.json')).json()) as {
      products: { title: string; variants: { id: number; price: number }[] }[];
    };
    const beanie = products[0]!;
    const variant = beanie.variants[0]!;
    const added = await site.request('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: variant.id, quantity: 2 }] }),
    });
    expect(added.status).toBe(200);
    const cookie = (added.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^demo_cart=[0-9a-f]{24}$/);
    const headers = { cookie };
    const cart = async () =>
      (await (await site.request('/cart.js', { headers })).json()) as {
        item_count: number;
        total_price: number;
        items: { id: number; product_title: string }[];
        discount_codes: { code: string }[];
      };
    expect(await cart()).toMatchObject({
      item_count: 2,
      total_price: variant.price * 2,
      items: [{ id: variant.id, product_title: beanie.title }],
    });
    const unknown = await site.request('/cart/add.js', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 999999, quantity: 1 }),
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ description: 'Cannot find variant' });
    const applied = await site.request('/discount/SAVE-5', { headers });
    expect(applied.status).toBe(302);
    expect(applied.headers.get('location')).toBe('/cart.html');
    // Only a path of this site is a redirect target.
    const away = await site.request('/discount/X?redirect=//evil.example', { headers });
    expect(away.headers.get('location')).toBe('/cart.html');
    expect((await cart()).discount_codes).toEqual([{ code: 'X', applicable: true }]);
    // Another visitor (no cookie) has an empty cart of their own.
    const other = (await (await site.request('/cart.js')).json()) as { item_count: number };
    expect(other.item_count).toBe(0);
  });

  it("forwards a draft order's invoice page to the sandbox, which plays the platform", async () => {
    const res = await site.request(`/invoices/1/${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
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

  it('serves the embed compressed (brotli, else gzip) with hashed chunks immutable', async () => {
    const path = '/embed/chunks/runtime-BujuUK3M.js';
    const br = await site.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(chunk);
    const gz = await site.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await site.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The loader keeps its name across builds: revalidated, never cached blindly.
    const loader = await site.request('/embed/embed.js');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a page without the embed on ?noembed (to measure what the widgets cost)', async () => {
    const html = await (await site.request('/collection.html?noembed')).text();
    expect(html).not.toContain('/embed/');
    expect(html).toContain('<lk-config');
    expect(await (await site.request('/collection.html')).text()).toContain('/embed/embed.js');
  });
});
