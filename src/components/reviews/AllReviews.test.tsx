import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { errorFor, FIXED_NOW } from '../../mocks/index.js';
import { storeSeed } from '../../testing/storeReviewsKit.js';
import { AllReviews } from './AllReviews.js';
import { productHrefTemplate } from './productHref.js';

configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupEngagementServer(storeSeed);
const now = Date.parse(FIXED_NOW);

function titles(): string[] {
  return screen
    .queryAllByRole('article')
    .map((a) => within(a).queryByRole('heading')?.textContent ?? '');
}

async function renderPage(
  props: Partial<Parameters<typeof AllReviews>[0]> = {},
  options: { persist?: boolean } = {},
) {
  const user = userEvent.setup();
  const view = renderWithProvider(<AllReviews now={now} searchDelayMs={10} {...props} />, options);
  await screen.findAllByRole('article');
  return { user, ...view };
}

/** The Helpful button of the review titled `title`. */
function helpfulOf(title: string) {
  const card = screen.getAllByRole('article').find((a) => a.textContent?.includes(title))!;
  return within(card).getByRole('button', { name: /Helpful/ });
}

/** The Helpful button once the session says who votes (public reviews may arrive first). */
async function votable(title: string) {
  await waitFor(() => expect(helpfulOf(title)).not.toHaveAttribute('aria-disabled'));
  return helpfulOf(title);
}

describe('AllReviews', { timeout: 20_000 }, () => {
  it('summarises every review of the store: average, count and distribution', async () => {
    await renderPage();
    expect(await screen.findByText('Based on 16 reviews')).toBeVisible();
    // 8 five-star, 4 four-star, 2 three-star, one two-star and one one-star review: 65 / 16.
    expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();
    expect(screen.getByRole('button', { name: '5 stars 8 reviews' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1 star 1 review' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '3 reviews with photos' })).toBeEnabled();
  });

  it('links each product review to its product, named by its title', async () => {
    await renderPage({ perPage: 3 });
    const link = await screen.findByRole('link', { name: 'About Linen shirt' });
    expect(link).toHaveAttribute('href', '/products/linen-shirt');
    expect(screen.getByRole('link', { name: 'About Wool beanie' })).toBeVisible();
  });

  it('follows the store’s product URL pattern', async () => {
    await renderPage({
      perPage: 1,
      productHref: productHrefTemplate('/fr/products/{handle}?id={id}'),
    });
    expect(await screen.findByRole('link', { name: 'About Linen shirt' })).toHaveAttribute(
      'href',
      '/fr/products/linen-shirt?id=1',
    );
  });

  it('shows only reviews of the store, summary included, when “Our store” is pressed', async () => {
    const { user } = await renderPage();
    const shop = screen.getByRole('button', { name: 'Our store' });
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Based on 4 reviews')).toBeVisible();
    await waitFor(() => expect(titles().every((t) => t.startsWith('Store review'))).toBe(true));
    expect(titles()).toHaveLength(4);
    expect(screen.getAllByText('Review of the store')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /^About / })).toBeNull();
  });

  it('shows only product reviews when “Products” is pressed', async () => {
    const { user } = await renderPage({ perPage: 50 });
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(await screen.findByText('Based on 12 reviews')).toBeVisible();
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(titles().every((t) => t.startsWith('Product review'))).toBe(true);
  });

  it('filters to a rating when its bar is pressed', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '3 stars 2 reviews' }));
    await waitFor(() => expect(titles()).toEqual(['Product review 4', 'Store review 4']));
  });

  it('pages on with “Load more reviews”', async () => {
    const { user } = await renderPage({ perPage: 5 });
    expect(titles()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 16')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(titles()).toHaveLength(10));
  });

  it('says so when the store has no reviews yet', async () => {
    api.reset({ reviews: [] });
    renderWithProvider(<AllReviews now={now} />);
    expect(await screen.findByRole('heading', { name: 'No reviews yet.' })).toBeVisible();
    expect(await screen.findByText('No ratings yet')).toBeVisible();
  });

  it('offers a retry when the reviews cannot be read', async () => {
    server.use(errorFor('getReviews', 503, 'upstream_unavailable'));
    renderWithProvider(<AllReviews now={now} />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('lets a customer vote a store review and a product review helpful, and take a vote back', async () => {
    const { user } = await renderPage();
    const store = await votable('Store review 1');
    expect(store).toHaveAttribute('aria-pressed', 'false');
    expect(store).toHaveTextContent('(0)');
    await user.click(store);
    expect(store).toHaveAttribute('aria-pressed', 'true');
    expect(store).toHaveTextContent('(1)');
    await user.click(helpfulOf('Product review 1'));
    await waitFor(() => expect(api.db.votes).toEqual(expect.arrayContaining([950, 900])));
    // One vote per review: pressing again takes it back rather than counting twice.
    await user.click(store);
    expect(store).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(store).toHaveTextContent('(0)'));
    await waitFor(() => expect(api.db.votes).not.toContain(950));
    expect(api.db.votes).toContain(900);
  });

  it('remembers the customer’s votes on the next visit when the shopper consented to storage', async () => {
    const { user, unmount } = await renderPage({}, { persist: true });
    await user.click(await votable('Store review 1'));
    await waitFor(() => expect(api.db.votes).toContain(950));
    unmount();
    await renderPage({}, { persist: true });
    expect(helpfulOf('Store review 1')).toHaveAttribute('aria-pressed', 'true');
    expect(helpfulOf('Store review 1')).toHaveTextContent('(1)');
  });

  it('keeps a vote for the page only, out of localStorage, without consent', async () => {
    localStorage.clear();
    const { user } = await renderPage();
    await user.click(await votable('Store review 1'));
    await waitFor(() => expect(api.db.votes).toContain(950));
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((k) => k?.startsWith('loyalkit:votes'))).toEqual([]);
  });

  it('rolls a vote back and says so when the store refuses it', async () => {
    server.use(errorFor('voteForReview', 503, 'upstream_unavailable'));
    const { user } = await renderPage();
    await user.click(await votable('Store review 1'));
    expect(
      await screen.findByText('Your vote could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(helpfulOf('Store review 1')).toHaveAttribute('aria-pressed', 'false');
    expect(helpfulOf('Store review 1')).toHaveTextContent('(0)');
  });

  it('invites a guest to sign in to vote, with no toggle to press', async () => {
    api.db.customer = null;
    await renderPage({ signInUrl: '/account/login' });
    expect(
      (await screen.findAllByRole('link', { name: 'Sign in to mark reviews as helpful.' }))[0],
    ).toHaveAttribute('href', '/account/login');
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(api.db.votes).toEqual([]);
  });
});
