// What a shopper sees that once looked unfinished (issue 37), measured in Chromium on the demo
// storefront: blocks shown once, links in the theme's colours, products reachable from lists.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { allWidgetsReady, closeShoppers, newShopper, type ShopperOptions } from './probe.js';

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

/** A demo page as the demo shopper `as` (or a guest), every widget in with its data. */
async function open(
  path: string,
  as?: string,
  options: ShopperOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const shopper = await newShopper(browser, options);
  if (as)
    await shopper.page
      .context()
      .addInitScript((email) => localStorage.setItem('demo-customer', email), as);
  await shopper.page.goto(new URL(path, baseUrl).href);
  await allWidgetsReady(shopper.page);
  return shopper;
}

/** How often a text is on the page, through the widgets' shadow roots. */
function occurrences(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    let n = 0;
    const walk = (root: Document | ShadowRoot) => {
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode())
        if (node.textContent?.includes(wanted)) n += 1;
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return n;
  }, text);
}

describe('the account page', () => {
  it('shows a guest one invitation to join and one heading for the rewards', async () => {
    const { page, errors } = await open('/account.html');
    expect(await occurrences(page, 'Join our rewards program')).toBe(1);
    // One section heading says what the block is (the page's own "Rewards" above it is gone).
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Your account']);
    expect(await main.getByRole('heading', { level: 2, name: /rewards/i }).allInnerTexts()).toEqual(
      ['Our rewards program'],
    );
    expect(errors).toEqual([]);
  });

  it('shows a customer their progress to the next tier once', async () => {
    const { page, errors } = await open('/account.html', 'ana@demo.test');
    expect(await occurrences(page, 'Progress to Gold')).toBe(1);
    expect(errors).toEqual([]);
  });
});
