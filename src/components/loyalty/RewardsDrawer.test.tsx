import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { errorFor, makeActivity } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { RewardsDrawer, type RewardsDrawerProps } from './RewardsDrawer.js';

const { api, server } = setupMockServer();

function Harness(props: Partial<RewardsDrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open rewards
      </button>
      <RewardsDrawer open={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}

async function openDrawer(props: Partial<RewardsDrawerProps> = {}) {
  const user = userEvent.setup();
  renderWithLoyalty(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open rewards' }));
  const drawer = screen.getByRole('dialog', { name: 'Rewards' });
  await within(drawer).findByText('1,250 points');
  return { user, drawer };
}

// Journeys click through several round trips: room for a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describe('RewardsDrawer', () => {
  it('redeems a reward: shows its code and the new balance', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'Redeem “$10 off”' }));
    await user.click(within(drawer).getByRole('button', { name: 'Yes, redeem' }));
    expect(await within(drawer).findByText('Your reward is ready!')).toBeInTheDocument();
    expect(within(drawer).getAllByText('LK-21-2').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('New balance: 750 points')).toBeInTheDocument();
    expect(await within(drawer).findByText('750 points')).toBeInTheDocument();
    expect(api.db.customer?.pointsBalance).toBe(750);
  });

  it('applies the new code through the store callback', async () => {
    const onApplyDiscount = vi.fn();
    const { user, drawer } = await openDrawer({ onApplyDiscount });
    await user.click(await within(drawer).findByRole('button', { name: 'Redeem “$10 off”' }));
    await user.click(within(drawer).getByRole('button', { name: 'Yes, redeem' }));
    const result = (await within(drawer).findByText('Your reward is ready!')).parentElement!;
    await user.click(within(result).getByRole('button', { name: 'Apply to cart (code LK-21-2)' }));
    expect(onApplyDiscount).toHaveBeenCalledWith('LK-21-2');
  });

  it('explains insufficient points and changes nothing', async () => {
    server.use(errorFor('redeem', 422, 'insufficient_points'));
    const { user, drawer } = await openDrawer();
    const redeem = await within(drawer).findByRole('region', { name: 'Ways to redeem' });
    // Each unaffordable reward shows how far it is, as a bar (and the balance card the nearest).
    expect(
      await within(redeem).findByRole('progressbar', { name: '750 points to go' }),
    ).toHaveAttribute('aria-valuenow', '1250');
    expect(
      await within(drawer).findByRole('progressbar', { name: 'Next reward: Free tote bag' }),
    ).toHaveAttribute('aria-valuetext', '750 points to go');
    await user.click(await within(drawer).findByRole('button', { name: 'Redeem “$10 off”' }));
    await user.click(within(drawer).getByRole('button', { name: 'Yes, redeem' }));
    expect(
      await within(drawer).findByText('You do not have enough points for this reward yet.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('1,250 points')).toBeInTheDocument();
    expect(api.db.customer?.pointsBalance).toBe(1250);
    expect(api.db.activeRewards).toHaveLength(1);
  });

  it('bounds the flexible slider by the rule and the balance', async () => {
    const { drawer } = await openDrawer();
    const slider = await within(drawer).findByRole('slider', { name: 'Points to spend' });
    expect(slider).toHaveAttribute('min', '100');
    expect(slider).toHaveAttribute('max', '1250');
    expect(slider).toHaveAttribute('aria-valuetext', '100 points buy $1.00 off');
  });

  it('needs a variant before redeeming a free product', async () => {
    api.db.customer!.pointsBalance = 3000;
    const user = userEvent.setup();
    renderWithLoyalty(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open rewards' }));
    const drawer = screen.getByRole('dialog', { name: 'Rewards' });
    await user.click(await within(drawer).findByRole('button', { name: 'Redeem “Free tote bag”' }));
    expect(within(drawer).getByText('Choose a variant first.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: 'Natural' }));
    await user.click(within(drawer).getByRole('button', { name: 'Redeem “Free tote bag”' }));
    await user.click(within(drawer).getByRole('button', { name: 'Yes, redeem' }));
    expect(await within(drawer).findByText('Your reward is ready!')).toBeInTheDocument();
    expect(api.db.activeRewards[0]?.reward.variantId).toBe(901);
  });

  it('claims a self-reportable action and marks it done', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(
      await within(drawer).findByRole('button', { name: 'Claim “Follow us on Instagram”' }),
    );
    expect(await within(drawer).findByText('Done! You earned 50 points.')).toBeInTheDocument();
    expect(await within(drawer).findByText('1,300 points')).toBeInTheDocument();
  });

  it('lists active rewards, history, tiers and referrals', async () => {
    const { drawer } = await openDrawer();
    const rewards = await within(drawer).findByRole('region', { name: 'Your rewards' });
    expect(await within(rewards).findByText('LK-10OFF-ABCD')).toBeInTheDocument();
    const history = within(drawer).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('+50 points')).toBeInTheDocument();
    const vip = within(drawer).getByRole('region', { name: 'VIP status' });
    expect(await within(vip).findByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '$380.00 more to reach Silver',
    );
    expect(within(vip).getByText('Earn 2x points, free shipping')).toBeInTheDocument();
    // The way to the next tier is shown once in the drawer: here, not again in the balance card.
    expect(within(drawer).getAllByRole('progressbar', { name: /^Progress to / })).toHaveLength(1);
    const referrals = within(drawer).getByRole('region', { name: 'Refer a friend' });
    expect(await within(referrals).findByText('g***@example.com')).toBeInTheDocument();
  });

  it('pages through the history with Load more', async () => {
    api.reset({
      activity: Array.from({ length: 24 }, (_, i) =>
        makeActivity({ id: 500 + i, note: `Order #${2000 + i}` }),
      ),
    });
    const { user, drawer } = await openDrawer();
    const history = within(drawer).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Showing 10 of 24')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('Showing 20 of 24')).toBeInTheDocument();
    expect(within(history).getByText('Order #2019')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('Showing 24 of 24')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an error with retry when a section fails', async () => {
    server.use(errorFor('getCustomerActiveRewards', 404, 'not_found', { once: true }));
    const { user, drawer } = await openDrawer();
    const rewards = await within(drawer).findByRole('region', { name: 'Your rewards' });
    await user.click(await within(rewards).findByRole('button', { name: 'Try again' }));
    expect(await within(rewards).findByText('LK-10OFF-ABCD')).toBeInTheDocument();
  });

  it('says when there are no rewards or history yet', async () => {
    api.reset({ activeRewards: [], activity: [] });
    const { drawer } = await openDrawer();
    expect(
      await within(drawer).findByText('You have no rewards to use yet. Redeem points to get one.'),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('No activity yet.')).toBeInTheDocument();
  });

  it('works by keyboard alone and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderWithLoyalty(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open rewards' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Rewards' });
    const redeem = await within(drawer).findByRole('button', { name: 'Redeem “$10 off”' });
    for (let i = 0; i < 40 && document.activeElement !== redeem; i++) await user.tab();
    expect(redeem).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(drawer).getByRole('heading', { name: 'Confirm your reward' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Yes, redeem' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await within(drawer).findByRole('heading', { name: 'Your reward is ready!' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open rewards' })).toHaveFocus();
  });

  it('says so when the shopper is offline', async () => {
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { drawer } = await openDrawer();
    expect(within(drawer).getAllByText(/You are offline/).length).toBeGreaterThan(0);
    spy.mockRestore();
  });
});
