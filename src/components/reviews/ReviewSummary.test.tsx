import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countRequests, setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { makeReview } from '../../mocks/index.js';
import { photo } from '../../testing/reviewsStoryKit.js';
import { ReviewSummary } from './ReviewSummary.js';

configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupMockServer();

const reply = { body: 'Thank you!', status: 'public' };

/** Renders product 1's summary once its reviews are `reviews`, and waits for its count. */
async function renderSummary(reviews: ReturnType<typeof makeReview>[], locale = 'en') {
  api.reset({ reviews });
  renderWithProvider(<ReviewSummary productId={1} />, { locale });
  await screen.findByText(/Based on|Basé sur|Na podstawie/);
}

const counts = () => document.querySelector('.lk-review-summary__counts');

describe('ReviewSummary', () => {
  it('asks E20 for the photo and reply counts, and shows them on one line under the average', async () => {
    const requests = countRequests(server, '/getProductRatings');
    await renderSummary([
      makeReview({ images: [photo(10), photo(20)], reply }),
      makeReview({ images: [photo(30)] }),
      makeReview({ reply }),
      makeReview({}),
    ]);
    const url = requests.urls.at(-1)!;
    expect(url.searchParams.get('withMediaCount')).toBe('true');
    expect(url.searchParams.get('withReplyCount')).toBe('true');
    expect(counts()).toHaveTextContent(/^3 photos · 2 answered by the store$/);
    // The dot is a visual separator, not read out.
    expect(counts()?.querySelector('[aria-hidden="true"]')).toHaveTextContent('·');
  });

  it('says one photo and one answer in the singular', async () => {
    await renderSummary([makeReview({ images: [photo(10)], reply }), makeReview({})]);
    expect(counts()).toHaveTextContent(/^1 photo · 1 answered by the store$/);
  });

  it('leaves out a count that is zero, with no dangling separator', async () => {
    await renderSummary([makeReview({ reply }), makeReview({ reply })]);
    expect(counts()).toHaveTextContent(/^2 answered by the store$/);
    expect(counts()?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows no counts line when there are neither photos nor answers', async () => {
    await renderSummary([makeReview({}), makeReview({ rate: 3 })]);
    expect(screen.getByText('Based on 2 reviews')).toBeVisible();
    expect(counts()).toBeNull();
  });

  it('counts by the plural rules of the shopper’s language', async () => {
    await renderSummary(
      [
        makeReview({ images: [photo(1), photo(2), photo(3), photo(4), photo(5)], reply }),
        makeReview({ reply }),
        makeReview({ reply }),
      ],
      'pl',
    );
    expect(await screen.findByText('5 zdjęć')).toBeVisible();
    expect(screen.getByText('3 odpowiedzi sklepu')).toBeVisible();
  });
});
