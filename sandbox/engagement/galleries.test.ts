import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing.js';
import { expectProblem } from './testkit.js';

let sb: TestSandbox;
beforeEach(() => {
  sb = createTestSandbox({ baseUrl: 'http://sandbox.test' });
});
afterEach(() => sb.close());

const galleries = async (extra: Record<string, unknown> = {}) =>
  (await sb.ok('getGalleries', extra)).galleries;

describe('E51-E53 galleries', () => {
  it('lists the two demo galleries, paged', async () => {
    const all = await galleries();
    expect(all.map((g) => g.title)).toEqual(['Out on the trail', 'Slow mornings at home']);
    expect(await galleries({ page: 2, perPage: 1 })).toEqual([all[1]]);
    expect(await galleries({ page: 3, perPage: 1 })).toEqual([]);
    for (const bad of [{ page: 0 }, { perPage: 251 }, { perPage: 0 }]) {
      await expectProblem(await sb.call('getGalleries', bad), 400);
    }
  });

  it('answers media with image URLs under the base URL, sizes and linked products, newest first', async () => {
    const [first] = await galleries();
    const { galleryMedia } = await sb.ok('getGalleryMedia', {
      galleryId: first!.galleryId,
    });
    expect(galleryMedia).toHaveLength(8);
    const m = galleryMedia[0]!;
    expect(m.imageUrl).toMatch(/^http:\/\/sandbox\.test\/assets\/media\/[a-z-]+\.svg$/);
    expect([m.width, m.height]).toEqual([800, 1000]);
    expect(m.products[0]?.image).toMatch(/^http:\/\/sandbox\.test\/assets\/products\//);
    const dates = galleryMedia.map((x) => x.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      galleryMedia.every((x) => x.products.length > 0 && x.galleryId === first!.galleryId),
    ).toBe(true);
    const image = await sb.app.request(new URL(m.imageUrl).pathname);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    await expectProblem(await sb.call('getGalleryMedia', { galleryId: 999 }), 404);
  });

  it('finds the media of a product, optionally in one gallery', async () => {
    const [trail, home] = await galleries();
    const linked = sb.db
      .prepare(
        'SELECT product_id FROM media_products GROUP BY product_id ORDER BY COUNT(*) DESC LIMIT 1',
      )
      .get() as { product_id: number };
    const { productMedia } = await sb.ok('getProductMedia', {
      productId: linked.product_id,
    });
    expect(productMedia.length).toBeGreaterThan(0);
    expect(productMedia.every((m) => m.products.some((p) => p.id === linked.product_id))).toBe(
      true,
    );
    const galleryIds = new Set(productMedia.map((m) => m.galleryId));
    for (const g of [trail!, home!]) {
      const only = await sb.ok('getProductMedia', {
        productId: linked.product_id,
        galleryId: g.galleryId,
      });
      expect(only.productMedia.every((m) => m.galleryId === g.galleryId)).toBe(true);
      expect(only.productMedia.length > 0).toBe(galleryIds.has(g.galleryId));
    }
    expect(await sb.ok('getProductMedia', { productId: 26 })).toEqual({ productMedia: [] });
    await expectProblem(await sb.call('getProductMedia', { productId: 9999 }), 404);
    await expectProblem(await sb.call('getProductMedia', { productId: 1, galleryId: 999 }), 404);
    await expectProblem(await sb.call('getProductMedia', {}), 400);
  });
});
