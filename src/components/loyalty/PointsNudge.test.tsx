import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { makeBoost } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { PointsNudge } from './PointsNudge.js';

const { api } = setupMockServer();

describe('PointsNudge', () => {
  it('says what a purchase at this price earns at the purchase rule’s rate', async () => {
    renderWithLoyalty(<PointsNudge price={28} />);
    expect(await screen.findByText('Earn 140 points with this purchase')).toBeInTheDocument();
  });

  it('counts the customer’s tier multiplier and an active boost, and says so', async () => {
    api.db.customer!.currentTier = { id: 2, title: 'Silver', achievedAt: '2025-01-10T10:00:00Z' };
    api.db.boost = makeBoost({ pointsMultiplier: 2 });
    renderWithLoyalty(<PointsNudge price={28} />);
    expect(await screen.findByText('Earn 420 points with this purchase')).toBeInTheDocument();
    expect(screen.getByText('Includes your Silver bonus (1.5×)')).toBeInTheDocument();
    expect(screen.getByText('Includes a 2× points boost')).toBeInTheDocument();
  });

  it('shows a guest the base rate with a link to sign in', async () => {
    api.reset({ customer: null });
    renderWithLoyalty(<PointsNudge price={28} signInUrl="/account/login" />);
    expect(await screen.findByText('Earn 140 points with this purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to earn them' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  });

  it('prompts nothing to a customer the program excludes', async () => {
    api.db.customer!.isRewardProgramAvailable = false;
    const { container } = renderWithLoyalty(<PointsNudge price={28} />);
    await expect
      .poll(() => container.querySelector('.lk-points-nudge')?.getAttribute('data-state'))
      .toBe('empty');
    expect(screen.queryByText(/Earn/)).not.toBeInTheDocument();
  });
});
