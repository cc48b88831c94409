import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/index.js';
import { I18nProvider } from '../../i18n/index.js';
import { CopyButton } from './CopyButton.js';
import { Dialog } from './Dialog.js';
import { ErrorState } from './ErrorState.js';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open rewards</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Rewards">
        <button>Redeem</button>
      </Dialog>
    </>
  );
}

describe('ErrorState', () => {
  it('explains an API error by its code and offers a retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState error={ApiError.of('insufficient_points')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have enough points for this reward yet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says a network failure is one, in the shopper language', () => {
    render(
      <I18nProvider locale="fr" currency="EUR">
        <ErrorState error={new TypeError('Failed to fetch')} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de joindre la boutique');
  });

  it('says a failure to reach the proxy is a network problem', () => {
    render(<ErrorState error={new ApiError(0, 'network_error', 'Failed to fetch')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the store');
  });

  it('says the shopper is offline when the browser is', () => {
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ErrorState error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
    spy.mockRestore();
  });

  it('falls back on the status for unknown codes', () => {
    render(<ErrorState error={new ApiError(503, 'something_new')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The service is unavailable right now');
  });
});

describe('Dialog', () => {
  it('opens with a name, closes on Escape, and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open rewards' }));
    const dialog = screen.getByRole('dialog', { name: 'Rewards' });
    expect(dialog).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open rewards' })).toHaveFocus();
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open rewards' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('copies the value and announces it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<CopyButton value="SAVE-5" label="Copy code SAVE-5" />);
    await user.click(screen.getByRole('button', { name: 'Copy code SAVE-5' }));
    expect(writeText).toHaveBeenCalledWith('SAVE-5');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
  });

  it('says "Copied" on the button itself for a moment, then offers to copy again', async () => {
    // The clock moves only when told: on a busy machine, a clock that followed the real one
    // could pass the 2.5 s before the first look.
    vi.useFakeTimers();
    try {
      render(<CopyButton value="SAVE-5" label="Copy code SAVE-5" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy code SAVE-5' }));
      });
      expect(screen.getByRole('button')).toHaveTextContent('Copied to clipboard');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('button')).toHaveTextContent('Copied to clipboard');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByRole('button')).toHaveTextContent('Copy code SAVE-5');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton value="SAVE-5" />);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });
});
