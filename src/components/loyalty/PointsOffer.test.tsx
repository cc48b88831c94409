import { QueryClient } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests, setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { WIDGET_EVENTS, type WidgetEventName } from '../../api/index.js';
import { MOCK_IDENTITY, MOCK_PROXY_URL, makeSpendingRule } from '../../mocks/index.js';
import { LoyaltyProvider } from '../../provider/LoyaltyProvider.js';
import { PointsOffer } from './PointsOffer.js';

configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupMockServer();

/** Every widget event that reaches the document, in order. */
const seen: { name: string; detail: unknown }[] = [];
const listen = (e: Event) => seen.push({ name: e.type, detail: (e as CustomEvent).detail });
const names = Object.keys(WIDGET_EVENTS) as WidgetEventName[];
for (const name of names) document.addEventListener(name, listen);
afterEach(() => {
  seen.length = 0;
});

// The mock customer has 1,250 points; a tote bag (product 9) is free for 2,000, and the flexible
// rule takes 1 cent off per point (100 to 5,000 points).
describe('PointsOffer', { timeout: 20_000 }, () => {
  it('offers the free product for its points, with the points still to go', async () => {
    renderWithProvider(<PointsOffer productId={9} variantId={902} price={30} />);
    expect(await screen.findByText('Yours for 2,000 points')).toBeInTheDocument();
    expect(screen.getByText('750 points to go')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it('redeems the reward that makes the item free: confirm, then its code to copy and apply', async () => {
    const user = userEvent.setup();
    renderWithProvider(<PointsOffer productId={5} variantId={51} price={12} />);
    await user.click(
      await screen.findByRole('button', { name: 'Redeem 1,200 points: Flexible discount' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Yours with your points' });
    expect(dialog).toHaveTextContent('1,200 points');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, redeem' }));
    expect(await within(dialog).findByText('Your reward is ready!')).toBeInTheDocument();
    expect(api.db.customer?.pointsBalance).toBe(50);
    const code = api.db.activeRewards[0]!.reward.discountCode;
    await user.click(within(dialog).getByRole('button', { name: `Copy code ${code}` }));
    expect(
      within(dialog).getByRole('link', { name: `Apply to cart (code ${code})` }),
    ).toHaveAttribute('href', `/discount/${code}`);
    const rewardId = api.db.activeRewards[0]!.id;
    expect(seen).toEqual([
      { name: 'lk:nudge-shown', detail: { nudge: 'offer', productId: 5, points: 1200 } },
      {
        name: 'lk:reward-redeemed',
        detail: { ruleId: 22, rewardId, points: 1200, rewardType: 'fixed_amount' },
      },
      { name: 'lk:code-copied', detail: { rewardId } },
    ]);
    for (const { name, detail } of seen)
      WIDGET_EVENTS[name as WidgetEventName].detail.parse(detail);
  });

  it('takes what it can off an item no reward makes free', async () => {
    api.db.spendingRules = [makeSpendingRule({ id: 31, title: '$10 off', pointsPrice: 500 })];
    renderWithProvider(<PointsOffer productId={5} price={40} />);
    expect(await screen.findByText('$10.00 off for 500 points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem 500 points: $10 off' })).toBeInTheDocument();
  });

  it('shows a guest nothing, and reads no rules for them', async () => {
    api.db.customer = null;
    const rules = countRequests(server, '/v2/rewards/getSpendingRules');
    const { container } = renderWithProvider(
      <PointsOffer productId={9} variantId={902} price={30} />,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(container).toHaveTextContent('');
    expect(rules.count).toBe(0);
  });

  it('shows nothing where no reward helps the item', async () => {
    api.db.spendingRules = [makeSpendingRule({ id: 23, type: 'free_shipping', pointsPrice: 10 })];
    const { container } = renderWithProvider(<PointsOffer productId={5} price={12} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(container).toHaveTextContent('');
    expect(seen).toEqual([]);
  });
});

describe('PointsOffer in the shopper’s currency', { timeout: 20_000 }, () => {
  /** The offer on a page in euros, the store's currency being dollars. */
  function renderInEuros(price: number, currencyRate?: number) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <LoyaltyProvider
        proxyUrl={MOCK_PROXY_URL}
        identity={MOCK_IDENTITY}
        queryClient={queryClient}
        locale="en"
        currency="USD"
        presentmentCurrency="EUR"
        {...(currencyRate && { currencyRate })}
      >
        <PointsOffer productId={5} variantId={51} price={price} />
      </LoyaltyProvider>,
    );
  }

  it('weighs the price in the store’s currency and says the amount off in the shopper’s', async () => {
    api.db.spendingRules = [makeSpendingRule({ id: 31, title: '$10 off', pointsPrice: 500 })];
    // €36.80 at 0.92 is $40: the $10 reward takes about €9.20 off.
    renderInEuros(36.8, 0.92);
    expect(await screen.findByText('about €9.20 off for 500 points')).toBeInTheDocument();
  });

  it('offers no money off without the rate (never a misleading number), a free product still', async () => {
    api.db.spendingRules = [
      makeSpendingRule({ id: 31, title: '$10 off', pointsPrice: 500 }),
      makeSpendingRule({
        id: 32,
        type: 'free_product',
        title: 'A free mug',
        pointsPrice: 900,
        productIds: [5],
      }),
    ];
    const { unmount } = renderInEuros(36.8);
    expect(await screen.findByText('Yours for 900 points')).toBeInTheDocument();
    unmount();
    api.db.spendingRules = [makeSpendingRule({ id: 31, title: '$10 off', pointsPrice: 500 })];
    const { container } = renderInEuros(36.8);
    await new Promise((r) => setTimeout(r, 300));
    expect(container).toHaveTextContent('');
  });
});
