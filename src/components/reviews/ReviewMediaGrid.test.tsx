import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { errorFor } from '../../mocks/index.js';
import { storeSeed } from '../../testing/storeReviewsKit.js';
import { productHrefTemplate } from './productHref.js';
import { ReviewMediaGrid } from './ReviewMediaGrid.js';

configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupEngagementServer(storeSeed);

describe('ReviewMediaGrid', { timeout: 20_000 }, () => {
  it('shows the photos of product reviews, each a link to its product', async () => {
    renderWithProvider(<ReviewMediaGrid />);
    const photo = await screen.findByRole('img', { name: 'Photo by Alan T.: Wool beanie' });
    expect(photo.closest('a')).toHaveAttribute('href', '/products/wool-beanie');
    expect(await screen.findByRole('img', { name: 'Photo by Ada L.: Ceramic mug' })).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'Photo by Grace H.: Linen shirt' }),
    ).toBeVisible();
    // Three reviews have a photo each; store reviews never show here.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('follows the store’s product URL pattern', async () => {
    renderWithProvider(<ReviewMediaGrid productHref={productHrefTemplate('/p/{id}')} />);
    const photo = await screen.findByRole('img', { name: 'Photo by Alan T.: Wool beanie' });
    expect(photo.closest('a')).toHaveAttribute('href', '/p/2');
  });

  it('pages on with “Show more photos”', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ReviewMediaGrid perPage={2} />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Show more photos' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull();
  });

  it('says so when no review has photos', async () => {
    api.reset({ reviews: [] });
    renderWithProvider(<ReviewMediaGrid />);
    expect(await screen.findByRole('heading', { name: 'No customer photos yet.' })).toBeVisible();
  });

  it('offers a retry when the photos cannot be read', async () => {
    server.use(errorFor('getReviews', 503, 'upstream_unavailable'));
    renderWithProvider(<ReviewMediaGrid />);
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
