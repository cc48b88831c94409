import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { errorFor, makeVipStatus } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { VipProgress } from './VipProgress.js';

const { api, server } = setupMockServer();

describe('VipProgress', () => {
  it('shows progress to the next tier with its perks', async () => {
    renderWithLoyalty(<VipProgress />);
    const bar = await screen.findByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar).toHaveAttribute('aria-valuetext', '$380.00 more to reach Silver');
    expect(await screen.findByText('Earn 1.5x points')).toBeInTheDocument();
  });

  it('handles the top tier', async () => {
    api.reset({
      vipStatus: makeVipStatus({
        currentTier: { id: 3, title: 'Gold', condition: { type: 'spent_amount', value: 1500 } },
        nextTier: null,
        currentProgressValue: 1800,
      }),
    });
    renderWithLoyalty(<VipProgress />);
    expect(await screen.findByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'You reached Gold, our top tier',
    );
  });

  it('asks a guest to sign in', async () => {
    api.reset({ customer: null });
    renderWithLoyalty(<VipProgress signInUrl="/account/login" />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports a failure with a retry', async () => {
    server.use(errorFor('getCustomerVipStatus', 404, 'not_found'));
    renderWithLoyalty(<VipProgress />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderWithLoyalty(<VipProgress />, { locale: 'fr', currency: 'EUR' });
    const bar = await screen.findByRole('progressbar', { name: 'Progression vers Silver' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^Encore 380,00\s€ pour atteindre Silver$/);
  });
});
