import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { makeVipStatus, makeVipTier } from '../../mocks/index.js';
import { VipProgressMeter } from './VipProgressMeter.js';

describe('VipProgressMeter', () => {
  it('says how much more to spend to reach the next tier', () => {
    render(<VipProgressMeter status={makeVipStatus({ currentProgressValue: 460 })} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar).toHaveAttribute('aria-valuenow', '460');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveAttribute('aria-valuetext', '$40.00 more to reach Silver');
  });

  it('counts orders when the next tier asks for purchases', () => {
    const status = makeVipStatus({
      nextTier: { id: 3, title: 'Gold', condition: { type: 'purchases_made', value: 10 } },
      currentProgressValue: 7,
    });
    render(<VipProgressMeter status={status} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '3 more orders to reach Gold',
    );
  });

  it('clamps progress beyond the next tier and never says a negative amount', () => {
    render(<VipProgressMeter status={makeVipStatus({ currentProgressValue: 900 })} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '500');
    expect(bar).toHaveAttribute('aria-valuetext', '$0.00 more to reach Silver');
  });

  it('celebrates the top tier and lists its perks', () => {
    const status = makeVipStatus({
      currentTier: { id: 3, title: 'Gold', condition: { type: 'spent_amount', value: 1500 } },
      nextTier: null,
      currentProgressValue: 2000,
    });
    const tiers = [makeVipTier({ id: 3, title: 'Gold', perks: 'Free shipping' })];
    render(<VipProgressMeter status={status} tiers={tiers} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'You reached Gold, our top tier',
    );
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
  });

  it('speaks French with euros', () => {
    render(
      <I18nProvider locale="fr" currency="EUR">
        <VipProgressMeter status={makeVipStatus({ currentProgressValue: 460 })} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(
      /^Encore 40,00\s€ pour atteindre Silver$/,
    );
  });
});
