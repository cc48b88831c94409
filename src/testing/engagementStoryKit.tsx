import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type {} from 'msw-storybook-addon/csf3';
import type { CustomerRef } from '../api/index.js';
import {
  createMockApi,
  makeGiftRegistry,
  makeMedia,
  makeRegistryItem,
  makeWishlist,
  makeWishlistItem,
  type MockSeed,
} from '../mocks/index.js';
import { placeholderImage, storefrontProductHandlers } from '../mocks/products.js';
import { withMockProvider, type StoryLocaleParameters } from './storyProvider.js';

/** Story parameters that choose the provider's language (and currency). */
export type EngagementStoryParameters = StoryLocaleParameters;

/** Wraps a story in a provider on the mock proxy, in the story's `locale` and `currency`. */
export const withEngagement: Decorator = withMockProvider;

/**
 * Story annotations serving the mock proxy from `seed` and the storefront's product JSON,
 * after `overrides` (errors, loading); the db starts over before each render.
 */
export function engagementStory(
  seed: MockSeed = {},
  options: EngagementStoryParameters & { overrides?: HttpHandler[] } = {},
) {
  const { overrides = [], locale, currency } = options;
  const api = createMockApi({ seed });
  return {
    parameters: {
      msw: { handlers: [...overrides, ...api.handlers, ...storefrontProductHandlers()] },
      ...(locale && { locale }),
      ...(currency && { currency }),
    },
    beforeEach: () => api.reset(),
  };
}

const customer: CustomerRef = { platformCustomerId: 7001, email: 'ada@example.com', phone: null };

/** A customer with two lists: three saved products in the default one, one in "Birthday". */
export const wishlistSeed: MockSeed = {
  wishlists: [
    makeWishlist({
      wishlistId: 1,
      wishlistTitle: 'Favourites',
      customer,
      items: [
        makeWishlistItem({ customer, product: { id: 1, handle: 'linen-shirt', variantId: 102 } }),
        makeWishlistItem({ customer, product: { id: 2, handle: 'wool-beanie', variantId: 201 } }),
        makeWishlistItem({ customer, product: { id: 3, handle: 'ceramic-mug', variantId: 301 } }),
      ],
    }),
    makeWishlist({
      wishlistId: 2,
      wishlistTitle: 'Birthday',
      isDefault: false,
      isPrivate: true,
      customer,
      items: [
        makeWishlistItem({ customer, product: { id: 9, handle: 'tote-bag', variantId: 902 } }),
      ],
    }),
  ],
};

/** A guest who saved one product this session. */
export const guestWishlistSeed: MockSeed = {
  customer: null,
  wishlists: [
    makeWishlist({
      wishlistId: 3,
      sessionToken: 'guest-session-0001',
      items: [
        makeWishlistItem({
          sessionToken: 'guest-session-0001',
          product: { id: 2, handle: 'wool-beanie', variantId: 201 },
        }),
      ],
    }),
  ],
};

/** Two registries, the first with items partly gifted. */
export const registrySeed: MockSeed = {
  registries: [
    makeGiftRegistry({
      id: 71,
      items: [
        makeRegistryItem({ id: 711, productId: 1, variantId: 101, quantity: 2 }),
        makeRegistryItem({
          id: 712,
          productId: 2,
          variantId: 202,
          quantity: 3,
          purchasedAmount: 1,
        }),
        makeRegistryItem({
          id: 713,
          productId: 3,
          variantId: 301,
          quantity: 1,
          purchasedAmount: 1,
          tag: 'kitchen',
        }),
      ],
    }),
    makeGiftRegistry({ id: 72, title: 'Baby Lovelace', typeId: 2, date: '2026/03/14' }),
  ],
  shares: { 'share-71': 71 },
};

/** Gallery 81 with three posts of different shapes (images inline, no network). */
export const gallerySeed: MockSeed = {
  media: [
    makeMedia({
      postId: 1,
      galleryId: 81,
      text: 'Sunday in linen #summer',
      imageUrl: placeholderImage('Sunday in linen', 30, 800, 1000),
      width: 800,
      height: 1000,
    }),
    makeMedia({
      postId: 2,
      galleryId: 81,
      text: 'Beanie season is here',
      imageUrl: placeholderImage('Beanie season', 210, 1200, 800),
      width: 1200,
      height: 800,
      products: [{ id: 2, handle: 'wool-beanie', title: 'Wool beanie', image: null }],
    }),
    makeMedia({
      postId: 3,
      galleryId: 81,
      text: 'Morning coffee',
      imageUrl: placeholderImage('Morning coffee', 120, 800, 800),
      width: 800,
      height: 800,
      products: [
        { id: 3, handle: 'ceramic-mug', title: 'Ceramic mug', image: null },
        { id: 4, handle: 'tea-towel', title: 'Tea towel', image: null },
      ],
    }),
  ],
};
