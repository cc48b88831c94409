import type { HttpHandler } from 'msw';
import type { MockSeed } from '../mocks/index.js';
import { storefrontProductHandlers } from '../mocks/products.js';
import { reviewsStory } from './reviewsStoryKit.js';

/** A story on the mock proxy and the mock storefront (product titles), from `seed`. */
export function storeReviewsStory(seed: MockSeed, overrides: HttpHandler[] = []) {
  return reviewsStory(seed, [...overrides, ...storefrontProductHandlers()]);
}

/** Story annotations at a viewport width (the vitest plugin sizes the browser to it). */
export function atViewportWidth<S extends { parameters: object }>(story: S, width: number) {
  const name = `w${width}`;
  return {
    ...story,
    globals: { viewport: { value: name, isRotated: false } },
    parameters: {
      ...story.parameters,
      viewport: {
        options: {
          [name]: { name, styles: { width: `${width}px`, height: '844px' }, type: 'mobile' },
        },
      },
    },
  };
}
