// Right to left, measured in Chromium on the demo storefront in Arabic and Hebrew (English as the
// control): stars and bars fill from the right, the drawer comes in from the left, icons that
// point a way are mirrored, arrow keys follow what the shopper sees, nothing sticks out.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  allWidgetsReady,
  closeShoppers,
  focused,
  newShopper,
  poll,
  shown,
  signInAs,
  visit,
} from './probe.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(closeShoppers);

const PRODUCT = '/product.html?handle=wool-beanie';

/** Where each star row's fill sits in its row: its start and end gaps, in px. */
function starFills(page: Page) {
  return page.evaluate(() =>
    window.lkProbe.all('.lk-stars').map((stars) => {
      const row = stars.querySelector('.lk-stars__empty .lk-stars__row')!.getBoundingClientRect();
      const fill = stars.querySelector('.lk-stars__fill')!.getBoundingClientRect();
      return {
        leftGap: fill.left - row.left,
        rightGap: row.right - fill.right,
        share: Math.min(fill.width, row.width) / row.width,
      };
    }),
  );
}

/** Each rating bar's fill against its track: the gaps on each side, in px. */
function barFills(page: Page) {
  return page.evaluate(() =>
    window.lkProbe.all('.lk-distribution__bar').map((bar) => {
      const track = bar.parentElement!.getBoundingClientRect();
      const fill = bar.getBoundingClientRect();
      return {
        width: fill.width,
        leftGap: fill.left - track.left,
        rightGap: track.right - fill.right,
      };
    }),
  );
}

describe.each(['ar', 'he'])('right to left (%s)', (locale) => {
  it('stars and rating bars fill from the right edge, by the right amount', async () => {
    const { page, errors } = await newShopper(browser);
    await visit(page, baseUrl, PRODUCT, locale);
    await allWidgetsReady(page);
    const stars = await starFills(page);
    expect(stars.length).toBeGreaterThan(2);
    for (const s of stars.filter((x) => x.share > 0 && x.share < 1)) {
      expect(s.rightGap, 'a partial fill starts at the right end').toBeCloseTo(0, 0);
      expect(s.leftGap, 'and leaves the left end empty').toBeGreaterThan(1);
    }
    // Not all full or all empty: the product has a 4.2 average, so some rows are partial.
    expect(stars.some((s) => s.share > 0.05 && s.share < 0.95)).toBe(true);
    const bars = (await barFills(page)).filter((b) => b.width > 0);
    expect(bars.length).toBeGreaterThan(0);
    for (const b of bars) expect(b.rightGap).toBeCloseTo(0, 0);
    expect(errors).toEqual([]);
  });

  it('the page never scrolls sideways and no widget part sticks out of it', async () => {
    for (const width of [1280, 320]) {
      const { page } = await newShopper(browser, { width, height: 800 });
      await visit(page, baseUrl, PRODUCT, locale);
      await allWidgetsReady(page);
      const out = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth - innerWidth,
        outside: window.lkProbe
          .all('*')
          .filter((el) => el.getRootNode() instanceof ShadowRoot)
          .filter((el) => !el.closest('.lk-visually-hidden'))
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.left < -1 || r.right > innerWidth + 1))
          .map(({ el, r }) => `${el.localName}.${el.className} ${r.left}..${r.right}`)
          .slice(0, 5),
      }));
      expect(out, `at ${width} px`).toEqual({ scroll: 0, outside: [] });
    }
  });

  it('the drawer comes in from the left edge; Escape closes it and focus returns', async () => {
    const { page, errors } = await newShopper(browser);
    await visit(page, baseUrl, '/', locale);
    await signInAs(page, 'cara@demo.test');
    const badge = page.locator('lk-points-badge button');
    await shown(badge);
    await badge.click();
    const drawer = page.locator('dialog[open][data-variant="drawer"]');
    await shown(drawer);
    const box = await drawer.evaluate((d) => {
      const r = d.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width, viewport: innerWidth };
    });
    expect(box.left).toBeCloseTo(0, 0);
    expect(box.right).toBeLessThan(box.viewport / 2 + 200);
    // Its header: the title at the right, the close button at the left.
    const header = await drawer.evaluate((d) => {
      const title = d.querySelector('.lk-dialog__title')!.getBoundingClientRect();
      const close = d.querySelector('.lk-dialog__header button')!.getBoundingClientRect();
      return { titleLeft: title.left, closeRight: close.right };
    });
    expect(header.closeRight).toBeLessThan(header.titleLeft);
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    await poll(() => focused(page)).toMatchObject({ host: 'lk-points-badge', tag: 'button' });
    expect(errors).toEqual([]);
  });

  it('the star input: the first star is the rightmost, and ArrowLeft gives one more star', async () => {
    const { page } = await newShopper(browser);
    await visit(page, baseUrl, PRODUCT, locale);
    await signInAs(page, 'ben@demo.test');
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    await block.locator('.lk-section-header__actions button').click();
    const stars = block.locator('.lk-star-input__star');
    await shown(stars);
    const xs = await stars.evaluateAll((labels) =>
      labels.map((l) => l.getBoundingClientRect().left),
    );
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    // One star chosen by a click, then the arrow that points left moves on to two, then three.
    await stars.nth(0).click();
    const checked = () =>
      block.locator('.lk-star-input input:checked').evaluate((i) => (i as HTMLInputElement).value);
    expect(await checked()).toBe('1');
    await page.keyboard.press('ArrowLeft');
    expect(await checked()).toBe('2');
    await page.keyboard.press('ArrowLeft');
    expect(await checked()).toBe('3');
    await page.keyboard.press('ArrowRight');
    expect(await checked()).toBe('2');
    // Filled stars are the two at the right.
    const filled = await stars.evaluateAll((labels) =>
      labels.map((l) => [l.hasAttribute('data-filled'), l.getBoundingClientRect().left] as const),
    );
    const filledX = filled.filter(([f]) => f).map(([, x]) => x);
    const emptyX = filled.filter(([f]) => !f).map(([, x]) => x);
    expect(Math.min(...filledX)).toBeGreaterThan(Math.max(...emptyX));
  });

  it('the points slider in the drawer: ArrowLeft spends more, ArrowRight less', async () => {
    const { page } = await newShopper(browser);
    await visit(page, baseUrl, '/', locale);
    await signInAs(page, 'ana@demo.test');
    await page.locator('lk-points-badge button').click();
    const slider = page.locator('dialog[open] input[type="range"]').first();
    await shown(slider);
    await slider.focus();
    const value = () => slider.evaluate((i) => Number((i as HTMLInputElement).value));
    const start = await value();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const step = await slider.evaluate((i) => Number((i as HTMLInputElement).step));
    expect(await value()).toBe(start + 2 * step);
    await page.keyboard.press('ArrowRight');
    expect(await value()).toBe(start + step);
  });

  it('the lightbox: its arrows point the way they go, and ArrowLeft shows the next post', async () => {
    const { page, errors } = await newShopper(browser);
    await visit(page, baseUrl, '/gallery.html', locale);
    await allWidgetsReady(page);
    await page.locator('lk-gallery').first().locator('.lk-gallery__tile').first().click();
    const dialog = page.locator('dialog[open].lk-lightbox-dialog');
    await shown(dialog);
    const title = dialog.locator('.lk-dialog__title');
    const first = await title.innerText();
    // Where each chevron's tip is against its icon's middle: "next" points left in RTL.
    const tips = await dialog.evaluate((d) =>
      [...d.querySelectorAll('.lk-icon[data-icon^="chevron-"]')].map((icon) => {
        const svg = icon as SVGSVGElement;
        const path = svg.querySelector('path')!;
        // The tip is the path's middle point (M9 6 l6 6 -6 6: the tip is at 15,12).
        const mid = path.getPointAtLength(path.getTotalLength() / 2);
        const m = path.getScreenCTM()!;
        const x = mid.x * m.a + mid.y * m.c + m.e;
        const box = svg.getBoundingClientRect();
        return { icon: svg.dataset.icon, points: x < box.left + box.width / 2 ? 'left' : 'right' };
      }),
    );
    expect(tips).toEqual([
      { icon: 'chevron-left', points: 'right' },
      { icon: 'chevron-right', points: 'left' },
    ]);
    await page.keyboard.press('ArrowLeft');
    await poll(() => title.innerText()).not.toBe(first);
    const second = await title.innerText();
    await page.keyboard.press('ArrowRight');
    await poll(() => title.innerText()).toBe(first);
    // The second post is the next one: its number is one more than the first.
    const number = (s: string) =>
      Number(/\d+/.exec(s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)))?.[0]);
    expect(number(second)).toBe(number(first) + 1);
    expect(errors).toEqual([]);
  });
});

describe('left to right (en), the control', () => {
  it('stars fill from the left and the drawer comes in from the right', async () => {
    const { page } = await newShopper(browser);
    await visit(page, baseUrl, PRODUCT, 'en');
    await allWidgetsReady(page);
    for (const s of (await starFills(page)).filter((x) => x.share > 0 && x.share < 1))
      expect(s.leftGap).toBeCloseTo(0, 0);
    await page.locator('lk-points-badge button').click();
    const drawer = page.locator('dialog[open][data-variant="drawer"]');
    await shown(drawer);
    const right = await drawer.evaluate((d) => innerWidth - d.getBoundingClientRect().right);
    expect(right).toBeCloseTo(0, 0);
  });
});
