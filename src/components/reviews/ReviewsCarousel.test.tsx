import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { errorFor, FIXED_NOW } from '../../mocks/index.js';
import { storeSeed } from '../../testing/storeReviewsKit.js';
import { ReviewsCarousel } from './ReviewsCarousel.js';

configure({ asyncUtilTimeout: 4000 });

const { api, server } = setupEngagementServer(storeSeed);
const now = Date.parse(FIXED_NOW);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The slide on show (hidden slides are out of the accessibility tree). */
function shownSlide(): string | null {
  const slides = screen.queryAllByRole('group', { name: / of / });
  expect(slides.length).toBeLessThanOrEqual(1);
  return slides[0]?.getAttribute('aria-label') ?? null;
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function renderCarousel(props: Partial<Parameters<typeof ReviewsCarousel>[0]> = {}) {
  renderWithProvider(<ReviewsCarousel now={now} {...props} />);
  await screen.findByRole('group', { name: '1 of 8' });
}

describe('ReviewsCarousel', { timeout: 20_000 }, () => {
  it('shows one review at a time; Next and Previous move between them, round the end', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownSlide()).toBe('2 of 8');
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shownSlide()).toBe('8 of 8');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    screen.getByRole('button', { name: 'Next review' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownSlide()).toBe('3 of 8');
    await user.keyboard('{ArrowLeft}');
    expect(shownSlide()).toBe('2 of 8');
  });

  it('advances on its own while playing, and stays put once paused', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCarousel({ intervalMs: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shownSlide()).not.toBe('1 of 8');
    const at = shownSlide();
    // A click focuses the button, which pauses too: move focus away to see the button's effect.
    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    expect(screen.getByRole('button', { name: 'Play reviews' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(shownSlide()).toBe(at);
  });

  it('waits while the pointer is over it or focus is inside it', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCarousel({ intervalMs: 5000 });
    const body = screen.getByRole('region', { name: 'What our customers say' });
    fireEvent.mouseEnter(body);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(shownSlide()).toBe('1 of 8');
    fireEvent.mouseLeave(body);
    fireEvent.focus(screen.getByRole('button', { name: 'Next review' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(shownSlide()).toBe('1 of 8');
    fireEvent.blur(screen.getByRole('button', { name: 'Next review' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shownSlide()).toBe('2 of 8');
  });

  it('never advances on its own when the shopper prefers reduced motion', async () => {
    prefersReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderCarousel({ intervalMs: 5000 });
    expect(screen.getByRole('button', { name: 'Play reviews' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(shownSlide()).toBe('1 of 8');
  });

  it('links a product review to its product', async () => {
    await renderCarousel();
    expect(await screen.findByRole('link', { name: 'About Linen shirt' })).toHaveAttribute(
      'href',
      '/products/linen-shirt',
    );
  });

  it('names a store review as such, with no product link', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ReviewsCarousel now={now} scope="shop" />);
    // Store reviews only: four slides, no product links.
    const slide = await screen.findByRole('group', { name: '1 of 4' });
    expect(within(slide).getByText('Review of the store')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^About / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownSlide()).toBe('2 of 4');
  });

  it('says so when there is nothing to show, without controls', async () => {
    api.reset({ reviews: [] });
    renderWithProvider(<ReviewsCarousel now={now} />);
    expect(await screen.findByRole('heading', { name: 'No reviews to show yet.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next review' })).toBeNull();
  });

  it('offers a retry when the reviews cannot be read', async () => {
    server.use(errorFor('getReviews', 503, 'upstream_unavailable'));
    renderWithProvider(<ReviewsCarousel now={now} />);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
