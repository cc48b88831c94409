// A busy store, as a shopper sees it: the proxy answers a read it cannot serve within a second at
// once, 503 with Retry-After (server-proxy/upstream/scheduler.ts), and the widgets degrade: the
// points badge holds a placeholder that fits anyone, the reviews say they could not load and offer
// a retry, their automatic retries are spaced by Retry-After, and the rest of the page is whole.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { closeShoppers, newShopper, poll, shown, signInAs } from './probe.js';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await closeShoppers();
});

/** The proxy's fail-fast answer to a read the budget cannot serve in time. */
const BUSY = {
  status: 503,
  headers: {
    'content-type': 'application/problem+json',
    'cache-control': 'no-store',
    'retry-after': '1',
  },
  body: JSON.stringify({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    code: 'upstream_unavailable',
    detail: 'the store is busy; try again shortly',
  }),
};

/**
 * Answers every call to `path` as a busy store would until `end()`; `gaps()` says how long apart
 * the calls of each URL came (several widgets may read different pages of it).
 */
async function busy(page: Page, path: string) {
  const calls = new Map<string, number[]>();
  const match = (url: URL) => url.pathname.endsWith(path);
  await page.route(match, (route: Route) => {
    const url = route.request().url();
    calls.set(url, [...(calls.get(url) ?? []), Date.now()]);
    return route.fulfill(BUSY);
  });
  return {
    count: () => [...calls.values()].flat().length,
    gaps: () => [...calls.values()].flatMap((times) => times.slice(1).map((t, i) => t - times[i]!)),
    end: () => page.unroute(match),
  };
}

describe('a busy store', () => {
  it('a customer sees a placeholder badge and reviews that say they could not load, on an otherwise whole product page', async () => {
    const { page, errors } = await newShopper(browser, { width: 1280, height: 900 });
    await page.goto(new URL('/product.html?handle=wool-beanie', baseUrl).href);
    await signInAs(page, 'ana@demo.test');
    const customerCalls = await busy(page, '/v2/customers/getCustomer');
    const reviewCalls = await busy(page, '/v2/reviews/getReviews');
    await page.reload();

    // The badge: a visible placeholder, not a sign-in prompt, not a fault.
    const badge = page.locator('lk-points-badge .lk-points-badge').first();
    await poll(() => badge.getAttribute('data-state')).toBe('busy');
    const text = page.locator('lk-points-badge .lk-points-badge__points').first();
    expect(await text.innerText()).toBe('Points in a moment');
    const seen = await text.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        shown: box.width > 20 && box.height > 8,
        inView: box.top >= 0 && box.bottom <= innerHeight,
        visibility: style.visibility,
        opaque: Number(style.opacity) > 0.9,
      };
    });
    expect(seen).toEqual({ shown: true, inView: true, visibility: 'visible', opaque: true });
    expect(
      await page.locator('lk-points-badge').getByRole('link', { name: 'Sign in' }).count(),
    ).toBe(0);
    // Its retries waited for Retry-After (1 s) each.
    expect(customerCalls.count()).toBeGreaterThanOrEqual(2);
    expect(Math.min(...customerCalls.gaps())).toBeGreaterThanOrEqual(900);

    // The reviews: could not load, try again; spaced retries too.
    const reviews = page.locator('lk-reviews');
    await reviews.scrollIntoViewIfNeeded();
    const alert = reviews.getByRole('alert');
    await shown(alert);
    expect(await alert.innerText()).toMatch(/unavailable right now/);
    const retry = alert.getByRole('button', { name: 'Try again' });
    await shown(retry);
    expect(reviewCalls.gaps().length).toBeGreaterThan(0);
    expect(Math.min(...reviewCalls.gaps())).toBeGreaterThanOrEqual(900);

    // The rest of the page is whole: the rating summary, the questions, the heart.
    await shown(page.locator('lk-questions').getByRole('heading').first());
    await shown(page.locator('lk-star-rating').first().getByRole('img'));
    await shown(page.locator('lk-wishlist-button').first().getByRole('button'));

    // Once the store has room again, Try again shows the reviews.
    await reviewCalls.end();
    await retry.click();
    await poll(() => reviews.locator('.lk-review').count()).toBeGreaterThan(0);

    // The only console errors are the browser's notes of the refused calls.
    expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });
});
