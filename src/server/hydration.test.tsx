import { HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { act, configure, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRequests, setupMockServer } from '../../test/helpers/mockServer.js';
import { PointsBadge } from '../components/loyalty/PointsBadge.js';
import { QuestionsAndAnswers } from '../components/reviews/QuestionsAndAnswers.js';
import { ReviewForm } from '../components/reviews/ReviewForm.js';
import { Reviews } from '../components/reviews/Reviews.js';
import { StarRatingBadge } from '../components/reviews/StarRatingBadge.js';
import { ShoppableGallery } from '../components/gallery/ShoppableGallery.js';
import { WishlistButton } from '../components/wishlist/WishlistButton.js';
import { errorFor, MOCK_IDENTITY, MOCK_PROXY_URL } from '../mocks/index.js';
import { LoyaltyProvider } from '../provider/LoyaltyProvider.js';
import {
  createServerClient,
  dehydrateLoyalty,
  prefetchProductPage,
  serializeState,
} from './index.js';

configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupMockServer();

/** The same tree on the server and in the browser, as an app would render it. */
function ProductPage({ queryClient, state }: { queryClient: QueryClient; state: DehydratedState }) {
  return (
    // The shopper is who the mock proxy says (a customer here), asked when a session opens.
    <LoyaltyProvider proxyUrl={MOCK_PROXY_URL} identity={MOCK_IDENTITY} queryClient={queryClient}>
      <HydrationBoundary state={state}>
        <main>
          <h1>Linen shirt</h1>
          <StarRatingBadge productId={1} />
          <PointsBadge />
          <WishlistButton productId={1} productTitle="Linen shirt" />
          <Reviews productId={1} />
          <ReviewForm productId={1} />
          <QuestionsAndAnswers productId={1} />
          <ShoppableGallery productId={1} />
        </main>
      </HydrationBoundary>
    </LoyaltyProvider>
  );
}

/** Prefetches and renders on the "server"; answers the HTML and the state sent with it. */
async function serverRender({ renderedAt }: { renderedAt?: number } = {}) {
  const queryClient = new QueryClient();
  const client = createServerClient({ proxyUrl: MOCK_PROXY_URL });
  const report = await prefetchProductPage(queryClient, { client, productId: 1 });
  const state = dehydrateLoyalty(queryClient);
  const clock = renderedAt === undefined ? null : vi.spyOn(Date, 'now').mockReturnValue(renderedAt);
  const html = renderToString(<ProductPage queryClient={queryClient} state={state} />);
  clock?.mockRestore();
  // What the page carries to the browser: the state as an inline script's JSON.
  return { report, html, state: JSON.parse(serializeState(state)) as DehydratedState };
}

const SHARED_READS = [
  '/getReviews',
  '/getQuestions',
  '/getProductAverageRatings',
  '/getProductRatings',
  '/getProductMedia',
];

let root: Root | undefined;
let problems: unknown[];

beforeEach(() => {
  problems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => problems.push(args));
  }
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates the server HTML in the document, as the browser's entry would. */
async function hydrate(html: string, state: DehydratedState) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root = hydrateRoot(container, <ProductPage queryClient={queryClient} state={state} />, {
      onRecoverableError: (error) => problems.push(error),
    });
  });
  return container;
}

describe('server rendering with prefetched data', { timeout: 20_000 }, () => {
  it('puts the rating, the summary, reviews, questions and gallery in the HTML', async () => {
    const { report, html } = await serverRender();
    expect(report.failed).toEqual([]);
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    expect(page.textContent).toContain('Fits perfectly and the colour is just as pictured.');
    expect(page.textContent).toContain('Can it go in the washing machine?');
    expect(page.textContent).toContain('Yes, it is machine washable at 30°C.');
    expect(page.querySelector('.lk-rating-badge')).toHaveAttribute('data-state', 'rated');
    expect(
      within(page).getByRole('img', { name: 'Rated 4 out of 5, 3 reviews' }),
    ).toBeInTheDocument();
    expect(page.querySelector('.lk-review-summary__average')).toHaveTextContent('4.0');
    expect(page.querySelectorAll('.lk-gallery img')).toHaveLength(2);
    // The shopper's own parts are skeletons: the server does not know who will look.
    expect(page.textContent).not.toContain('1,250');
    expect(
      within(page).getByRole('button', { name: 'Save Linen shirt to wishlist' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('hydrates without a warning, asks for nothing already on the page, then fills in the shopper', async () => {
    const { html, state } = await serverRender();
    const counts = SHARED_READS.map((path) => countRequests(server, path));
    await hydrate(html, state);
    // The session opens in the browser; the customer's balance arrives without a full re-render.
    expect(await screen.findByRole('button', { name: /1,250 points/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Runs small' })).toBeVisible();
    expect(counts.map((c) => c.count)).toEqual(SHARED_READS.map(() => 0));
    expect(problems).toEqual([]);
  });

  it('renders a widget whose read failed as a skeleton on both sides, and the browser fetches it', async () => {
    server.use(errorFor('getQuestions', 503, 'unavailable', { once: true }));
    const { report, html, state } = await serverRender();
    expect(report.failed.map((f) => f.queryKey[1])).toEqual(['questions']);
    expect(html).not.toContain('Can it go in the washing machine?');
    const questions = countRequests(server, '/getQuestions');
    await hydrate(html, state);
    expect(await screen.findByText('Can it go in the washing machine?')).toBeInTheDocument();
    expect(questions.count).toBe(1);
    expect(problems).toEqual([]);
  });

  it('writes calendar dates in the HTML (a page may be read days later) and relative ones once hydrated', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    api.db.reviews = api.db.reviews.map((r) => ({ ...r, createdAt: hourAgo }));
    api.db.questions = api.db.questions.map((q) => ({ ...q, createdAt: hourAgo }));
    const { html, state } = await serverRender({ renderedAt: Date.now() - 2 * 86_400_000 });
    expect(html).not.toContain('tomorrow');
    expect(html).toContain(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.parse(hourAgo),
      ),
    );
    await hydrate(html, state);
    expect(await screen.findByRole('button', { name: /1,250 points/ })).toBeInTheDocument();
    expect(screen.getAllByText('1 hour ago')).toHaveLength(4);
    expect(problems).toEqual([]);
  });
});
