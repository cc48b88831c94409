import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PointsBadgeView } from './PointsBadgeView.js';

describe('PointsBadgeView', () => {
  it('shows the balance and tier and opens the drawer', async () => {
    const onOpen = vi.fn();
    render(
      <PointsBadgeView
        state={{ status: 'customer', balance: 4200, tier: 'Gold' }}
        onOpen={onOpen}
      />,
    );
    const button = screen.getByRole('button', { name: /4,200 points/ });
    expect(button).toHaveTextContent('Gold tier');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('formats the balance for the locale', () => {
    render(
      <I18nProvider locale="fr" currency="EUR">
        <PointsBadgeView
          state={{ status: 'customer', balance: 4200, tier: null }}
          onOpen={vi.fn()}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: /Récompenses/ }).textContent).toMatch(
      /4\s200 points/,
    );
  });

  it('invites a guest to earn rewards in one pill: joining and signing in are in the drawer', () => {
    render(<PointsBadgeView state={{ status: 'guest' }} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Earn rewards/ })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is busy while loading, with a name for screen readers', () => {
    render(<PointsBadgeView state={{ status: 'loading' }} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Loading your rewards/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('retries from the error state', async () => {
    const onRetry = vi.fn();
    render(<PointsBadgeView state={{ status: 'error', onRetry }} onOpen={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Rewards unavailable/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
