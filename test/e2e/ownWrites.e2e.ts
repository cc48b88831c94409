// A shopper's own write shows at once, everywhere on the page: the demo storefront in Chromium
// on the real stack. The browser keeps public reads (`max-age=15, stale-while-revalidate=600`),
// so each journey reads the page first (the browser now holds its answers), then writes, then
// gives the page one second to show the write in the list, the summary and the star badge.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { allWidgetsReady, closeShoppers, newShopper, poll, shown, signInAs } from './probe.js';

const baseUrl = inject('baseUrl');
/** How soon the shopper's own write must show. */
const AT_ONCE = { timeout: 1_000, interval: 50 };

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

/** What the product page says about its reviews, widget by widget. */
async function reviewCounts(page: Page) {
  const text = async (locator: Locator) =>
    (await locator.count()) ? (await locator.first().innerText()).replace(/\s+/g, ' ') : '';
  const reviews = page.locator('lk-reviews');
  return {
    badge: await text(page.locator('lk-star-rating .lk-rating-badge__count')),
    summary: await text(reviews.locator('.lk-review-summary__count')),
    list: await text(reviews.locator('.lk-reviews__status')),
  };
}

/** The counts each widget shows for `n` reviews, all of them on the list's first page. */
const countsOf = (n: number) => ({
  badge: n === 0 ? 'No reviews' : `(${n})`,
  summary: n === 0 ? '' : `Based on ${n} review${n === 1 ? '' : 's'}`,
  list: n === 0 ? '' : `Showing ${Math.min(n, 10)} of ${n}`,
});

/** Opens the product page and waits until every widget has its data (the browser keeps it). */
async function openProduct(page: Page, handle: string) {
  await page.goto(new URL(`/product.html?handle=${handle}`, baseUrl).href);
  await allWidgetsReady(page);
}

/** Writes a five-star review through the reviews block (a guest gives name and e-mail). */
async function writeReview(page: Page, title: string, guest?: { name: string; email: string }) {
  const block = page.locator('lk-reviews');
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', { name: 'Write a review' }).click();
  const form = block.getByRole('region', { name: 'Write a review' });
  await shown(form);
  const rating = form.getByRole('radiogroup', { name: 'Your rating' });
  await rating.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await form.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Your review' })
    .fill('Warm, soft and it kept its shape after a whole winter of wear.');
  if (guest) {
    await form.getByRole('textbox', { name: 'Your name' }).fill(guest.name);
    await form.getByRole('textbox', { name: 'Your e-mail' }).fill(guest.email);
  }
  const consent = form.getByRole('checkbox', {
    name: 'I agree that my review may be published on this store.',
  });
  if (await consent.count()) await consent.check();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await shown(form.getByRole('status').filter({ hasText: 'Thank you! Your review is published.' }));
}

describe('a shopper’s own write shows at once', () => {
  it('a customer’s published review: list, summary and star badge within a second, and after a reload', async () => {
    const { page, errors } = await newShopper(browser);
    await openProduct(page, 'oak-serving-board');
    await signInAs(page, 'cara@demo.test');
    await allWidgetsReady(page);
    const before = await reviewCounts(page);
    const n = Number(/of (\d+)/.exec(before.list)?.[1]);
    expect(before).toEqual(countsOf(n));

    const title = `Worth every penny ${Date.now()}`;
    await writeReview(page, title);
    const reviews = page.locator('lk-reviews');
    await expect.poll(() => reviewCounts(page), AT_ONCE).toEqual(countsOf(n + 1));
    expect(await reviews.getByRole('heading', { name: title }).count()).toBe(1);

    // Reloaded: the browser's kept answers are not shown in place of the shopper's write.
    await page.reload();
    await allWidgetsReady(page);
    expect(await reviewCounts(page)).toEqual(countsOf(n + 1));
    expect(await reviews.getByRole('heading', { name: title }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a guest’s first review of a product nobody reviewed: the page fills in within a second', async () => {
    const { page, errors } = await newShopper(browser);
    await openProduct(page, 'silk-sleep-mask');
    expect(await reviewCounts(page)).toEqual(countsOf(0));

    const title = `Slept like a log ${Date.now()}`;
    await writeReview(page, title, { name: 'Gwen', email: 'gwen@example.test' });
    await expect.poll(() => reviewCounts(page), AT_ONCE).toEqual(countsOf(1));
    await poll(() => page.locator('lk-reviews').getByRole('heading', { name: title }).count()).toBe(
      1,
    );
    expect(errors).toEqual([]);
  });
});
