import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { WIDGET_EVENTS, type WidgetEvent } from '../../api/index.js';
import { makeEarningRule, makeVipTier } from '../../mocks/index.js';
import { ReviewForm } from './ReviewForm.js';

configure({ asyncUtilTimeout: 4000 });

const { api } = setupMockServer();
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, name.length])], name, { type: 'image/jpeg' });

/** The store pays 100 points for a published review and 50 more for one with a photo. */
function rewardReviews() {
  const pays = (id: number, type: string, points: number) =>
    makeEarningRule({
      id,
      type,
      rewarding: { ...makeEarningRule().rewarding, points, pointsPerCurrencyUnit: undefined },
    });
  api.db.earningRules.push(pays(21, 'product_review', 100), pays(22, 'photo_review', 50));
}

/** The signed-in customer is Gold: 1.5× points. */
function goldCustomer() {
  api.db.tiers = [makeVipTier({ id: 3, title: 'Gold', pointsMultiplier: 1.5 })];
  api.db.customer = {
    ...api.db.customer!,
    currentTier: { ...api.db.customer!.currentTier, id: 3 },
  };
}

async function fillValidReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '5 stars' }));
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Warm and soft.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('ReviewForm: points where the shopper acts', { timeout: 20_000 }, () => {
  it('tells a customer what the review earns and its photo bonus, their tier included', async () => {
    rewardReviews();
    goldCustomer();
    renderWithProvider(<ReviewForm productId={1} />);
    const line = await screen.findByText('Earn 150 points for your review');
    expect(line.closest('p')).toHaveTextContent('75 more points with a photo');
  });

  it('says what the published review earned once the balance shows it', async () => {
    rewardReviews();
    goldCustomer();
    const before = api.db.customer!.pointsBalance;
    const user = userEvent.setup();
    renderWithProvider(<ReviewForm productId={1} />);
    await fillValidReview(user);
    await user.upload(screen.getByLabelText('Add photos'), jpeg('a.jpg'));
    await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('You earned 225 points.')).toBeInTheDocument();
    expect(api.db.customer!.pointsBalance).toBe(before + 225);
  });

  it('invites a guest to sign in to earn the points, and says nothing of a bonus', async () => {
    rewardReviews();
    api.db.customer = null;
    renderWithProvider(<ReviewForm productId={1} signInUrl="/account/login" />);
    const link = await screen.findByRole('link', {
      name: 'Sign in to earn 100 points for your review',
    });
    expect(link).toHaveAttribute('href', '/account/login');
    expect(screen.queryByText(/with a photo/)).not.toBeInTheDocument();
  });

  it('says nothing about points where no rule rewards reviews', async () => {
    renderWithProvider(<ReviewForm productId={1} />);
    await screen.findByRole('button', { name: 'Submit review' });
    expect(screen.queryByText(/points/)).not.toBeInTheDocument();
  });

  it('dispatches lk:review-submitted and lk:review-photo-added with ids only, and tells onEvent', async () => {
    const told: WidgetEvent[] = [];
    const seen: { name: string; detail: unknown }[] = [];
    const listen = (e: Event) => seen.push({ name: e.type, detail: (e as CustomEvent).detail });
    document.addEventListener('lk:review-submitted', listen);
    document.addEventListener('lk:review-photo-added', listen);
    try {
      const user = userEvent.setup();
      renderWithProvider(<ReviewForm productId={7} />, { onEvent: (e) => told.push(e) });
      await fillValidReview(user);
      await user.upload(screen.getByLabelText('Add photos'), jpeg('a.jpg'));
      await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' });
      await user.click(screen.getByRole('button', { name: 'Submit review' }));
      await screen.findByText('Thank you! Your review is published.');
      const review = api.db.reviews[0]!;
      expect(seen).toEqual([
        { name: 'lk:review-photo-added', detail: { productId: 7, photos: 1 } },
        {
          name: 'lk:review-submitted',
          detail: { productId: 7, reviewId: review.id, rating: 5, photos: 1, published: true },
        },
      ]);
      expect(told.map((e) => e.name)).toEqual(['lk:review-photo-added', 'lk:review-submitted']);
      for (const event of told) WIDGET_EVENTS[event.name].detail.parse(event.detail);
    } finally {
      document.removeEventListener('lk:review-submitted', listen);
      document.removeEventListener('lk:review-photo-added', listen);
    }
  });
});
