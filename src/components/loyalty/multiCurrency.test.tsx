// A store that sells in USD to a shopper who sees yen or euros (Shopify Markets): every amount
// the widgets show comes from the API in dollars and must reach the shopper in their currency,
// converted at the page's rate and said to be approximate; points are counted from the dollar
// price. Each number below is worked out by hand from the fixtures.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../../../test/helpers/mockServer.js';
import { makeActiveReward } from '../../mocks/index.js';
import { renderWithLoyalty } from '../../testing/loyaltyTestUtils.js';
import { CartNudge } from './CartNudge.js';
import { PointsNudge } from './PointsNudge.js';
import { RewardsDrawer } from './RewardsDrawer.js';

const { api } = setupMockServer();
vi.setConfig({ testTimeout: 20_000 });

/** Yen and euros over a dollar store, at the rates Shopify would give (`Shopify.currency.rate`). */
const CASES = [
  {
    currency: 'JPY',
    rate: 150,
    price: 4200, // the shopper's price of a $28 product
    perDollar: '¥150',
    tenOff: '¥1,500',
    fiftyMinimum: '¥7,500',
    silverSpend: '¥75,000',
    goldSpend: '¥225,000',
    toSilver: '¥57,000', // $380 left of $500
    cartOff: '¥1,875', // the flexible rule at 1,250 points: $12.50
  },
  {
    currency: 'EUR',
    rate: 0.92,
    price: 25.76,
    perDollar: '€0.92',
    tenOff: '€9.20',
    fiftyMinimum: '€46.00',
    silverSpend: '€460.00',
    goldSpend: '€1,380.00',
    toSilver: '€349.60',
    cartOff: '€11.50',
  },
] as const;

function Drawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open rewards
      </button>
      <RewardsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe.each(CASES)('a USD store shown in $currency', (c) => {
  const options = { currency: 'USD', presentmentCurrency: c.currency, currencyRate: c.rate };

  it('counts the product page’s points from the dollar price, and says they are approximate', async () => {
    // 5 points per $1: the shopper's price is $28, so 140 points, not 140 × the rate.
    renderWithLoyalty(<PointsNudge price={c.price} />, options);
    expect(await screen.findByText('Earn about 140 points with this purchase')).toBeInTheDocument();
  });

  it('shows every amount of the drawer in the shopper’s currency, marked about', async () => {
    api.db.activeRewards = [
      makeActiveReward({ id: 31 }),
      makeActiveReward({ id: 32, reward: { discountCode: 'LK-MIN50', minimumOrderAmount: 50 } }),
    ];
    const user = userEvent.setup();
    renderWithLoyalty(<Drawer />, options);
    await user.click(screen.getByRole('button', { name: 'Open rewards' }));
    const drawer = screen.getByRole('dialog', { name: 'Rewards' });
    await within(drawer).findByText('1,250 points');

    // Ways to earn: every rule of the fixtures pays per dollar spent.
    expect(
      await within(drawer).findAllByText(`5 points per about ${c.perDollar} spent`),
    ).toHaveLength(api.db.earningRules.length);
    // Ways to redeem: the $10 reward's worth (its title is the store's own text).
    const redeem = within(drawer).getByRole('region', { name: 'Ways to redeem' });
    const tenOff = within(redeem).getByRole('heading', { name: '$10 off', level: 4 });
    expect(within(tenOff.closest('li')!).getByText(`Worth about ${c.tenOff}`)).toBeInTheDocument();
    // The flexible rule's slider: a point buys a cent; 100 points $1, 1,250 points $12.50.
    const slider = within(redeem).getByRole('slider', { name: 'Points to spend' });
    expect(slider).toHaveAttribute('aria-valuetext', `100 points buy about ${c.perDollar} off`);
    fireEvent.change(slider, { target: { value: '1250' } });
    expect(slider).toHaveAttribute('aria-valuetext', `1,250 points buy about ${c.cartOff} off`);
    expect(within(redeem).getByText(`1,250 points buy about ${c.cartOff} off`)).toBeInTheDocument();
    // Your rewards: what each $10 code is worth, and a minimum order.
    const rewards = within(drawer).getByRole('region', { name: 'Your rewards' });
    expect(within(rewards).getAllByText(`Worth about ${c.tenOff}`)).toHaveLength(2);
    expect(within(rewards).getByText(`On orders over about ${c.fiftyMinimum}`)).toBeInTheDocument();
    // VIP: progress and every tier's threshold and entry reward.
    expect(
      await within(drawer).findByText(`about ${c.toSilver} more to reach Silver`),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(`Spend about ${c.silverSpend}`)).toBeInTheDocument();
    expect(within(drawer).getByText(`Spend about ${c.goldSpend}`)).toBeInTheDocument();
    // No dollar amount is formatted by the widgets (only the store's own titles carry one).
    const formatted = [...drawer.querySelectorAll('p, span, output, li')]
      .map((el) => el.textContent ?? '')
      .filter((text) => /\$\d/.test(text) && !text.includes('$10 off'));
    expect(formatted).toEqual([]);
  });

  it('tells the cart what the points are worth in the shopper’s currency', async () => {
    renderWithLoyalty(<CartNudge />, options);
    expect(
      await screen.findByText(`You have 1,250 points: up to about ${c.cartOff} off this order`),
    ).toBeInTheDocument();
  });
});

describe('a page that names the shopper’s currency without its rate', () => {
  it('keeps the store’s amounts in dollars, unconverted, and shows no points estimate', async () => {
    const { container } = renderWithLoyalty(<PointsNudge price={4200} />, {
      presentmentCurrency: 'JPY',
    });
    await expect
      .poll(() => container.querySelector('.lk-points-nudge')?.getAttribute('data-state'))
      .toBe('empty');
    renderWithLoyalty(<CartNudge />, { presentmentCurrency: 'JPY' });
    expect(
      await screen.findByText('You have 1,250 points: up to $12.50 off this order'),
    ).toBeInTheDocument();
  });

  it('says nothing is approximate where the shopper pays in the store’s currency', async () => {
    renderWithLoyalty(<PointsNudge price={28} />, { presentmentCurrency: 'USD', currencyRate: 1 });
    expect(await screen.findByText('Earn 140 points with this purchase')).toBeInTheDocument();
  });
});
