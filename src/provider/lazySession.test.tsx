import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuestRewards } from '../components/loyalty/GuestRewards.js';
import { PointsBadge } from '../components/loyalty/PointsBadge.js';
import { ShoppableGallery } from '../components/gallery/ShoppableGallery.js';
import { QuestionsAndAnswers } from '../components/reviews/QuestionsAndAnswers.js';
import { Reviews } from '../components/reviews/Reviews.js';
import { StarRatingBadge } from '../components/reviews/StarRatingBadge.js';
import { WishlistButton } from '../components/wishlist/WishlistButton.js';
import { FIXED_NOW, makeMedia } from '../mocks/index.js';
import { countRequests } from '../../test/helpers/mockServer.js';
import {
  SIGNED_CUSTOMER,
  renderEngagement,
  setupEngagementServer,
} from '../../test/helpers/renderEngagement.js';

// Journeys wait on a mock network; under a full parallel run that can take over a second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const { api, server } = setupEngagementServer();
const now = Date.parse(FIXED_NOW);
/** A guest who brings nothing: no proof, no kept token. */
const GUEST = {};

/** A product page of widgets that show what every visitor sees. */
function PublicPage() {
  return (
    <>
      <StarRatingBadge productId={1} />
      <Reviews productId={1} now={now} />
      <QuestionsAndAnswers productId={1} now={now} />
      <ShoppableGallery productId={2} />
      <GuestRewards />
    </>
  );
}

function seedGallery() {
  api.db.media = [
    makeMedia({
      postId: 1,
      galleryId: 81,
      text: 'Sunday in linen',
      products: [{ id: 2, handle: 'wool-beanie', title: 'Wool beanie', image: null }],
    }),
  ];
}

/** Waits until every widget of the public page shows its content. */
async function publicContentShows() {
  // The star badge (and the review summary) say the product's average and its count.
  const averages = await screen.findAllByRole('img', {
    name: /^Rated [0-9.]+ out of 5, \d+ reviews?$/,
  });
  expect(averages.length).toBeGreaterThan(0);
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('article'),
    ).toHaveLength(3),
  );
  expect(await screen.findByText('Can it go in the washing machine?')).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'Open post 1: Sunday in linen' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  expect(await screen.findByText('Free tote bag')).toBeInTheDocument();
}

describe('a page whose widgets read what every visitor sees', () => {
  it('shows ratings, reviews, questions, the gallery and the tiers to a guest without a session', async () => {
    api.db.customer = null;
    seedGallery();
    const sessions = countRequests(server, '/session');
    renderEngagement(<PublicPage />, { identity: GUEST });
    await publicContentShows();
    expect(sessions.count).toBe(0);
  });

  it('opens exactly one session for a signed-in customer once a points badge is on the page', async () => {
    seedGallery();
    const sessions = countRequests(server, '/session');
    renderEngagement(
      <>
        <PublicPage />
        <PointsBadge />
      </>,
      { identity: SIGNED_CUSTOMER },
    );
    expect(await screen.findByText(/1,250/)).toBeInTheDocument();
    await publicContentShows();
    expect(sessions.count).toBe(1);
  });

  it('shows a guest’s badge as the program’s invitation without a session', async () => {
    api.db.customer = null;
    const sessions = countRequests(server, '/session');
    renderEngagement(<PointsBadge signInUrl="/account" />, { identity: GUEST });
    // One pill: join and sign in are in the drawer it opens.
    expect(await screen.findByRole('button', { name: /Earn rewards/ })).toBeInTheDocument();
    expect(sessions.count).toBe(0);
  });
});

describe('an action that needs a session opens it', () => {
  it('shows a guest the helpful count and a sign-in invitation, no toggle, opening no session (only customers vote)', async () => {
    api.db.customer = null;
    const sessions = countRequests(server, '/session');
    const votes = countRequests(server, '/voteForReview');
    const user = userEvent.setup();
    renderEngagement(<Reviews productId={1} now={now} signInUrl="/account" />, {
      identity: GUEST,
    });
    const [first] = await screen.findAllByRole('article');
    expect(within(first!).queryByRole('button', { name: /Helpful/ })).toBeNull();
    await user.click(within(first!).getByRole('link', { name: /sign in/i }));
    expect(sessions.count).toBe(0);
    expect(votes.count).toBe(0);
  });

  it('opens one session for a signed-in customer’s Helpful vote, then counts it', async () => {
    const sessions = countRequests(server, '/session');
    const user = userEvent.setup();
    renderEngagement(<Reviews productId={1} now={now} />, { identity: SIGNED_CUSTOMER });
    const [first] = await screen.findAllByRole('article');
    const helpful = within(first!).getByRole('button', { name: /Helpful/ });
    await waitFor(() => expect(helpful).not.toHaveAttribute('aria-disabled'));
    const before =
      api.db.reviews.find((r) => r.title === within(first!).getByRole('heading').textContent)
        ?.votes ?? 0;
    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(
        api.db.reviews.find((r) => r.title === within(first!).getByRole('heading').textContent)
          ?.votes,
      ).toBe(before + 1),
    );
    expect(sessions.count).toBe(1);
  });

  it('opens one session when a guest asks a question, then posts it as that guest', async () => {
    api.db.customer = null;
    const sessions = countRequests(server, '/session');
    const user = userEvent.setup();
    renderEngagement(<QuestionsAndAnswers productId={1} now={now} />, { identity: GUEST });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus(),
    );
    expect(sessions.count).toBe(0);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Does it shrink?');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit question' }));
    expect(await screen.findByText('Thank you! Your question is published.')).toBeInTheDocument();
    expect(api.db.questions[0]).toMatchObject({ body: 'Does it shrink?', customer: null });
    expect(sessions.count).toBe(1);
  });

  it('shows a guest’s heart empty without a session, and opens one when it is pressed', async () => {
    api.db.customer = null;
    api.db.wishlists = [];
    const sessions = countRequests(server, '/session');
    const user = userEvent.setup();
    renderEngagement(<WishlistButton productId={2} productTitle="Wool beanie" />, {
      identity: GUEST,
    });
    const heart = await screen.findByRole('button', { name: /wishlist/i, pressed: false });
    expect(sessions.count).toBe(0);
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(api.db.wishlists.flatMap((w) => w.items.map((i) => i.product.id))).toContain(2),
    );
    expect(sessions.count).toBe(1);
  });
});
