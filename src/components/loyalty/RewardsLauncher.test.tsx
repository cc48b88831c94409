import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { errorFor } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { PointsBadge } from './PointsBadge.js';
import { RewardsLauncher } from './RewardsLauncher.js';

const { api, server } = setupMockServer();

describe('RewardsLauncher', () => {
  it('shows the balance and opens the rewards drawer, then gives focus back', async () => {
    const user = userEvent.setup();
    renderWithLoyalty(<RewardsLauncher />);
    const launcher = await screen.findByRole('button', { name: 'Rewards: 1,250 points' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(launcher);
    const drawer = await screen.findByRole('dialog', { name: 'Rewards' });
    expect(await within(drawer).findByText('Your balance')).toBeInTheDocument();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('invites a guest to join and earn, and the drawer shows how', async () => {
    api.reset({ customer: null });
    const user = userEvent.setup();
    renderWithLoyalty(<RewardsLauncher signInUrl="/account/login" />);
    await user.click(await screen.findByRole('button', { name: 'Rewards: Join & earn' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rewards' });
    expect(await within(drawer).findByText('Join our rewards program')).toBeInTheDocument();
  });

  it('sits in the corner and at the offsets it is given', async () => {
    renderWithLoyalty(<RewardsLauncher side="left" offsetX={24} offsetY="6rem" />);
    const launcher = await screen.findByRole('button', { name: /1,250 points/ });
    const root = launcher.closest('.lk-launcher') as HTMLElement;
    expect(root).toHaveAttribute('data-side', 'left');
    expect(root.style.getPropertyValue('--lk-launcher-offset-x')).toBe('24px');
    expect(root.style.getPropertyValue('--lk-launcher-offset-y')).toBe('6rem');
  });

  it('hides on the paths it is told to', async () => {
    renderWithLoyalty(
      <>
        <RewardsLauncher path="/checkouts/c/1" hideOn={['/cart', '/checkouts/*']} />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing to a customer the program excludes', async () => {
    api.db.customer!.isRewardProgramAvailable = false;
    renderWithLoyalty(
      <>
        <RewardsLauncher />
        <PointsBadge />
      </>,
    );
    // The badge beside it shows the same profile has arrived; the launcher stays away.
    await screen.findByRole('button', { name: /1,250 points/ });
    expect(screen.queryByRole('button', { name: /^Rewards:/ })).not.toBeInTheDocument();
  });

  it('still opens the drawer, which explains and retries, when the balance fails', async () => {
    server.use(errorFor('getCustomer', 404, 'not_found', { once: true }));
    const user = userEvent.setup();
    renderWithLoyalty(<RewardsLauncher />);
    await user.click(await screen.findByRole('button', { name: 'Rewards' }));
    expect(await screen.findByRole('dialog', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('speaks the shopper language', async () => {
    api.db.customer!.pointsBalance = 12500;
    renderWithLoyalty(<RewardsLauncher />, { locale: 'fr', currency: 'EUR' });
    expect(
      await screen.findByRole('button', { name: /Récompenses\s?: 12\s500 points/ }),
    ).toBeInTheDocument();
  });
});
