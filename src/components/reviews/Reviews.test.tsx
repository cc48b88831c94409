import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countRequests, setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import {
  errorFor,
  FIXED_NOW,
  daysFromNow,
  makeReview,
  networkErrorFor,
} from '../../mocks/index.js';
import { Reviews } from './Reviews.js';

// Journeys wait on a mock network; under a full parallel run that can take over a second.
configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupMockServer();
const now = Date.parse(FIXED_NOW);

beforeEach(() => window.localStorage.clear());

function reviewTitles(): string[] {
  const list = screen.getByRole('region', { name: 'Reviews' });
  return within(list)
    .queryAllByRole('article')
    .map((a) => within(a).queryByRole('heading')?.textContent ?? '');
}

async function renderReviews(
  props: Partial<Parameters<typeof Reviews>[0]> = {},
  options: { persist?: boolean } = {},
) {
  const user = userEvent.setup();
  const view = renderWithProvider(
    <Reviews productId={1} now={now} searchDelayMs={10} {...props} />,
    options,
  );
  await screen.findAllByRole('article');
  return { user, ...view };
}

// userEvent journeys over a mock network are slow in jsdom, more so when files run in parallel.
describe('Reviews', { timeout: 20_000 }, () => {
  it('filters the list to a rating when its distribution bar is pressed, and back', async () => {
    const { user } = await renderReviews();
    expect(reviewTitles()).toHaveLength(3);
    const bar = await screen.findByRole('button', { name: '4 stars 1 review' });
    await user.click(bar);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(reviewTitles()).toEqual(['Nice']));
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('4');
    await user.click(bar);
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(reviewTitles()).toHaveLength(3));
  });

  it('searches the reviews as the shopper types (debounced)', async () => {
    const { user } = await renderReviews();
    const requests = countRequests(server, '/getReviews');
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'small');
    // Earlier prefixes ("smal") match the same review: wait until the request for "small" settled.
    await waitFor(() => {
      expect(requests.urls.at(-1)?.searchParams.get('search')).toBe('small');
      expect(reviewTitles()).toEqual(['Runs small']);
      expect(screen.getByText('1 review found')).toBeInTheDocument();
    });
  });

  it('sorts by each of the six options', async () => {
    const { user } = await renderReviews();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option')).toHaveLength(6);
    // Most recent (the default) lists the newest first: Runs small, Nice, Love it.
    await user.selectOptions(sort, 'Highest rating');
    await waitFor(() => expect(reviewTitles()).toEqual(['Love it', 'Nice', 'Runs small']));
    await user.selectOptions(sort, 'Lowest rating');
    await waitFor(() => expect(reviewTitles()).toEqual(['Runs small', 'Nice', 'Love it']));
    await user.selectOptions(sort, 'Most helpful');
    await waitFor(() => expect(reviewTitles()[0]).toBe('Nice'));
  });

  it('shows only reviews with photos when asked', async () => {
    const { user } = await renderReviews();
    await user.click(screen.getByRole('checkbox', { name: 'With photos only' }));
    await waitFor(() => expect(reviewTitles()).toEqual(['Nice']));
    expect(screen.getByRole('button', { name: 'Open photo 1 of 1' })).toBeInTheDocument();
  });

  it('counts the reviews with photos in the summary and filters to them from there', async () => {
    const { user } = await renderReviews();
    const toggle = await screen.findByRole('button', { name: '1 review with photos' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(reviewTitles()).toEqual(['Nice']));
    expect(screen.getByRole('checkbox', { name: 'With photos only' })).toBeChecked();
  });

  it('describes a photo with the words its author gave', async () => {
    api.db.reviews = [
      makeReview({
        title: 'Described',
        images: ['https://img.test/1.webp#alt=A%20blue%20mug%20on%20a%20desk'],
      }),
    ];
    const { user } = await renderReviews();
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 1' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('img', { name: 'A blue mug on a desk' }),
    ).toBeInTheDocument();
  });

  it('puts pinned reviews first under "Most relevant"', async () => {
    api.db.reviews.push(makeReview({ title: 'Chosen by the store', isPinned: true, votes: 0 }));
    const { user } = await renderReviews();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most relevant');
    await waitFor(() => expect(reviewTitles()[0]).toBe('Chosen by the store'));
    // First, without the store's word for it: shoppers see no "Pinned" badge.
    expect(screen.getAllByRole('article')[0]).not.toHaveTextContent(/pinned/i);
  });

  it('loads more reviews by offset until all are shown', async () => {
    api.db.reviews = Array.from({ length: 23 }, (_, i) =>
      makeReview({ title: `Review ${i + 1}`, createdAt: daysFromNow(-i) }),
    );
    const { user } = await renderReviews({ perPage: 10 });
    expect(reviewTitles()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(reviewTitles()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(reviewTitles()).toHaveLength(23));
    expect(reviewTitles()[22]).toBe('Review 23');
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('shows the verified badge, a public store reply, dates relative to now, and photos in a lightbox', async () => {
    api.db.reviews = [
      makeReview({
        title: 'With reply',
        reply: { body: 'Thanks Grace!', status: 'public' },
        createdAt: daysFromNow(-3),
        images: ['https://img.test/1.jpg', 'https://img.test/2.jpg'],
      }),
      makeReview({ title: 'Private reply', reply: { body: 'Hidden', status: 'private' } }),
    ];
    const { user } = await renderReviews();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('Verified buyer');
    expect(first).toHaveTextContent('3 days ago');
    expect(within(first!).getByRole('note', { name: 'Reply from the store' })).toHaveTextContent(
      'Thanks Grace!',
    );
    expect(second).not.toHaveTextContent('Hidden');

    const open = within(first!).getByRole('button', { name: 'Open photo 2 of 2' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    expect(
      within(dialog).getByRole('img', { name: 'Photo 2 from the review by Grace H.' }),
    ).toHaveAttribute('src', 'https://img.test/2.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('votes and unvotes a review helpful, remembering the vote', async () => {
    const { user } = await renderReviews();
    const card = screen.getAllByRole('article').find((a) => a.textContent?.includes('Nice'))!;
    const helpful = within(card).getByRole('button', { name: /Helpful/ });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(helpful).toHaveTextContent('(3)');
    await user.click(helpful);
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(helpful).toHaveTextContent('(4)');
    await waitFor(() => expect(api.db.votes).toContain(52));
    await user.click(helpful);
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(helpful).toHaveTextContent('(3)'));
    await waitFor(() => expect(api.db.votes).not.toContain(52));
  });

  it('remembers the customer own votes on the next page when the shopper consented to storage', async () => {
    const { user, unmount } = await renderReviews({}, { persist: true });
    const helpfulOf = () =>
      within(
        screen.getAllByRole('article').find((a) => a.textContent?.includes('Nice'))!,
      ).getByRole('button', { name: /Helpful/ });
    await user.click(helpfulOf());
    await waitFor(() => expect(api.db.votes).toContain(52));
    unmount();
    await renderReviews({}, { persist: true });
    expect(helpfulOf()).toHaveAttribute('aria-pressed', 'true');
    expect(helpfulOf()).toHaveTextContent('(4)');
  });

  it('keeps a vote for the page only, out of localStorage, without consent', async () => {
    const { user } = await renderReviews();
    const card = screen.getAllByRole('article').find((a) => a.textContent?.includes('Nice'))!;
    const helpful = within(card).getByRole('button', { name: /Helpful/ });
    await user.click(helpful);
    await waitFor(() => expect(api.db.votes).toContain(52));
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((k) => k?.startsWith('loyalkit:votes'))).toEqual([]);
  });

  it('rolls a vote back when the store refuses it', async () => {
    server.use(errorFor('voteForReview', 503, 'upstream_unavailable'));
    const { user } = await renderReviews();
    const card = screen.getAllByRole('article').find((a) => a.textContent?.includes('Nice'))!;
    const helpful = within(card).getByRole('button', { name: /Helpful/ });
    await user.click(helpful);
    expect(
      await within(card).findByText('Your vote could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(helpful).toHaveTextContent('(3)');
  });

  it('shows a guest the helpful count and an invitation to sign in, not a toggle', async () => {
    api.db.customer = null;
    await renderReviews({ signInUrl: '/account/login' });
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    const first = screen.getAllByRole('article')[0]!;
    expect(
      within(first).getByRole('link', { name: 'Sign in to mark reviews as helpful.' }),
    ).toHaveAttribute('href', '/account/login');
    expect(screen.getAllByText(/people? found this helpful/).length).toBeGreaterThan(0);
    expect(api.db.votes).toEqual([]);
  });

  it('opens the form inline from "Write a review", focus on it, and back on the button when closed', async () => {
    const { user } = await renderReviews();
    const write = screen.getByRole('button', { name: 'Write a review' });
    expect(write).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Write a review' })).not.toBeInTheDocument();
    await user.click(write);
    const panel = screen.getByRole('region', { name: 'Write a review' });
    expect(write).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Write a review' })).toHaveFocus();
    expect(
      await within(panel).findByRole('radiogroup', { name: 'Your rating' }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(write).toHaveFocus();
  });

  it('opens the form as a dialog on a phone, and returns focus when it closes', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(max-width: 600px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { user } = await renderReviews();
      const write = screen.getByRole('button', { name: 'Write a review' });
      await user.click(write);
      const dialog = screen.getByRole('dialog', { name: 'Write a review' });
      expect(
        await within(dialog).findByRole('radiogroup', { name: 'Your rating' }),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Write a review' })).not.toBeInTheDocument(),
      );
      expect(write).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('invites the first review when there is none: no zero score, no toolbar', async () => {
    api.db.reviews = [];
    const user = userEvent.setup();
    renderWithProvider(<Reviews productId={1} now={now} />);
    expect(
      await screen.findByText('No reviews yet. Be the first to write one.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    // One way to write: the invitation's button, not a second one in the header.
    const write = await screen.findByRole('button', { name: 'Write a review' });
    await user.click(write);
    expect(screen.getByRole('region', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('says when filters match none, keeping the toolbar to undo them', async () => {
    const { user } = await renderReviews();
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'zebra stripes');
    expect(await screen.findByText('No reviews match these filters.')).toBeInTheDocument();
    // On a slow machine the keystrokes outlast the debounce, so an earlier query ("zeb") can
    // show the empty state while the last one is still in flight; its answer draws the empty
    // state again and a click on the replaced button is lost. Press until the box is empty.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('shows an error with a retry that recovers', async () => {
    server.use(errorFor('getReviews', 404, 'not_found', { once: true }));
    const user = userEvent.setup();
    renderWithProvider(<Reviews productId={1} now={now} />);
    const list = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('We could not find that.');
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findAllByRole('article')).toHaveLength(3);
  });

  it('says the shopper is offline when the list cannot load for that reason', async () => {
    server.use(networkErrorFor('getReviews'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProvider(<Reviews productId={1} now={now} />);
    const list = await screen.findByRole('region', { name: 'Reviews' });
    // A network failure is retried twice (1 s, then 2 s) before the list gives up.
    expect(await within(list).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'You are offline',
    );
    online.mockRestore();
  });

  it('speaks the shopper language, dates included', async () => {
    renderWithProvider(<Reviews productId={1} now={now} />, { locale: 'fr' });
    const [first] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('la semaine dernière');
    expect(screen.getAllByText('Achat vérifié')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
  });
});
