import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorFor, loadingFor } from '../../mocks/index.js';
import { engagementStory, gallerySeed, withEngagement } from '../../testing/engagementStoryKit.js';
import { ShoppableGallery } from './ShoppableGallery.js';

const meta = {
  title: 'Gallery/ShoppableGallery',
  component: ShoppableGallery,
  decorators: [withEngagement],
  args: { galleryId: 81, title: 'Shop our Instagram' },
} satisfies Meta<typeof ShoppableGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gallery's posts; open one for the lightbox (arrow keys move between posts). */
export const Gallery: Story = { ...engagementStory(gallerySeed) };

/** The posts that show one product, on its page. */
export const ProductMedia: Story = {
  ...engagementStory(gallerySeed),
  args: { productId: 2, galleryId: undefined, title: 'As seen on Instagram' },
};

/** No posts. */
export const Empty: Story = { ...engagementStory({ media: [] }) };

/** Waiting for the posts: tiles reserve their space. */
export const Loading: Story = {
  ...engagementStory(gallerySeed, { overrides: [loadingFor('getGalleryMedia')] }),
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
export const Arabic: Story = { ...engagementStory(gallerySeed, { locale: 'ar' }) };

/** Japanese. */
export const Japanese: Story = { ...engagementStory(gallerySeed, { locale: 'ja' }) };
