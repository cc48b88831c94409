import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countRequests, setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { errorFor, makeRating } from '../../mocks/index.js';
import { StarRatingBadge } from './StarRatingBadge.js';

// Journeys wait on a mock network; under a full parallel run that can take over a second.
configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupMockServer();
const ids = Array.from({ length: 48 }, (_, i) => i + 1);

function Grid() {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <StarRatingBadge productId={id} />
        </li>
      ))}
    </ul>
  );
}

// userEvent journeys over a mock network are slow in jsdom, more so when files run in parallel.
describe('StarRatingBadge', { timeout: 20_000 }, () => {
  it('asks for the ratings of 48 badges rendered together in ONE request', async () => {
    api.db.ratings = ids.map((id) => makeRating({ productId: id, avgRate: 4.2, totalCount: id }));
    const requests = countRequests(server, '/getProductAverageRatings');
    const { container } = renderWithProvider(<Grid />);
    // Role queries over 48 badges are slow in jsdom: wait on the state, then check one by role.
    await waitFor(() =>
      expect(container.querySelectorAll('[data-state="rated"]')).toHaveLength(48),
    );
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5, 48 reviews' })).toBeInTheDocument();
    expect(requests.count).toBe(1);
    expect(requests.urls[0]?.searchParams.getAll('productIds')).toHaveLength(48);
  });

  it('says the average and the count', async () => {
    api.db.ratings = [makeRating({ productId: 5, avgRate: 4.333, totalCount: 12 })];
    renderWithProvider(<StarRatingBadge productId={5} />);
    expect(
      await screen.findByRole('img', { name: 'Rated 4.3 out of 5, 12 reviews' }),
    ).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
  });

  it('says when nobody rated the product yet, or hides itself if asked', async () => {
    api.db.ratings = [makeRating({ productId: 6, avgRate: 0, totalCount: 0 })];
    const { unmount } = renderWithProvider(<StarRatingBadge productId={6} />);
    expect(await screen.findByRole('img', { name: 'No reviews yet' })).toBeInTheDocument();
    unmount();
    const { container } = renderWithProvider(<StarRatingBadge productId={6} hideWhenEmpty />);
    await waitFor(() => expect(container.querySelector('.lk-rating-badge')).toBeNull());
  });

  it('reserves its size while loading and stays out of the way on error', async () => {
    server.use(errorFor('getProductAverageRatings', 400, 'invalid_request'));
    const { container } = renderWithProvider(<StarRatingBadge productId={7} />);
    expect(container.querySelector('[data-state="loading"]')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.lk-rating-badge')).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
