import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.js';
import { makeActivity, makeEarningRule, makePunchCard, makeReferral } from '../../mocks/index.js';
import { ActivitySection } from './ActivitySection.js';
import { BirthdaySection } from './BirthdaySection.js';
import { EarnSection } from './EarnSection.js';
import { PunchCardSection } from './PunchCardSection.js';
import { ReferralSection } from './ReferralSection.js';

function ok<T>(data: T) {
  return { status: 'success' as const, data, error: null, refetch: vi.fn() };
}

const follow = makeEarningRule({
  id: 13,
  title: 'Follow us on Instagram',
  type: 'custom_action',
  isSelfReportable: true,
  rewarding: { ...makeEarningRule().rewarding, pointsPerCurrencyUnit: undefined, points: 50 },
});

describe('EarnSection', () => {
  it('marks completed rules and lets a customer claim a self-reported action', async () => {
    const user = userEvent.setup();
    const onClaim = vi.fn().mockResolvedValue({ rewarded: true, pointsAwarded: 50 });
    const done = makeEarningRule({ title: 'Create an account', completed: true });
    render(<EarnSection query={ok([done, follow])} onClaim={onClaim} />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('5 points per $1.00 spent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim “Follow us on Instagram”' }));
    expect(await screen.findByText('Done! You earned 50 points.')).toBeInTheDocument();
    expect(onClaim).toHaveBeenCalledWith(follow);
  });

  it('offers guests no claim button', () => {
    render(<EarnSection query={ok([follow])} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the store’s link for an action first, and only then lets the customer claim it', async () => {
    const user = userEvent.setup();
    const onClaim = vi.fn().mockResolvedValue({ rewarded: true, pointsAwarded: 50 });
    const instagram = { ...follow, icon: 'instagram' };
    render(
      <EarnSection
        query={ok([instagram])}
        onClaim={onClaim}
        links={{ instagram: 'https://www.instagram.com/ourstore' }}
      />,
    );
    const link = screen.getByRole('link', { name: /^Follow us/ });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/ourstore');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/^Follow us\s*\(opens in a new tab\)$/);
    // No points for a follow not even started.
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Claim “Follow us on Instagram”' }));
    expect(await screen.findByText('Done! You earned 50 points.')).toBeInTheDocument();
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it('gives the birthday, review and newsletter rules their next step', async () => {
    const user = userEvent.setup();
    const onBirthday = vi.fn();
    const birthday = makeEarningRule({
      id: 3,
      title: 'Celebrate your birthday',
      type: 'birthday',
      icon: 'cake',
    });
    const review = makeEarningRule({
      id: 5,
      title: 'Leave a review',
      type: 'custom_action',
      icon: 'star',
    });
    const newsletter = makeEarningRule({
      id: 6,
      title: 'Subscribe',
      type: 'custom_action',
      icon: 'mail',
    });
    render(
      <EarnSection
        query={ok([birthday, review, newsletter])}
        links={{ star: '/collections/all', 6: '#newsletter' }}
        onBirthday={onBirthday}
      />,
    );
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#newsletter');
    await user.click(screen.getByRole('button', { name: 'Add your birthday' }));
    expect(onBirthday).toHaveBeenCalledOnce();
  });

  it('never links to a script the store’s settings would smuggle in', () => {
    const instagram = { ...follow, icon: 'instagram' };
    render(<EarnSection query={ok([instagram])} links={{ instagram: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a retry when the rules fail to load', async () => {
    const refetch = vi.fn();
    render(
      <EarnSection
        query={{ status: 'error', data: undefined, error: ApiError.of('rate_limited'), refetch }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('reserves space while loading', () => {
    render(
      <EarnSection query={{ status: 'pending', data: undefined, error: null, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole('region', { name: 'Ways to earn' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('ActivitySection', () => {
  it('lists signed points and loads more pages', async () => {
    const onLoadMore = vi.fn();
    const entries = [
      makeActivity({ points: 50 }),
      makeActivity({ note: 'Redeemed', points: -500 }),
    ];
    render(
      <ActivitySection
        query={ok({ entries, total: 12 })}
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByText('+50 points')).toBeInTheDocument();
    expect(screen.getByText('-500 points')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});

describe('ReferralSection', () => {
  it('offers the link to copy and e-mail, and lists masked referrals', () => {
    render(<ReferralSection link="https://shop.example.com/r/ADA" query={ok([makeReferral()])} />);
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      'https://shop.example.com/r/ADA',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toContain(
      encodeURIComponent('https://shop.example.com/r/ADA'),
    );
    expect(screen.getByText('g***@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('opens the share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ReferralSection link="https://shop.example.com/r/ADA" query={ok([])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://shop.example.com/r/ADA' }),
    );
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('BirthdaySection', () => {
  it('refuses a day that does not exist, then saves a real one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({});
    render(<BirthdaySection birthday={null} onSave={onSave} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Day' }), '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    await user.click(screen.getByRole('button', { name: 'Save birthday' }));
    expect(screen.getByRole('status')).toHaveTextContent('That day does not exist in that month.');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Day' }), '14');
    await user.click(screen.getByRole('button', { name: 'Save birthday' }));
    expect(onSave).toHaveBeenCalledWith({ day: 14, month: 2 });
    expect(await screen.findByText('Saved! We will celebrate on February 14.')).toBeInTheDocument();
  });

  it('says to ask the store when a birthday is already on file', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn()
      .mockRejectedValue(ApiError.of('birthday_already_set', 'already on file'));
    render(<BirthdaySection birthday={null} onSave={onSave} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Day' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'May');
    await user.click(screen.getByRole('button', { name: 'Save birthday' }));
    expect(
      await screen.findByText(
        'Your birthday is already on file. To change it, please contact the store.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('shows the birthday on file', () => {
    render(<BirthdaySection birthday="14-03" onSave={vi.fn()} />);
    expect(screen.getByText('Your birthday: March 14')).toBeInTheDocument();
  });
});

describe('PunchCardSection', () => {
  it('says how far the card is and what is waiting', () => {
    render(<PunchCardSection query={ok(makePunchCard({ availableTimes: 1 }))} />);
    expect(screen.getByText('3 of 5 orders')).toBeInTheDocument();
    expect(screen.getByText('You have 1 reward waiting!')).toBeInTheDocument();
  });
});
