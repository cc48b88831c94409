import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEngagement, setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { errorFor, makeMedia } from '../../mocks/index.js';
import { ShoppableGallery } from './ShoppableGallery.js';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const { api, server } = setupEngagementServer();

function seedMedia() {
  api.db.media = [
    makeMedia({ postId: 1, galleryId: 81, text: 'Sunday in linen', width: 800, height: 1000 }),
    makeMedia({
      postId: 2,
      galleryId: 81,
      text: 'Beanie season',
      width: 1200,
      height: 800,
      products: [{ id: 2, handle: 'wool-beanie', title: 'Wool beanie', image: null }],
    }),
    makeMedia({ postId: 3, galleryId: 99, text: 'Another gallery' }),
  ];
}

describe('ShoppableGallery', () => {
  it('opens a post with the keyboard, moves with the arrow keys and gives focus back', async () => {
    const user = userEvent.setup();
    seedMedia();
    renderEngagement(<ShoppableGallery galleryId={81} title="Summer looks" />);
    const first = await screen.findByRole('button', { name: 'Open post 1: Sunday in linen' });
    expect(screen.getAllByRole('button', { name: /^Open post/ })).toHaveLength(2);
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    // The lightbox's code arrives on the first open.
    let dialog = await screen.findByRole('dialog', { name: 'Post 1 of 2' });
    expect(dialog).toHaveTextContent('Sunday in linen');
    expect(within(dialog).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/products/linen-shirt',
    );

    await user.keyboard('{ArrowRight}');
    dialog = screen.getByRole('dialog', { name: 'Post 2 of 2' });
    expect(dialog).toHaveTextContent('Beanie season');
    expect(within(dialog).getByRole('link', { name: 'Wool beanie' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Post 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Post 2 of 2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('shows the posts that link to a product', async () => {
    seedMedia();
    renderEngagement(<ShoppableGallery productId={2} />);
    expect(
      await screen.findByRole('button', { name: 'Open post 1: Beanie season' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open post/ })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Shoppable gallery' })).toBeInTheDocument();
  });

  it('says when there is nothing to show, and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    api.db.media = [];
    server.use(errorFor('getGalleryMedia', 404, 'not_found', { once: true }));
    renderEngagement(<ShoppableGallery galleryId={81} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No posts to show yet.')).toBeInTheDocument();
  });

  it('speaks the shopper language', async () => {
    seedMedia();
    renderEngagement(<ShoppableGallery galleryId={81} />, { locale: 'fr' });
    expect(
      await screen.findByRole('button', { name: /^Ouvrir la publication 1\s:\sSunday in linen$/ }),
    ).toBeInTheDocument();
  });
});
