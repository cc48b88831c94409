import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import { engagementStory, gallerySeed, withEngagement } from '../../testing/engagementStoryKit.js';
import { onPhone } from '../../testing/viewports.js';
import { ShoppableGallery } from './ShoppableGallery.js';

const meta = {
  title: 'Gallery/ShoppableGallery',
  component: ShoppableGallery,
  decorators: [withEngagement],
  args: { galleryId: 81, title: 'Shop our Instagram' },
  // The two ways to pick the posts (a union TypeScript's doc reader does not describe).
  argTypes: {
    galleryId: {
      description:
        'The gallery whose posts to show (E53); with `productId`, the gallery to look in.',
    },
    productId: { description: 'Show the posts that link to this product (E52).' },
    productHref: { control: false },
    onAddToCart: { control: false },
  },
} satisfies Meta<typeof ShoppableGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gallery's posts; open one for the lightbox (arrow keys move between posts). */
export const Gallery: Story = { ...engagementStory(gallerySeed), tags: ['visual-matrix'] };

/** The posts that show one product, on its page. */
export const ProductMedia: Story = {
  ...engagementStory(gallerySeed),
  args: { productId: 2, galleryId: undefined, title: 'As seen on Instagram' },
};

/** No posts. */
export const Empty: Story = { ...engagementStory({ media: [] }) };

/**
 * Waiting for the posts, on a phone: one row of placeholder tiles across the width, the least a gallery with
 * posts shows, so the page never grows for placeholders and then gives the space back.
 */
export const LoadingOnPhone: Story = {
  ...onPhone(engagementStory(gallerySeed, { overrides: [loadingFor('getGalleryMedia')] })),
  play: async ({ canvasElement }) => {
    const grid = await waitFor(() => {
      const el = canvasElement.querySelector('.lk-gallery__grid');
      if (!el) throw new Error('no placeholder grid yet');
      return el;
    });
    const box = grid.getBoundingClientRect();
    const tiles = [...grid.querySelectorAll('.lk-gallery__skeleton')];
    const tile = tiles[0]!.getBoundingClientRect();
    const inRow = tiles.filter((el) => Math.abs(el.getBoundingClientRect().top - tile.top) < 1);
    const rows = Math.ceil(tiles.length / inRow.length);
    await expect(tile.height).toBeGreaterThan(100);
    // Two columns on a phone, and the grid is as tall as its rows of placeholders (the posts
    // take the same tiles, so nothing moves when they come).
    await expect(inRow.length).toBe(2);
    await expect(Math.abs(box.height - rows * tile.height)).toBeLessThan(rows * 16);
  },
};

/** The posts failed to load. */
export const LoadError: Story = {
  ...engagementStory(gallerySeed, { overrides: [errorFor('getGalleryMedia', 404, 'not_found')] }),
};

/** French. */
export const French: Story = { ...engagementStory(gallerySeed, { locale: 'fr' }) };

/** Spanish. */
export const Spanish: Story = { ...engagementStory(gallerySeed, { locale: 'es' }) };

/** Arabic, right to left. */
export const Arabic: Story = {
  ...engagementStory(gallerySeed, { locale: 'ar' }),
  tags: ['visual-rtl'],
};

/** Japanese. */
export const Japanese: Story = { ...engagementStory(gallerySeed, { locale: 'ja' }) };
