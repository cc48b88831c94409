import type { Db } from '../db.js';
import type { SeedState } from './seedState.js';

const DAY = 86_400_000;

/** Two galleries of eight posts each, their own captions (and so their own pictures). */
const GALLERIES = [
  {
    title: 'Out on the trail',
    products: [19, 20, 21, 22, 23, 24, 5],
    captions: [
      'Golden hour, good company.',
      'Packed light and stayed dry.',
      'First frost, favourite layers.',
      'Where the trail ends, dinner begins.',
      'Summit snacks, cold hands.',
      'Campfire coffee at dawn.',
      'Rain on the tent, socks still dry.',
      'The long way home.',
    ],
  },
  {
    title: 'Slow mornings at home',
    products: [7, 8, 9, 10, 11, 12, 13, 1],
    captions: [
      'Sunday coffee ritual.',
      'Our table, set for friends.',
      'Weekend reset.',
      'Little things that make a home.',
      'Bread, butter, candlelight.',
      'Linen on the line.',
      'A slow pour before work.',
      'Soft towels, warm bath.',
    ],
  },
];

/** Two shoppable galleries of eight posts, each linked to one or two products. */
export function seedGalleries(db: Db, now: number, s: SeedState): void {
  const gallery = db.prepare('INSERT INTO galleries (title, created_at) VALUES (?, ?)');
  const media = db.prepare(
    'INSERT INTO media (gallery_id, text, image, width, height, created_at) VALUES (?, ?, ?, 800, 1000, ?)',
  );
  const link = db.prepare(
    'INSERT INTO media_products (media_id, product_id, position) VALUES (?, ?, ?)',
  );
  let post = 0;
  GALLERIES.forEach((g, gi) => {
    const galleryId = Number(gallery.run(g.title, now - (90 - gi) * DAY).lastInsertRowid);
    for (let i = 0; i < 8; i++) {
      post += 1;
      const caption = g.captions[i] ?? '';
      // The picture is labelled with its caption: a number drawn on it ("post 8") contradicted
      // the lightbox's "Post 1 of 8" (newest first).
      const name = caption
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '');
      const mediaId = Number(
        media.run(galleryId, caption, `/assets/media/${name}.svg`, now - (60 - post * 3) * DAY)
          .lastInsertRowid,
      );
      const linked = [g.products[i % g.products.length], g.products[(i + 3) % g.products.length]];
      linked.slice(0, i % 3 === 0 ? 2 : 1).forEach((index, position) => {
        const product = index === undefined ? undefined : s.products[index - 1];
        if (product) link.run(mediaId, product.id, position);
      });
    }
  });
}
