// Store-wide reviews and the points nudge on the demo storefront, as a guest and as a customer:
// the all-reviews page with Helpful votes, the review photos and a product's photo and answer
// counts, the home page's carousel (on a 390 px phone), the product page's nudge and its
// server-rendered review JSON-LD; axe on each page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser.js';
import {
  closeShoppers,
  newShopper as openShopper,
  poll,
  shown,
  signInAs,
  type ShopperOptions,
} from './probe.js';
import { settleWidgets } from './widgets.js';

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

/** A new shopper (a phone unless told), console and network watched. */
const newShopper = (options: ShopperOptions = {}) =>
  openShopper(browser, { width: 390, height: 844, ...options });

const visit = (page: Page, path: string) => page.goto(new URL(path, baseUrl).href);

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const reviewCount = async (summary: Locator) =>
  Number(/Based on ([\d,]+) review/.exec(await summary.innerText())?.[1]?.replace(/,/g, ''));

describe('the all-reviews page', () => {
  it('a guest reads the store’s reviews, narrows them to the store, and follows one to its product', async () => {
    const { page, errors } = await newShopper({ width: 1280, height: 900 });
    await visit(page, '/reviews.html');
    const all = page.locator('lk-all-reviews');
    const summary = all.locator('.lk-all-reviews__summary');
    await shown(summary.getByText(/Based on/));
    const everything = await reviewCount(summary);
    expect(everything).toBeGreaterThan(0);

    await all.getByRole('button', { name: 'Our store' }).click();
    await poll(() => reviewCount(summary)).toBeLessThan(everything);
    const storeOnly = all.getByRole('article');
    await shown(storeOnly);
    await poll(async () => {
      const n = await storeOnly.count();
      return n > 0 && n === (await all.getByText('Review of the store').count());
    }).toBe(true);

    await all.getByRole('button', { name: 'Products' }).click();
    const link = all.getByRole('link', { name: /^About / }).first();
    await shown(link);
    await poll(() => link.innerText()).not.toMatch(/^About [a-z-]+$/); // the title, not the handle
    const title = (await link.innerText()).replace(/^About /, '');
    await Promise.all([page.waitForEvent('load'), link.click()]);
    await shown(page.getByRole('heading', { level: 1, name: title }));

    await visit(page, '/reviews.html');
    // A guest, who cannot vote, sees no Helpful toggle on the reviews: how many found each one
    // helpful, and an invitation to sign in to say so.
    await settleWidgets(page);
    const invite = all.getByRole('link', { name: 'Sign in to mark reviews as helpful.' }).first();
    await shown(invite);
    expect(await invite.getAttribute('href')).toBe('/account.html');
    expect(await all.getByRole('button', { name: /^Helpful/ }).count()).toBe(0);
    // Review photos link to their products too.
    const media = page.locator('lk-review-media');
    const photo = media.getByRole('link').first();
    await shown(photo);
    expect(await photo.getAttribute('href')).toMatch(/^\/product\.html\?handle=[a-z0-9-]+$/);
    expect(await axeViolations(page)).toEqual([]);

    // That photo's product: its summary counts E20's photos (and the store's answers) on a line.
    await Promise.all([page.waitForEvent('load'), photo.click()]);
    const counts = page.locator('lk-reviews .lk-review-summary__counts');
    await shown(counts);
    expect(await counts.innerText()).toMatch(/^[\d,]+ photos?( · [\d,]+ answered by the store)?$/);
    expect(errors).toEqual([]);
  });

  it('a customer on a phone sees the same page, filtered by a rating bar, with nothing sideways', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/reviews.html');
    await signInAs(page, 'ana@demo.test');
    const all = page.locator('lk-all-reviews');
    await shown(all.getByRole('article'));
    const bar = all.getByRole('button', { name: /^5 stars / });
    await bar.click();
    await poll(() => bar.getAttribute('aria-pressed')).toBe('true');
    await poll(() =>
      all
        .getByRole('article')
        .locator('.lk-stars')
        .evaluateAll((stars) =>
          stars.every((s) => s.getAttribute('aria-label') === 'Rated 5 out of 5'),
        ),
    ).toBe(true);
    // One vote per review: pressing Helpful counts it once, pressing again takes it back.
    const helpful = all
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Helpful/ });
    await poll(() => helpful.getAttribute('aria-disabled')).toBeNull();
    const votes = async () => Number(/\((\d+)\)/.exec(await helpful.innerText())?.[1]);
    const before = await votes();
    await helpful.click();
    await poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    await poll(votes).toBe(before + 1);
    await helpful.click();
    await poll(() => helpful.getAttribute('aria-pressed')).toBe('false');
    await poll(votes).toBe(before);
    await settleWidgets(page);
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a shopper on a phone sees a product’s photo and answer counts on one line that fits', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/reviews.html');
    // Below the fold on a phone: it starts when the shopper scrolls to it.
    await page.locator('lk-review-media').scrollIntoViewIfNeeded();
    const photo = page.locator('lk-review-media').getByRole('link').first();
    await shown(photo);
    await Promise.all([page.waitForEvent('load'), photo.click()]);
    // The product page's reviews, below its photo: the shopper scrolls down to them.
    await page.locator('lk-reviews').scrollIntoViewIfNeeded();
    const summary = page.locator('lk-reviews .lk-review-summary__score');
    const counts = summary.locator('.lk-review-summary__counts');
    await shown(counts);
    await counts.scrollIntoViewIfNeeded();
    const fit = await counts.evaluate((line) => {
      const box = line.closest('.lk-review-summary__score')!.getBoundingClientRect();
      const r = line.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(line);
      const lines = new Set([...range.getClientRects()].map((c) => Math.round(c.top))).size;
      return { inside: r.left >= box.left && r.right <= box.right, right: r.right, lines };
    });
    expect(fit.inside).toBe(true);
    expect(fit.right).toBeLessThanOrEqual(390);
    expect(fit.lines).toBe(1);
    await settleWidgets(page);
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the reviews carousel on the home page', () => {
  const carousel = (page: Page) =>
    page.locator('lk-reviews-carousel').getByRole('region', { name: 'What our customers say' });
  const slide = (page: Page) => carousel(page).getByRole('group', { name: /^\d+ of \d+$/ });
  /** "2 of 6" as numbers. */
  const position = (label: string | null) => {
    const [, at, of] = /^(\d+) of (\d+)$/.exec(label ?? '') ?? [];
    expect(at, `slide label ${label}`).toBeDefined();
    return { at: Number(at), of: Number(of) };
  };

  it('a guest on a phone moves it with the buttons and the arrow keys; the slide fits the screen', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/');
    // Below the fold: the shopper scrolls to it, and it starts.
    await page.locator('lk-reviews-carousel').scrollIntoViewIfNeeded();
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await shown(slide(page));
    // While the pointer is over it, it stays (the demo advances every 7 s). The slide is read
    // once the pointer is on it: it may have advanced while the page loaded.
    await region.hover();
    const first = position(await slide(page).getAttribute('aria-label'));
    await page.waitForTimeout(7_500);
    expect(position(await slide(page).getAttribute('aria-label'))).toEqual(first);

    const after = (steps: number) => `${((first.at - 1 + steps) % first.of) + 1} of ${first.of}`;
    await region.getByRole('button', { name: 'Next review' }).click();
    await poll(() => slide(page).getAttribute('aria-label')).toBe(after(1));
    await page.keyboard.press('ArrowRight');
    await poll(() => slide(page).getAttribute('aria-label')).toBe(after(2));
    await region.getByRole('button', { name: 'Pause reviews' }).click();
    await shown(region.getByRole('button', { name: 'Play reviews' }));

    const box = await slide(page).evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(box.bottom - box.top).toBeLessThanOrEqual(844);
    expect(await sideways(page)).toBe(0);
    await settleWidgets(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a customer who prefers reduced motion finds it paused, with a Play button', async () => {
    const { page, errors } = await newShopper({ reducedMotion: 'reduce' });
    await visit(page, '/');
    await signInAs(page, 'cara@demo.test');
    await page.locator('lk-reviews-carousel').scrollIntoViewIfNeeded();
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await shown(slide(page));
    await shown(region.getByRole('button', { name: 'Play reviews' }));
    await page.mouse.move(0, 0);
    await page.waitForTimeout(7_500);
    expect(await slide(page).getAttribute('aria-label')).toMatch(/^1 of /);
    await settleWidgets(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the product page', () => {
  const earn = (page: Page) =>
    page.locator('lk-points-nudge').getByText(/^Earn [\d,]+ points? with this purchase/);
  /** Under the product's photo, below the fold on a phone: the shopper scrolls to it. */
  const scrollToNudge = (page: Page) => page.locator('lk-points-nudge').scrollIntoViewIfNeeded();
  const points = async (page: Page) =>
    Number(/Earn ([\d,]+)/.exec(await earn(page).first().innerText())![1]!.replace(/,/g, ''));

  it('tells a guest what the purchase earns, with a sign-in link, and carries the rating JSON-LD', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/product.html?handle=wool-beanie');
    await scrollToNudge(page);
    await shown(earn(page));
    await shown(
      page.locator('lk-points-nudge').getByRole('link', { name: 'Sign in to earn them' }),
    );
    // Rendered on the server: in the HTML before any script ran, for this product.
    const html = await (
      await page.request.get(new URL('/product.html?handle=wool-beanie', baseUrl).href)
    ).text();
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const doc = JSON.parse(script!) as { '@type': string; name: string };
    expect(doc['@type']).toBe('Product');
    await shown(page.getByRole('heading', { level: 1, name: doc.name }));
    await settleWidgets(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('tells a customer what they earn at their tier, at least the base rate', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/product.html?handle=wool-beanie');
    await scrollToNudge(page);
    await shown(earn(page));
    const base = await points(page);
    await signInAs(page, 'cara@demo.test');
    await scrollToNudge(page);
    await shown(earn(page));
    await poll(() => page.locator('lk-points-nudge').getByRole('link').count()).toBe(0);
    expect(await points(page)).toBeGreaterThanOrEqual(base);
    await settleWidgets(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
