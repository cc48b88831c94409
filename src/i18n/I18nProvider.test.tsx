import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, english, useI18n, type MessageKey, type MessageOverrides } from './index.js';

function Says({ k, count }: { k: MessageKey; count?: number }) {
  const { t, lang, dir } = useI18n();
  return (
    <p lang={lang} dir={dir}>
      {t(k, { count })}
    </p>
  );
}

/** A loader the test answers when it likes, as a slow network would. */
function deferred(messages: MessageOverrides) {
  let answer: () => void = () => undefined;
  const promise = new Promise<MessageOverrides>((resolve) => {
    answer = () => resolve(messages);
  });
  return { load: () => promise, answer };
}

afterEach(() => vi.restoreAllMocks());

describe('I18nProvider', () => {
  it('shows nothing until a catalog that loads later is in, then speaks it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const da = deferred({ 'common.retry': 'Prøv igen' });
    render(
      <I18nProvider locale="da-DK" currency="DKK" locales={{ da: da.load }}>
        <Says k="common.retry" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('paragraph')).toBeNull();
    await act(async () => da.answer());
    expect(await screen.findByText('Prøv igen')).toHaveAttribute('lang', 'da');
  });

  it('fills what a store locale lacks with English and names the missing keys once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nb: MessageOverrides = { 'common.retry': 'Opnieuw' };
    const { rerender } = render(
      <I18nProvider locale="nb" currency="NOK" locales={{ nb }}>
        <Says k="common.retry" />
        <Says k="common.close" />
      </I18nProvider>,
    );
    expect(screen.getByText('Opnieuw')).toBeInTheDocument();
    expect(screen.getByText(english['common.close'])).toBeInTheDocument();
    rerender(
      <I18nProvider locale="nb" currency="NOK" locales={{ nb }}>
        <Says k="common.close" />
      </I18nProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"nb" catalog has no text for \d+ message/);
    expect(warn.mock.calls[0]?.[0]).toMatch(/common\.close, /);
    expect(warn.mock.calls[0]?.[0]).not.toMatch(/common\.retry/);
  });

  it('shows English when a catalog cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider
        locale="fi"
        currency="EUR"
        locales={{ fi: () => Promise.reject(new Error('chunk failed')) }}
      >
        <Says k="common.retry" />
      </I18nProvider>,
    );
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/"fi" messages could not load/),
      expect.any(Error),
    );
  });

  it('takes the store wording for the shopper locale, its own tag first', () => {
    const messages = {
      fr: { 'common.retry': 'Recommencer', 'common.close': 'Fermer la fenêtre' },
      'fr-CA': { 'common.close': 'Fermer ça' },
      en: { 'common.retry': 'Reload' },
    };
    render(
      <I18nProvider locale="fr-CA" currency="CAD" messages={messages}>
        <Says k="common.retry" />
        <Says k="common.close" />
        <Says k="common.cancel" />
      </I18nProvider>,
    );
    expect(screen.getByText('Recommencer')).toBeInTheDocument();
    expect(screen.getByText('Fermer ça')).toBeInTheDocument();
    expect(screen.getByText('Annuler')).toBeInTheDocument();
  });

  it('gives a right-to-left language its direction', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <I18nProvider locale="fa-IR" currency="IRR" locales={{ fa: { 'common.retry': 'دوباره' } }}>
        <Says k="common.retry" />
      </I18nProvider>,
    );
    expect(screen.getByText('دوباره')).toHaveAttribute('dir', 'rtl');
  });
});
