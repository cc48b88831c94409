// The journeys both framework examples (examples/next, examples/react-router) pass in Chromium,
// built by their framework's CLI and served by its production server: a product page that comes
// with its reviews in the HTML and hydrates without a warning or a second request for them; a
// customer who signs in through the store's session, redeems a reward and finds its code in the
// store's cart; a customer who writes a review that the next server render shows.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchFrameworkExample,
  type FrameworkExample,
  type RunningFrameworkExample,
} from '../../examples/store/launch.js';
import { launchBrowser } from './browser.js';
import { poll, shown } from './probe.js';
import { networkQuiet, watchNetwork } from './widgets.js';

const PRODUCT = '/products/everyday-linen-shirt';
/** The proxy's shared reads the server prefetched: ratings, reviews, questions. */
const PREFETCHED = /^\/apps\/loyalty\/v2\/reviews\//;
const SESSION = '/apps/loyalty/session';

/** A shopper: a fresh browser profile, its console and its calls to the proxy recorded. */
interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, and uncaught errors. */
  problems: string[];
  /** `METHOD /path` of every request to the proxy, in order. */
  proxyCalls: string[];
}

/**
 * Whether React has hydrated the element matching `selector`: React keeps its fiber on each DOM
 * node it owns, so a server-rendered node has one only once the browser's React adopted it.
 */
function hydrated(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 30_000 },
  );
}

/** Registers the journeys of one example (a test file per example calls this). */
export function describeFrameworkExample(name: FrameworkExample): void {
  let example: RunningFrameworkExample;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [example, browser] = await Promise.all([launchFrameworkExample(name), launchBrowser()]);
  }, 300_000);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await example?.stop();
  });

  async function newShopper(): Promise<Shopper> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    context.setDefaultTimeout(30_000);
    await watchNetwork(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const proxyCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/apps/loyalty/')) proxyCalls.push(`${request.method()} ${pathname}`);
    });
    return { context, page, problems, proxyCalls };
  }

  const visit = (page: Page, path: string) => page.goto(new URL(path, example.url).href);

  /** Signs in on the store's account page (its own session, a cookie). */
  async function signIn(page: Page, email: string): Promise<void> {
    await visit(page, '/account');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('heading', { name: 'Your account' }));
  }

  describe(`the ${name} example`, { timeout: 120_000 }, () => {
    it('sends the product page with its rating and reviews in the HTML', async () => {
      const res = await fetch(new URL(PRODUCT, example.url));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>Everyday Linen Shirt<\/h1>/);
      expect(html).toMatch(/aria-label="Rated [\d.]+ out of 5, \d+ reviews"/);
      expect(html).toMatch(/class="lk-review__body"[^>]*>\w[^<]{10,}/);
      expect(html).toMatch(/Based on \d+ reviews/);
      expect(html).toContain('"@type":"AggregateRating"');
    });

    it('hydrates the product page without a warning or a second request for its content', async () => {
      const { page, problems, proxyCalls } = await newShopper();
      await visit(page, PRODUCT);
      await hydrated(page, '.lk-review-summary');
      await hydrated(page, '.lk-points-badge');
      await networkQuiet(page);
      // Nothing the HTML holds is asked again, and a guest who only looks opens no session.
      expect(proxyCalls.filter((c) => PREFETCHED.test(c.split(' ')[1]!))).toEqual([]);
      expect(proxyCalls.filter((c) => c.endsWith(SESSION))).toEqual([]);
      expect(problems).toEqual([]);

      // And it is live: a distribution bar filters the list (now the browser asks the proxy).
      const before = await page.locator('.lk-review').count();
      await page.getByRole('button', { name: /^3 stars/ }).click();
      await poll(() => page.locator('.lk-review').count()).toBeLessThan(before);
      expect(proxyCalls.some((c) => c.endsWith('/v2/reviews/getReviews'))).toBe(true);
      expect(problems).toEqual([]);
    });

    it('signs a customer in through the store session, redeems a reward and applies its code to the cart', async () => {
      const { page, problems, proxyCalls } = await newShopper();
      await signIn(page, 'ana@demo.test');
      const badge = page.locator('.lk-points-badge');
      await poll(() => badge.innerText()).toMatch(/[\d,]+ points/);
      const balance = async () =>
        Number(/([\d,]+) points/.exec(await badge.innerText())![1]!.replace(/,/g, ''));
      const before = await balance();
      expect(before).toBeGreaterThanOrEqual(500);
      const sessions = () => proxyCalls.filter((c) => c === `POST ${SESSION}`).length;
      expect(sessions()).toBe(1);

      await badge.getByRole('button').first().click();
      const drawer = page.getByRole('dialog', { name: 'Rewards' });
      const redeem = drawer.getByRole('region', { name: 'Ways to redeem' });
      await redeem.getByRole('button', { name: 'Redeem “$5 off your order”' }).click();
      await redeem.getByRole('button', { name: 'Yes, redeem' }).click();
      await shown(redeem.getByRole('heading', { name: 'Your reward is ready!' }));
      const code = (await redeem.locator('.lk-rewards-drawer__code').innerText()).trim();
      expect(code).toMatch(/^\S{4,}$/);

      // "Apply to cart" goes through the framework's cart action; the header shows the cart.
      await redeem.getByRole('button', { name: `Apply to cart (code ${code})` }).click();
      const cart = page.locator('.cart');
      await poll(() => cart.innerText()).toContain(code);
      await poll(balance).toBe(before - 500);
      // The server re-rendered the layout with a fresh proof: the widgets kept their session.
      expect(sessions()).toBe(1);
      // The code is in the store's cart on the server, not only on the page.
      await page.reload();
      await poll(() => page.locator('.cart').innerText()).toContain(code);
      expect(problems).toEqual([]);
    });

    it('lets a customer write a review that the next server render shows', async () => {
      const { page, problems } = await newShopper();
      await signIn(page, 'ben@demo.test');
      await visit(page, PRODUCT);
      await hydrated(page, '.lk-review-summary');
      await page.getByRole('button', { name: 'Write a review' }).click();
      const form = page.getByRole('region', { name: 'Write a review' });
      const rating = form.getByRole('radiogroup', { name: 'Your rating' });
      await rating.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
      const title = `Worth every penny ${Date.now()}`;
      await form.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
      await form
        .getByRole('textbox', { name: 'Your review' })
        .fill('Soft from the first wear, and it kept its shape after a dozen washes.');
      const consent = form.getByRole('checkbox', {
        name: 'I agree that my review may be published on this store.',
      });
      if (await consent.count()) await consent.check();
      await form.getByRole('button', { name: 'Submit review' }).click();
      await shown(form.getByRole('status').filter({ hasText: 'Your review is published.' }));

      // The write went through the proxy, which dropped the product's cached reads: the server's
      // next render of the page carries the new review in its HTML.
      const html = await (await fetch(new URL(PRODUCT, example.url))).text();
      expect(html).toContain(title);
      expect(problems).toEqual([]);
    });
  });
}
