// The server-rendering example (examples/ssr) in Chromium: the browser bundle hydrates the
// streamed document with no warning, asks for none of the data the HTML already holds, then
// fills in the shopper's own parts and responds to a press.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExample, type RunningExample } from '../../examples/ssr/launch.js';
import { launchBrowser } from './browser.js';
import { networkQuiet, watchNetwork } from './widgets.js';

let example: RunningExample;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // React's development build: it names every hydration mismatch on the console.
  [example, browser] = await Promise.all([launchExample('dev', 180_000), launchBrowser()]);
}, 200_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await example?.stop();
});

/** The shared reads the server prefetched (ratings, reviews, questions, gallery). */
const PREFETCHED = /^\/apps\/loyalty\/v2\/(reviews|galleries)\//;

describe('the SSR example in a browser', () => {
  it('hydrates a product page without warnings or a second request for its content', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(30_000);
    await watchNetwork(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const reads: string[] = [];
    const sessions: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (PREFETCHED.test(pathname)) reads.push(pathname);
      if (pathname.endsWith('/session')) sessions.push(pathname);
    });

    await page.goto(`${example.url}/products/everyday-linen-shirt`);
    // Hydrated: the badge shows a guest's invitation, and a guest who only looks (no proof, no
    // kept token) costs no session: nothing on the page needs to know more than that.
    await page.locator('.lk-points-badge[data-state="guest"]').waitFor();
    await networkQuiet(page);
    expect(reads).toEqual([]);
    expect(sessions).toEqual([]);
    expect(problems).toEqual([]);

    // And it is live: a distribution bar filters the list (now the browser asks).
    await page.getByRole('button', { name: /^3 stars/ }).click();
    await expect.poll(() => page.locator('.lk-review').count(), { timeout: 20_000 }).toBe(1);
    expect(reads.some((path) => path.endsWith('/getReviews'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
