import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { errorFor } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { PointsBadge } from './PointsBadge.js';

const { api, server } = setupMockServer();

describe('PointsBadge', () => {
  it('shows the balance and tier, and opens the rewards drawer', async () => {
    const user = userEvent.setup();
    renderWithLoyalty(<PointsBadge />);
    const badge = await screen.findByRole('button', { name: /1,250 points/ });
    expect(badge).toHaveTextContent('Bronze tier');
    await user.click(badge);
    const drawer = screen.getByRole('dialog', { name: 'Rewards' });
    expect(await within(drawer).findByText('Your balance')).toBeInTheDocument();
  });

  it('invites a guest to join or sign in, and shows them how to earn', async () => {
    api.reset({ customer: null });
    const user = userEvent.setup();
    renderWithLoyalty(<PointsBadge joinUrl="/account/register" signInUrl="/account/login" />);
    await user.click(await screen.findByRole('button', { name: /Earn rewards/ }));
    const drawer = screen.getByRole('dialog', { name: 'Rewards' });
    expect(within(drawer).getByText('Join our rewards program')).toBeInTheDocument();
    expect(await within(drawer).findByText('Follow us on Instagram')).toBeInTheDocument();
    expect(within(drawer).getByText('500 points')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  });

  it('says when the balance cannot load and retries', async () => {
    server.use(errorFor('getCustomer', 404, 'not_found', { once: true }));
    const user = userEvent.setup();
    renderWithLoyalty(<PointsBadge />);
    await user.click(await screen.findByRole('button', { name: /Rewards unavailable/ }));
    expect(await screen.findByRole('button', { name: /1,250 points/ })).toBeInTheDocument();
  });

  it('shows a placeholder that fits anyone while the store is busy (503 with Retry-After): no sign-in prompt, no fault', async () => {
    server.use(errorFor('getCustomer', 503, 'upstream_unavailable', { retryAfter: 0.01 }));
    renderWithLoyalty(<PointsBadge joinUrl="/account/register" signInUrl="/account/login" />);
    const badge = await screen.findByRole('button', { name: /Points in a moment/ });
    expect(badge.closest('.lk-points-badge')).toHaveAttribute('data-state', 'busy');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByText('Earn rewards')).not.toBeInTheDocument();
    expect(screen.queryByText('Rewards unavailable')).not.toBeInTheDocument();
  });

  it('formats the balance in the shopper language', async () => {
    api.db.customer!.pointsBalance = 12500;
    renderWithLoyalty(<PointsBadge />, { locale: 'es', currency: 'EUR' });
    const badge = await screen.findByRole('button', { name: /puntos/ });
    expect(badge).toHaveTextContent('12.500 puntos');
    expect(badge).toHaveTextContent('Nivel Bronze');
  });
});
