import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { CartNudge } from './CartNudge.js';

const { api } = setupMockServer();

describe('CartNudge', () => {
  it('says how much the balance takes off and opens the drawer to redeem', async () => {
    const user = userEvent.setup();
    renderWithLoyalty(<CartNudge />);
    expect(
      await screen.findByText('You have 1,250 points: up to $12.50 off this order'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my points' }));
    expect(await screen.findByRole('dialog', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('says how many points the first reward still needs', async () => {
    api.db.customer!.pointsBalance = 50;
    renderWithLoyalty(<CartNudge />);
    expect(
      await screen.findByText('You have 50 points: 50 more points to your first reward'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a guest to join', async () => {
    api.reset({ customer: null });
    renderWithLoyalty(<CartNudge joinUrl="/account/register" />);
    expect(await screen.findByText(/Members earn points on every order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/account/register',
    );
  });

  it('prompts nothing to a customer the program excludes', async () => {
    api.db.customer!.isRewardProgramAvailable = false;
    const { container } = renderWithLoyalty(<CartNudge />);
    await expect
      .poll(() => container.querySelector('.lk-cart-nudge')?.getAttribute('data-state'))
      .toBe('empty');
    expect(screen.queryByText(/You have/)).not.toBeInTheDocument();
  });
});
