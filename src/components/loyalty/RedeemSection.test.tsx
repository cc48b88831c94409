import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type SpendingRule } from '../../api/index.js';
import { makeActiveReward, makeSpendingRule } from '../../mocks/index.js';
import { RedeemSection, type RedeemHandler } from './RedeemSection.js';

function ok<T>(data: T) {
  return { status: 'success' as const, data, error: null, refetch: vi.fn() };
}

const tenOff = makeSpendingRule({ id: 21, title: '$10 off', pointsPrice: 500 });
const flexible = makeSpendingRule({
  id: 22,
  title: 'Flexible discount',
  isFlexible: true,
  discountValue: 0.01,
  pointsPrice: 1,
  minSpendablePoints: 100,
  maxSpendablePoints: 5000,
});
const tote = makeSpendingRule({
  id: 24,
  title: 'Free tote bag',
  type: 'free_product',
  pointsPrice: 1000,
  minSpendablePoints: 1000,
  products: [
    {
      id: 9,
      title: 'Tote bag',
      handle: 'tote-bag',
      image: null,
      variants: [
        { id: 901, title: 'Natural', image: null },
        { id: 902, title: 'Black', image: null },
      ],
    },
  ],
});

function renderSection(rules: SpendingRule[], balance: number | null, onRedeem?: RedeemHandler) {
  return render(<RedeemSection query={ok(rules)} balance={balance} onRedeem={onRedeem} />);
}

describe('RedeemSection', () => {
  it('confirms, then shows the discount code and the new balance', async () => {
    const user = userEvent.setup();
    const onRedeem = vi.fn<RedeemHandler>().mockResolvedValue({
      reward: makeActiveReward({ reward: { discountCode: 'LK-SAVE10' } }),
    });
    renderSection([tenOff], 1250, onRedeem);
    await user.click(screen.getByRole('button', { name: 'Redeem “$10 off”' }));
    // The reward's title keeps its own direction (a <bdi>) inside the sentence.
    expect(
      screen.getByText(
        (_, el) => el?.textContent === 'Spend 500 points on “$10 off”?' && el.localName === 'p',
      ),
    ).toContainElement(screen.getByText('$10 off', { selector: 'bdi' }));
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByText('LK-SAVE10')).toBeInTheDocument();
    expect(screen.getByText('New balance: 750 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to cart (code LK-SAVE10)' })).toHaveAttribute(
      'href',
      '/discount/LK-SAVE10',
    );
    expect(onRedeem).toHaveBeenCalledWith({ ruleId: 21 });
  });

  it('says how many points are missing and offers no redeem button', () => {
    renderSection([tenOff], 320, vi.fn());
    expect(screen.getByText('180 points to go')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it('says it is checking, not that the store is unreachable, while the outcome is unknown', async () => {
    const user = userEvent.setup();
    const onRedeem = vi
      .fn<RedeemHandler>()
      .mockRejectedValueOnce(new ApiError(0, 'network_error', 'fetch failed'))
      .mockRejectedValueOnce(ApiError.of('upstream_unavailable'))
      .mockResolvedValue({ reward: makeActiveReward({ reward: { discountCode: 'LK-ONCE' } }) });
    renderSection([tenOff], 1250, onRedeem);
    await user.click(screen.getByRole('button', { name: 'Redeem “$10 off”' }));
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
      const alert = await screen.findByText(/We’re checking whether this went through/);
      expect(alert).toHaveAttribute('role', 'alert');
      expect(screen.queryByText(/could not reach the store/)).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByText('LK-ONCE')).toBeInTheDocument();
  });

  it('explains a refusal and lets the shopper go back without change', async () => {
    const user = userEvent.setup();
    const onRedeem = vi.fn<RedeemHandler>().mockRejectedValue(ApiError.of('insufficient_points'));
    renderSection([tenOff], 600, onRedeem);
    await user.click(screen.getByRole('button', { name: 'Redeem “$10 off”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have enough points for this reward yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Redeem “$10 off”' })).toBeInTheDocument();
  });

  it('keeps the flexible slider between the minimum and what the customer has', async () => {
    const user = userEvent.setup();
    const onRedeem = vi.fn<RedeemHandler>().mockResolvedValue({ reward: makeActiveReward() });
    renderSection([flexible], 1250, onRedeem);
    const slider = screen.getByRole('slider', { name: 'Points to spend' });
    expect(slider).toHaveAttribute('min', '100');
    expect(slider).toHaveAttribute('max', '1250');
    fireEvent.change(slider, { target: { value: '99999' } });
    expect(slider).toHaveValue('1250');
    expect(slider).toHaveAttribute('aria-valuetext', '1,250 points buy $12.50 off');
    fireEvent.change(slider, { target: { value: '400' } });
    await user.click(screen.getByRole('button', { name: 'Redeem “Flexible discount”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(onRedeem).toHaveBeenCalledWith({ ruleId: 22, pointsToSpend: 400 });
  });

  it('asks for a variant before redeeming a free product', async () => {
    const user = userEvent.setup();
    const onRedeem = vi.fn<RedeemHandler>().mockResolvedValue({ reward: makeActiveReward() });
    renderSection([tote], 1250, onRedeem);
    await user.click(screen.getByRole('button', { name: 'Redeem “Free tote bag”' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a variant first.');
    const group = screen.getByRole('group', { name: 'Choose a variant' });
    await user.click(within(group).getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Redeem “Free tote bag”' }));
    expect(screen.getByText('Variant: Black')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, redeem' }));
    expect(onRedeem).toHaveBeenCalledWith({ ruleId: 24, selectedVariantId: 902 });
  });

  it('shows guests the costs without redeem buttons', () => {
    renderSection([tenOff, flexible], null);
    expect(screen.getByText('500 points')).toBeInTheDocument();
    expect(screen.getByText('100 to 5,000 points')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a reward the account may not use', () => {
  it('says so whatever the balance, never “N points to go” first', () => {
    const shipping = makeSpendingRule({
      id: 30,
      title: 'Free shipping',
      type: 'free_shipping',
      pointsPrice: 300,
      isAllowed: false,
    });
    for (const balance of [100, 5000]) {
      const { unmount } = render(
        <RedeemSection query={ok([shipping])} balance={balance} onRedeem={vi.fn()} />,
      );
      expect(screen.getByText('Not available for your account')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});
