import type { PublicReview } from '../api/index.js';
import { daysFromNow, makeReview, type MockSeed } from '../mocks/index.js';
import { photo } from './reviewsStoryKit.js';

const PRODUCTS = [
  { id: 1, handle: 'linen-shirt' },
  { id: 2, handle: 'wool-beanie' },
  { id: 3, handle: 'ceramic-mug' },
];

/**
 * Reviews from across a store: 12 of products (every rating, some with photos) and 4 of the
 * store itself (no product), newest first by id. Products are in the mock storefront catalog.
 */
export function storeReviews(): PublicReview[] {
  const ofProducts = Array.from({ length: 12 }, (_, i) =>
    makeReview({
      id: 900 + i,
      rate: [5, 4, 5, 3, 5, 2, 4, 5, 1, 5, 4, 5][i] ?? 5,
      title: `Product review ${i + 1}`,
      body:
        i === 0 ? 'Soft, warm and well made. I wear it every day.' : 'Good quality for the price.',
      createdAt: daysFromNow(-i * 2 - 1),
      product: PRODUCTS[i % PRODUCTS.length] ?? null,
      customerDisplayName: ['Grace H.', 'Alan T.', 'Ada L.'][i % 3],
      images: i % 4 === 1 ? [photo(i * 30)] : [],
    }),
  );
  const ofStore = Array.from({ length: 4 }, (_, i) =>
    makeReview({
      id: 950 + i,
      rate: [5, 4, 5, 3][i] ?? 5,
      title: `Store review ${i + 1}`,
      body: 'Fast delivery and friendly service.',
      createdAt: daysFromNow(-i * 2 - 2),
      product: null,
      customerDisplayName: 'Linus T.',
    }),
  );
  return [...ofProducts, ...ofStore];
}

/** A store with product and shop reviews. */
export const storeSeed: MockSeed = { reviews: storeReviews() };
/** A store nobody reviewed yet. */
export const emptyStoreSeed: MockSeed = { reviews: [] };
