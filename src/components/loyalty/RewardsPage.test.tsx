import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { makeVipStatus } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { RewardsPage } from './RewardsPage.js';

const { api } = setupMockServer();

describe('RewardsPage', () => {
  it('shows a guest how to join, earn and redeem, and the tiers with their entry rewards', async () => {
    api.reset({ customer: null });
    renderWithLoyalty(<RewardsPage joinUrl="/account/register" signInUrl="/account/login" />);
    const page = screen.getByRole('region', { name: 'Our rewards program' });
    expect(await within(page).findByText('Join our rewards program')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(await within(page).findByText('Follow us on Instagram')).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Ways to redeem' })).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();

    const tiers = await within(page).findByRole('list', { name: 'All tiers' });
    // The tiers are the list's own items (each may hold a list of its entry rewards).
    const [bronze, silver, gold] = [...tiers.children] as HTMLElement[];
    expect(within(bronze!).getByText('Where every member starts')).toBeInTheDocument();
    expect(silver).toHaveTextContent('Spend $500.00');
    expect(silver).toHaveTextContent('1.5× points');
    expect(silver).toHaveTextContent('On reaching this tier:$10.00 off coupon');
    expect(gold).toHaveTextContent('Free Wool Beanie');
  });

  it('shows a customer their balance, rewards, progress, the tiers and their referral link', async () => {
    renderWithLoyalty(<RewardsPage />);
    const page = screen.getByRole('region', { name: 'Our rewards program' });
    expect(await within(page).findByText('Your balance')).toBeInTheDocument();
    expect(within(page).getByText('1,250 points')).toBeInTheDocument();
    // The tier's progress (the balance card also draws bars to the next reward).
    expect(
      await within(page).findByRole('progressbar', { name: /^Progress to / }),
    ).toBeInTheDocument();
    const tiers = await within(page).findByRole('list', { name: 'All tiers' });
    const current = [...tiers.children].find((li) => li.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Bronze');
    expect(await within(page).findAllByRole('button', { name: /^Redeem “/ })).not.toHaveLength(0);
    expect(
      await within(page).findByDisplayValue('https://shop.example.com/r/ADA123'),
    ).toBeInTheDocument();
  });

  it('redeems from the page and shows the code', async () => {
    const user = userEvent.setup();
    renderWithLoyalty(<RewardsPage />);
    const redeem = await screen.findByRole('region', { name: 'Ways to redeem' });
    const buttons = await within(redeem).findAllByRole('button', { name: /^Redeem “/ });
    await user.click(buttons[0]!);
    await user.click(await within(redeem).findByRole('button', { name: 'Yes, redeem' }));
    expect(await within(redeem).findByText('Your reward is ready!')).toBeInTheDocument();
  });

  it('tells a customer the program excludes why, with no way to earn or redeem', async () => {
    api.db.customer!.isRewardProgramAvailable = false;
    renderWithLoyalty(<RewardsPage />);
    const page = screen.getByRole('region', { name: 'Our rewards program' });
    expect(
      await within(page).findByText('Your account is not part of our rewards program'),
    ).toBeInTheDocument();
    expect(await within(page).findByRole('list', { name: 'All tiers' })).toBeInTheDocument();
    expect(within(page).queryByRole('region', { name: 'Ways to earn' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('region', { name: 'Ways to redeem' })).not.toBeInTheDocument();
    expect(within(page).queryByText('Your balance')).not.toBeInTheDocument();
  });

  it('says when purchases do not move the account between tiers', async () => {
    api.db.customer!.isAllowedToEarnTier = false;
    api.db.vipStatus = makeVipStatus();
    renderWithLoyalty(<RewardsPage />);
    expect(
      await screen.findByText('Your account keeps its current tier: purchases do not move it up.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /^Progress to / })).not.toBeInTheDocument();
  });

  it('speaks the shopper language', async () => {
    renderWithLoyalty(<RewardsPage />, { locale: 'es', currency: 'EUR' });
    expect(
      await screen.findByRole('region', { name: 'Nuestro programa de recompensas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tu saldo')).toBeInTheDocument();
  });
});
