import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import {
  boostSeed,
  guestSeed,
  mockStory,
  newCustomerSeed,
  richCustomerSeed,
  topTierSeed,
  withLoyalty,
} from '../../testing/loyaltyStoryKit.js';
import { box, overflowX, progressFill, progressValue } from '../../testing/progressMeasure.js';
import { RewardsDrawer, type RewardsDrawerProps } from './RewardsDrawer.js';

/** The drawer opened on first render, with a button to reopen it after closing. */
function OpenDrawer(props: Omit<RewardsDrawerProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(true);
  return (
    <div className="lk-widget">
      <button type="button" className="lk-button" onClick={() => setOpen(true)}>
        Open rewards
      </button>
      <RewardsDrawer {...props} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/** Room for every section to load on a busy machine. */
const SETTLED = { timeout: 8000 };

const meta = {
  title: 'Loyalty/RewardsDrawer',
  component: RewardsDrawer,
  // Opened at first; its own button reopens it after the shopper closes it.
  render: (args) => <OpenDrawer {...args} />,
  decorators: [withLoyalty],
  args: { open: true, onClose: fn(), joinUrl: '/account/register', signInUrl: '/account/login' },
  argTypes: {
    open: { control: false },
    onClose: { control: false },
    onApplyDiscount: { control: false },
    earnLinks: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RewardsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const everyRead = [
  'getCustomer',
  'getEarningRules',
  'getSpendingRules',
  'getVipTiers',
  'getCustomerVipStatus',
  'getActiveBoostCampaign',
  'getPunchCardProgress',
  'getCustomerActiveRewards',
  'getActivityHistory',
  'getReferralSessions',
] as const;

/**
 * A signed-in customer with the demo data: every bar is drawn as full as it says, each reward
 * and way to earn has its icon at one size, and nothing runs out of the drawer sideways.
 */
export const Customer: Story = {
  ...mockStory(),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('progressbar', { name: 'Next reward: Free tote bag' }, SETTLED);
    // The balance card's next reward, the tote bag's own bar and the tier meter, once all are in.
    const bars = await waitFor(() => {
      const all = canvas.getAllByRole('progressbar');
      if (all.length < 3) throw new Error(`${all.length} of 3 bars so far`);
      return all;
    }, SETTLED);
    // The way to the next tier is drawn once, in the VIP section.
    await expect(canvas.getAllByRole('progressbar', { name: /^Progress to / })).toHaveLength(1);
    for (const bar of bars) {
      await waitFor(() =>
        expect(Math.abs(progressFill(bar) - progressValue(bar))).toBeLessThan(0.01),
      );
    }
    // Four ways to earn and four rewards in the demo data, once both lists are in (they come
    // apart from the bars: counted at once on a busy machine, one list could still be loading).
    const icons = await waitFor(() => {
      const all = [...canvasElement.querySelectorAll('.lk-reward-icon')];
      if (all.length < 8) throw new Error(`${all.length} of 8 icons so far`);
      return all;
    }, SETTLED);
    await expect(icons).toHaveLength(8);
    for (const icon of icons) {
      await expect(box(icon)).toEqual({ width: 36, height: 36 });
      const glyph = icon.querySelector('svg');
      await expect(glyph && box(glyph).width).toBeGreaterThanOrEqual(16);
    }
    const drawer = canvasElement.querySelector('.lk-rewards-drawer')!;
    await expect(overflowX(drawer)).toBe(0);
  },
};

/** A guest: how to earn and redeem, the tiers, and a sign-in prompt. */
export const Guest: Story = { ...mockStory(guestSeed) };

/** Just joined: no points, every list empty, the birthday form. */
export const NewCustomer: Story = { ...mockStory(newCustomerSeed) };

/** Lots of points, rewards, history pages and referrals. */
export const RichCustomer: Story = { ...mockStory(richCustomerSeed), tags: ['visual-matrix'] };

/** At the top tier. */
export const TopTier: Story = { ...mockStory(topTierSeed) };

/** A points boost is running. */
export const BoostActive: Story = { ...mockStory(boostSeed) };

/** Every section waiting for data: skeletons hold the layout. */
export const Loading: Story = {
  ...mockStory({}, { overrides: everyRead.map((name) => loadingFor(name)) }),
};

/** Sections fail on their own, each with a retry. */
export const SectionErrors: Story = {
  ...mockStory(
    {},
    {
      overrides: [
        errorFor('getCustomer', 503, 'upstream_unavailable'),
        errorFor('getCustomerActiveRewards', 429, 'rate_limited'),
        errorFor('getSpendingRules', 500, 'internal_error'),
      ],
    },
  ),
};

/** The session cannot be opened. */
export const SessionError: Story = {
  ...mockStory({}, { overrides: [errorFor('session', 503, 'upstream_unavailable')] }),
};

/** French, in euros. */
export const French: Story = {
  ...mockStory(richCustomerSeed, { locale: 'fr', currency: 'EUR' }),
};

/** Spanish, in euros. */
export const Spanish: Story = {
  ...mockStory(richCustomerSeed, { locale: 'es', currency: 'EUR' }),
};

/** Arabic, right to left, in dirhams. */
export const Arabic: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ar', currency: 'AED' }),
  tags: ['visual-rtl'],
};

/** Japanese, in yen. */
export const Japanese: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ja', currency: 'JPY' }),
};

/** The redeem journey played out: confirm, then the created code with Copy and Apply. */
export const Redeemed: Story = {
  ...mockStory(),
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement);
    await userEvent.click(await drawer.findByRole('button', { name: 'Redeem “$10 off”' }, SETTLED));
    await userEvent.click(await drawer.findByRole('button', { name: 'Yes, redeem' }));
    // The redeem round trip through the mock worker can pass findBy's 1 s on a busy machine.
    await expect(await drawer.findByText('Your reward is ready!', {}, SETTLED)).toBeVisible();
  },
};

/** The store refuses the redemption: the reason shows and nothing changes. */
export const InsufficientPoints: Story = {
  ...mockStory({}, { overrides: [errorFor('redeem', 422, 'insufficient_points')] }),
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement);
    await userEvent.click(await drawer.findByRole('button', { name: 'Redeem “$10 off”' }, SETTLED));
    await userEvent.click(await drawer.findByRole('button', { name: 'Yes, redeem' }));
    await expect(
      await drawer.findByText('You do not have enough points for this reward yet.', {}, SETTLED),
    ).toBeVisible();
  },
};
