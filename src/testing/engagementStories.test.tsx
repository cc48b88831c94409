import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { cleanup, render, screen } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as addToRegistryStories from '../components/registry/AddToRegistryButton.stories.js';
import * as registryStories from '../components/registry/RegistryManager.stories.js';
import * as shareStories from '../components/registry/RegistryShareView.stories.js';
import * as galleryStories from '../components/gallery/ShoppableGallery.stories.js';
import * as buttonStories from '../components/wishlist/WishlistButton.stories.js';
import * as managerStories from '../components/wishlist/WishlistManager.stories.js';
import * as wishlistShareStories from '../components/wishlist/WishlistShareView.stories.js';

vi.setConfig({ testTimeout: 20_000 });

// Each story brings its own handlers; anything it forgets to mock fails loudly.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const files = {
  WishlistButton: composeStories(buttonStories),
  WishlistManager: composeStories(managerStories),
  WishlistShareView: composeStories(wishlistShareStories),
  RegistryManager: composeStories(registryStories),
  AddToRegistryButton: composeStories(addToRegistryStories),
  RegistryShareView: composeStories(shareStories),
  ShoppableGallery: composeStories(galleryStories),
};

/** What each story must show once its mocked data has arrived. */
const expected: Record<string, Record<string, RegExp>> = {
  WishlistButton: {
    Customer: /Wishlist, 4 items/,
    Guest: /Wishlist, 1 item/,
    Empty: /Wishlist, empty/,
    Loading: /^Your wishlists$/,
    SaveFails: /Wishlist, empty/,
    French: /Liste d’envies, 4 articles/,
    Spanish: /Lista de deseos, 4 artículos/,
    Arabic: /قائمة الأمنيات، /,
    Japanese: /お気に入り（/,
  },
  WishlistManager: {
    Customer: /^Add to cart$/,
    ItemMenu: /^Add to cart$/,
    DarkSurface: /^Add to cart$/,
    Guest: /You are saving as a guest/,
    Empty: /You have no wishlist yet/,
    Loading: /^Your wishlists$/,
    LoadError: /You are not allowed to do that/,
    French: /^Ajouter au panier$/,
    Spanish: /^Añadir al carrito$/,
    Arabic: /^إضافة إلى السلة$/,
    Japanese: /^カートに入れる$/,
    Sharing: /^Get share link$/,
  },
  WishlistShareView: {
    Shared: /^Wishlist: Favourites$/,
    InvalidLink: /We could not find that/,
    Loading: /^$/,
    French: /^Liste d’envies : Favourites$/,
  },
  RegistryManager: {
    Customer: /^none purchased$/,
    ShareLink: /^none purchased$/,
    DarkSurface: /^none purchased$/,
    Empty: /You have no gift registry yet/,
    Guest: /Sign in to create and manage gift registries/,
    Loading: /^Your gift registries$/,
    LoadError: /You are not allowed to do that/,
    French: /^aucun acheté$/,
    Spanish: /^ninguno comprado$/,
    Arabic: /^لم يُشترَ شيء$/,
    Japanese: /^購入なし$/,
  },
  AddToRegistryButton: {
    Customer: /Already in 1 registry/,
    NotInRegistry: /^Add to registry$/,
    Guest: /Sign in to add to a gift registry/,
    French: /Déjà dans 1 liste/,
    Spanish: /Ya está en 1 mesa/,
    Arabic: /موجود في قائمة واحدة/,
    Japanese: /件のギフトリストに追加済み/,
  },
  RegistryShareView: {
    Gifter: /^Buy this gift/,
    AllGifted: /Everything on this registry has been gifted/,
    InvalidLink: /We could not find that/,
    Loading: /^$/,
    French: /^Offrir ce cadeau/,
    Spanish: /^Regalar esto/,
    Arabic: /^اشترِ هذه الهدية/,
    Japanese: /^このギフトを贈る/,
  },
  ShoppableGallery: {
    Gallery: /Shop our Instagram/,
    ProductMedia: /As seen on Instagram/,
    Empty: /No posts to show yet/,
    LoadingOnPhone: /Shop our Instagram/,
    LoadError: /We could not find that/,
    French: /Shop our Instagram/,
    Spanish: /Shop our Instagram/,
    Arabic: /Shop our Instagram/,
    Japanese: /Shop our Instagram/,
  },
};

describe.each(Object.entries(files))('%s stories', (name, stories) => {
  it.each(Object.entries(stories))(
    '%s renders standalone without axe violations',
    async (story, Story) => {
      const msw = Story.parameters.msw as { handlers: HttpHandler[] };
      server.use(...msw.handlers);
      await Story.load();
      const { container } = render(<Story />);
      const text = expected[name]?.[story];
      expect(text, `an expectation for ${name}/${story}`).toBeDefined();
      if (text!.source !== '^$') {
        const found = await screen.findAllByText(text!, undefined, { timeout: 4000 });
        expect(found.length).toBeGreaterThan(0);
      } else {
        expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
      }
      // jsdom cannot lay out or paint (contrast is checked in Chromium); the rest of axe runs here.
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    },
  );
});
