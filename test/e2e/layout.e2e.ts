// What a shopper sees, measured: at a phone width (390 px) and a desktop width (1280 px) no demo
// page scrolls sideways (the header once did at 390 px), every widget sits inside the viewport,
// and the rewards drawer fits the screen with nothing in it running off sideways.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { settleWidgets, watchNetwork } from './widgets.js';

const baseUrl = inject('baseUrl');
const WAIT = 20_000;

let browser: Browser;
let contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

/** A page at `width` px, as the demo shopper `as` (or a guest). */
async function open(path: string, width: number, as?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  context.setDefaultTimeout(WAIT);
  await watchNetwork(context);
  if (as) await context.addInitScript((email) => localStorage.setItem('demo-customer', email), as);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl).href);
  return page;
}

/** How the page and its widgets sit in the viewport, horizontally. */
function horizontalFit(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('lk-') && el.localName !== 'lk-config')
      .map((el) => ({ name: el.localName, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
      .map(({ name, box }) => `${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
    return { sideways: document.documentElement.scrollWidth - width, outside };
  });
}

const pages = [
  { name: 'home', path: '/', as: 'ana@demo.test' },
  { name: 'collection', path: '/collection.html' },
  { name: 'product', path: '/product.html?handle=everyday-linen-shirt', as: 'ana@demo.test' },
  { name: 'gallery', path: '/gallery.html' },
  { name: 'account', path: '/account.html', as: 'ana@demo.test' },
];

describe.each([390, 1280])('at %i px wide', (width) => {
  it.each(pages)('$name: nothing runs off the side of the screen', async ({ path, as }) => {
    const page = await open(path, width, as);
    await settleWidgets(page, WAIT);
    expect(await horizontalFit(page)).toEqual({ sideways: 0, outside: [] });
  });

  it('the rewards drawer fits the screen and nothing in it runs off sideways', async () => {
    const page = await open('/', width, 'ana@demo.test');
    await settleWidgets(page, WAIT);
    await page
      .locator('lk-points-badge')
      .getByRole('button', { name: /^Rewards/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Rewards' });
    // Ana can afford every reward: her drawer is in once its Redeem buttons are.
    await drawer
      .getByRole('button', { name: /^Redeem “/ })
      .first()
      .waitFor();
    const fit = await drawer.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const inner = [...el.querySelectorAll('*')].filter((child) => {
        const r = child.getBoundingClientRect();
        return r.width > 1 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
      });
      return {
        inViewport: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        sideways: el.scrollWidth - el.clientWidth,
        outside: inner.map((child) => child.className).slice(0, 5),
      };
    });
    expect(fit).toEqual({ inViewport: true, sideways: 0, outside: [] });
  });
});
