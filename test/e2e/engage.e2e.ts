// Loyalty where shoppers act, on the demo storefront in Chromium against the real stack: the
// review form says what a review earns and the points arrive in the header's badge without a
// reload; a wishlist item says "Yours for 1,500 points" and redeeming from it applies that reward
// to the cart; every widget event fires once per action with its documented detail (collected
// from `document` across the journeys and checked against WIDGET_EVENTS); and with analytics
// opted in, nothing reaches Shopify's customer events or dataLayer before the visitor's consent.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { plainPng } from '../../server-proxy/test-helpers/images.js';
import { WIDGET_EVENTS, type WidgetEventName } from '../../src/api/widgetEvents.js';
import { launchBrowser } from './browser.js';
import { closeShoppers, newShopper, poll, shown, signInAs } from './probe.js';

const baseUrl = inject('baseUrl');
const NAMES = Object.keys(WIDGET_EVENTS) as WidgetEventName[];

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

/** An event as it reached `document`: its name, detail, and the element it came from. */
interface Seen {
  name: WidgetEventName;
  detail: unknown;
  /** The event's target at the document: the widget's element (`lk-reviews`). */
  from: string;
}

/** Every event name seen in this file's journeys, for the last test. */
const everSeen = new Set<string>();

/**
 * Records every widget event that reaches the shopper's documents, in the tab's sessionStorage
 * so that reloads and navigations (sign-in, Apply to cart) keep them. Call before the first visit.
 */
async function recordEvents(page: Page): Promise<() => Promise<Seen[]>> {
  await page.addInitScript((names: string[]) => {
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const seen = JSON.parse(sessionStorage.getItem('lk-seen') ?? '[]') as unknown[];
        const target = event.target as Element | null;
        seen.push({ name, detail: (event as CustomEvent).detail, from: target?.localName ?? '' });
        sessionStorage.setItem('lk-seen', JSON.stringify(seen));
      });
    }
  }, NAMES);
  return async () => {
    const seen = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('lk-seen') ?? '[]') as Seen[],
    );
    for (const event of seen) everSeen.add(event.name);
    return seen;
  };
}

/** The events of one name; each detail must be what the table documents, no field more. */
function ofName(seen: Seen[], name: WidgetEventName): Seen[] {
  const found = seen.filter((e) => e.name === name);
  for (const event of found) {
    const parsed = WIDGET_EVENTS[name].detail.safeParse(event.detail);
    expect(parsed.success, `${name}: ${JSON.stringify(event.detail)}`).toBe(true);
    // Ids and counts only: no e-mail of the demo shoppers anywhere in a detail.
    expect(JSON.stringify(event.detail)).not.toContain('@');
    expect(event.from, `${name} leaves its widget`).toMatch(/^lk-/);
  }
  return found;
}

/** Exactly one event of the name, with this detail (or part of it). */
function once(seen: Seen[], name: WidgetEventName, detail: object): void {
  const found = ofName(seen, name);
  expect(found, `${name} fired ${found.length} times`).toHaveLength(1);
  expect(found[0]!.detail).toMatchObject(detail);
}

const visit = (page: Page, path: string) => page.goto(new URL(path, baseUrl).href);

const pointsBadge = (page: Page): Locator =>
  page.locator('lk-points-badge').getByRole('button', { name: /^Rewards/ });

/** The balance the header's points badge shows, as a number. */
async function badgeBalance(page: Page): Promise<number> {
  const text = await pointsBadge(page).innerText();
  const match = /([\d,.]+)\s*points?/i.exec(text);
  return Number((match?.[1] ?? 'NaN').replace(/,/g, ''));
}

/**
 * Opens the product page's review form for a product the signed-in customer has not reviewed
 * yet (the stack's database is shared by the run's journeys): the first of `handles` whose form
 * does not refuse.
 */
async function openReviewForm(page: Page, handles: string[]): Promise<Locator> {
  for (const handle of handles) {
    await visit(page, `/product.html?handle=${handle}`);
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Write a review' }).click();
    const form = block.getByRole('region', { name: 'Write a review' });
    const submit = form.getByRole('button', { name: 'Submit review' });
    const refused = form.getByText('You cannot review this product right now.');
    await shown(submit.or(refused));
    if (await submit.count()) return form;
  }
  throw new Error(`the customer has reviewed every product of ${handles.join(', ')}`);
}

describe('points where the shopper acts', () => {
  it('a customer sees what a review earns, publishes one with a photo, and the badge shows the points without a reload', async () => {
    const { page, errors } = await newShopper(browser);
    const events = await recordEvents(page);
    await visit(page, '/product.html?handle=stoneware-mug');
    await signInAs(page, 'dan@demo.test');
    await shown(pointsBadge(page));
    await poll(() => badgeBalance(page)).not.toBeNaN();
    const before = await badgeBalance(page);

    const form = await openReviewForm(page, ['stoneware-mug', 'beeswax-candle', 'lip-balm-trio']);
    // Dan is Bronze (1×): the store's rules pay 100 points for a review, 50 more with a photo.
    await shown(form.getByText('Earn 100 points for your review'));
    await shown(form.getByText('50 more points with a photo'));
    const rating = form.getByRole('radiogroup', { name: 'Your rating' });
    await rating.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
    await form.getByRole('textbox', { name: 'Your review' }).fill('Holds its heat, a joy to use.');
    await form
      .getByLabel('Add photos')
      .setInputFiles([
        { name: 'mug.png', mimeType: 'image/png', buffer: await plainPng(400, 300) },
      ]);
    await shown(form.getByRole('img', { name: 'Photo 1' }));
    await poll(() => form.getByRole('progressbar').count()).toBe(0);
    await form
      .getByRole('checkbox', { name: 'I agree that my review may be published on this store.' })
      .check();
    const url = page.url();
    await form.getByRole('button', { name: 'Submit review' }).click();

    await shown(form.getByText('Thank you! Your review is published.'));
    await shown(form.getByText('You earned 150 points.'));
    // The header's badge (another widget, on the light runtime) shows them, no reload.
    await poll(() => badgeBalance(page)).toBe(before + 150);
    expect(page.url()).toBe(url);

    const seen = await events();
    once(seen, 'lk:review-photo-added', { photos: 1 });
    once(seen, 'lk:review-submitted', { rating: 5, photos: 1, published: true });
    expect(ofName(seen, 'lk:review-submitted')[0]!.from).toBe('lk-reviews');
    expect(errors).toEqual([]);
  });
});

describe('yours with your points', () => {
  it('a wishlist item shows "Yours for 1,500 points"; redeeming from it puts that reward on the cart', async () => {
    const { page, errors } = await newShopper(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const events = await recordEvents(page);
    await visit(page, '/account.html');
    await signInAs(page, 'ana@demo.test');
    await poll(() => badgeBalance(page)).not.toBeNaN();
    const before = await badgeBalance(page);
    const manager = page.locator('lk-wishlist-manager');
    await manager.scrollIntoViewIfNeeded();
    await manager.getByRole('button', { name: /^Birthday ideas/ }).click();
    // Ana's list holds the Wool Beanie, which the store gives for 1,500 points.
    const beanie = manager.getByRole('listitem').filter({ hasText: 'Wool Beanie' });
    await shown(beanie.getByText('Yours for 1,500 points'));
    await beanie.getByRole('button', { name: 'Redeem 1,500 points: A free Wool Beanie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yours with your points' });
    await shown(dialog.getByText(/1,500 points/));
    await dialog.getByRole('button', { name: 'Yes, redeem' }).click();
    await shown(dialog.getByText('Your reward is ready!'));
    const apply = dialog.getByRole('link', { name: /^Apply to cart \(code .+\)$/ });
    const code = /\(code (.+)\)$/.exec((await apply.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await dialog.getByRole('button', { name: `Copy code ${code}` }).click();
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The badge has the balance less the reward's points.
    await poll(() => badgeBalance(page)).toBe(before - 1500);
    await Promise.all([page.waitForURL(/\/cart\.html$/), apply.click()]);
    await shown(page.getByText(`Discount code ${code} applied`));

    const seen = await events();
    once(seen, 'lk:reward-redeemed', { ruleId: 4, points: 1500, rewardType: 'free_product' });
    const rewardId = (ofName(seen, 'lk:reward-redeemed')[0]!.detail as { rewardId: number })
      .rewardId;
    once(seen, 'lk:code-copied', { rewardId });
    once(seen, 'lk:code-applied', { rewardId });
    expect(
      ofName(seen, 'lk:nudge-shown').some((e) => (e.detail as { nudge: string }).nudge === 'offer'),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

/**
 * A Shopify storefront page in the demo: Shopify's globals (customer events, the Customer Privacy
 * API answering from `window.lkConsent`), an empty dataLayer, and the store's opt-in: `analytics`
 * on `<lk-config>` and analytics.js beside embed.js, as the app embed writes them.
 */
async function shopifyAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const published: unknown[] = [];
    w.lkPublished = published;
    w.lkConsent = false;
    w.dataLayer = [];
    w.Shopify = {
      analytics: { publish: (name: string, data: unknown) => published.push([name, data]) },
      customerPrivacy: { analyticsProcessingAllowed: () => w.lkConsent === true },
    };
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('lk-config')?.setAttribute('analytics', 'shopify dataLayer');
      const script = document.createElement('script');
      script.src = '/embed/analytics.js';
      document.head.append(script);
    });
  });
}

/** What reached Shopify's customer events and the dataLayer, by event name. */
const published = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      lkPublished: [string, unknown][];
      dataLayer: { event?: string }[];
    };
    return {
      shopify: w.lkPublished.map(([name]) => name),
      dataLayer: w.dataLayer.map((entry) => entry.event).filter((e) => e?.startsWith('lk:')),
    };
  });

describe('analytics consent', () => {
  it('publishes nothing to Shopify or dataLayer before the visitor consents, then what waited', async () => {
    const { page, errors } = await newShopper(browser);
    await shopifyAnalytics(page);
    await visit(page, '/product.html?handle=organic-cotton-tee');
    // analytics.js has run: it marks the page once it listens.
    await poll(() => page.evaluate(() => Symbol.for('loyalkit.analytics') in globalThis)).toBe(
      true,
    );
    const heart = page.getByRole('button', { name: 'Save Organic Cotton Tee to wishlist' });
    await poll(() => heart.getAttribute('aria-disabled')).toBeNull();
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // The nudge has shown too: the page has events, none of them published.
    await page.waitForTimeout(500);
    expect(await published(page)).toEqual({ shopify: [], dataLayer: [] });

    // The visitor accepts analytics in the store's banner.
    await page.evaluate(() => {
      (window as unknown as { lkConsent: boolean }).lkConsent = true;
      document.dispatchEvent(
        new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: true } }),
      );
    });
    const after = await published(page);
    expect(after.shopify).toContain('lk:wishlist-added');
    expect(after.dataLayer).toEqual(after.shopify);
    // From now on, at once.
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await poll(async () => (await published(page)).shopify.at(-1)).toBe('lk:wishlist-removed');
    expect(errors).toEqual([]);
  });

  it('publishes nothing at all when the visitor declines', async () => {
    const { page, errors } = await newShopper(browser);
    await shopifyAnalytics(page);
    await visit(page, '/product.html?handle=organic-cotton-tee');
    const heart = page.getByRole('button', { name: 'Save Organic Cotton Tee to wishlist' });
    await poll(() => heart.getAttribute('aria-disabled')).toBeNull();
    await page.evaluate(() =>
      document.dispatchEvent(
        new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: false } }),
      ),
    );
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(500);
    expect(await published(page)).toEqual({ shopify: [], dataLayer: [] });
    expect(errors).toEqual([]);
  });
});

describe('events a store can measure', () => {
  it('on a product page: nudges, the heart, a helpful vote, a question and the launcher, each once', async () => {
    const { page, errors } = await newShopper(browser);
    const events = await recordEvents(page);
    await visit(page, '/product.html?handle=canvas-tote-bag');
    await signInAs(page, 'finn@demo.test');
    const productId = Number(await page.locator('lk-points-nudge').getAttribute('product-id'));
    const variantId = Number(await page.locator('lk-points-nudge').getAttribute('variant-id'));
    await shown(
      page.locator('lk-points-nudge').getByText(/^Earn [\d,]+ points with this purchase$/),
    );
    await shown(page.locator('lk-points-nudge').getByText(/^Yours for [\d,]+ points$/));

    const heart = page.getByRole('button', { name: 'Save Canvas Tote Bag to wishlist' });
    await poll(() => heart.getAttribute('aria-disabled')).toBeNull();
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('false');

    const reviews = page.locator('lk-reviews');
    await reviews.scrollIntoViewIfNeeded();
    const helpful = reviews.getByRole('button', { name: /^Helpful/ }).first();
    await shown(helpful);
    const pressed = (await helpful.getAttribute('aria-pressed')) === 'true';
    await helpful.click();
    await poll(() => helpful.getAttribute('aria-pressed')).toBe(String(!pressed));

    const questions = page.locator('lk-questions');
    await questions.scrollIntoViewIfNeeded();
    await questions.getByRole('button', { name: 'Ask a question' }).first().click();
    await questions
      .getByRole('textbox', { name: 'Your question' })
      .fill('Is the strap long enough for a shoulder?');
    await questions.getByRole('button', { name: 'Submit question' }).click();
    await shown(questions.getByText(/^Thank you! Your question/));

    await page.evaluate(() => scrollTo(0, 0));
    const launcher = page.locator('lk-launcher').getByRole('button', { name: /^Rewards: / });
    // At the top of this page the launcher steps aside from the rating bars under its corner
    // (taps go through to them); the keyboard's focus brings it back.
    await launcher.focus();
    await page.keyboard.press('Enter');
    await shown(page.getByRole('dialog', { name: 'Rewards' }));
    await page.keyboard.press('Escape');

    const seen = await events();
    const nudges = ofName(seen, 'lk:nudge-shown').map((e) => e.detail as { nudge: string });
    expect(nudges.map((n) => n.nudge).sort()).toEqual(['offer', 'points']);
    for (const nudge of nudges) expect(nudge).toMatchObject({ productId });
    once(seen, 'lk:wishlist-added', { productId, variantId, wishlistId: null });
    once(seen, 'lk:wishlist-removed', { productId, variantId, wishlistId: null });
    once(seen, 'lk:review-voted', { helpful: !pressed });
    once(seen, 'lk:question-asked', { productId });
    once(seen, 'lk:launcher-opened', { signedIn: true });
    expect(errors).toEqual([]);
  });

  it('on the account page: tier progress, a wishlist shared, added to the cart and emptied, a registry made and shared', async () => {
    const { page, errors } = await newShopper(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const events = await recordEvents(page);
    await visit(page, '/product.html?handle=stoneware-mug');
    await signInAs(page, 'finn@demo.test');
    const heart = page.getByRole('button', { name: 'Save Stoneware Mug to wishlist' });
    await poll(() => heart.getAttribute('aria-disabled')).toBeNull();
    if ((await heart.getAttribute('aria-pressed')) !== 'true') {
      await heart.click();
      await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    }
    await visit(page, '/account.html');
    // The account page's VIP progress is the rewards program's (no second lk-vip-progress),
    // below the fold: the shopper scrolls past it.
    const progress = page.locator('lk-rewards-drawer .lk-vip-progress').getByRole('progressbar');
    await shown(progress);
    await progress.scrollIntoViewIfNeeded();
    await poll(async () => ofName(await events(), 'lk:tier-progress-viewed').length).toBe(1);

    const wishlists = page.locator('lk-wishlist-manager');
    await wishlists.scrollIntoViewIfNeeded();
    const mug = wishlists.getByRole('listitem').filter({ hasText: 'Stoneware Mug' });
    await shown(mug);
    await wishlists.getByRole('button', { name: 'Get share link' }).click();
    await wishlists.getByRole('button', { name: 'Copy share link' }).click();
    await mug.getByRole('button', { name: /^Add to cart/ }).click();
    await poll(() => page.locator('#cart-count').innerText()).not.toBe('0');
    await mug.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Remove Stoneware Mug' }).click();
    await poll(() => mug.count()).toBe(0);

    const registries = page.locator('lk-registry-manager');
    await registries.scrollIntoViewIfNeeded();
    await registries.getByRole('button', { name: 'Create a registry' }).first().click();
    const form = page.getByRole('dialog', { name: 'New gift registry' });
    await form.getByLabel('Occasion').selectOption({ label: 'Birthday' });
    await form.getByRole('textbox', { name: 'Registry title' }).fill("Finn's 40th");
    await form.getByLabel('Event date').fill('2027-06-12');
    const fields: [string, string][] = [
      ['First name', 'Finn'],
      ['Last name', 'Novak'],
      ['Street address', '1 Harbour Road'],
      ['City', 'Portland'],
      ['State or region', 'OR'],
      ['Postal code', '97201'],
      ['Country', 'United States'],
      ['Country code', 'US'],
    ];
    for (const [name, value] of fields) {
      const box = form.getByRole('textbox', { name, exact: true });
      if (await box.count()) await box.fill(value);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    const card = registries.getByRole('article').filter({ hasText: "Finn's 40th" });
    await shown(card);
    await card.getByRole('button', { name: 'Get share link' }).click();
    await card.getByRole('button', { name: 'Copy share link' }).click();
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /registry\.html\?token=/,
    );

    const seen = await events();
    once(seen, 'lk:tier-progress-viewed', {});
    once(seen, 'lk:wishlist-shared', {});
    once(seen, 'lk:add-to-cart', { quantity: 1 });
    expect(ofName(seen, 'lk:cart-updated')).toHaveLength(1);
    const removed = ofName(seen, 'lk:wishlist-removed');
    expect(removed.map((e) => e.from)).toEqual(['lk-wishlist-manager']);
    once(seen, 'lk:registry-created', { typeId: 3 });
    const registryId = (ofName(seen, 'lk:registry-created')[0]!.detail as { registryId: number })
      .registryId;
    once(seen, 'lk:registry-shared', { registryId });
    expect(errors).toEqual([]);
  });

  it('a gifter ordering from a shared registry: one lk:registry-item-bought with the gifts, no name or e-mail', async () => {
    const registrant = await newShopper(browser);
    await visit(registrant.page, '/account.html');
    await signInAs(registrant.page, 'ana@demo.test');
    // The manager loads when it comes into view, as every widget does.
    const manager = registrant.page.locator('lk-registry-manager');
    await manager.scrollIntoViewIfNeeded();
    const card = manager.getByRole('article').filter({ hasText: 'Wedding' }).first();
    await card.scrollIntoViewIfNeeded();
    const field = card.getByRole('link', { name: /registry\.html\?token=/ });
    const get = card.getByRole('button', { name: 'Get share link' });
    await shown(field.or(get));
    if (!(await field.count())) await get.click();
    const link = new URL((await field.getAttribute('href')) ?? '', baseUrl).href;

    const { page, errors } = await newShopper(browser);
    const events = await recordEvents(page);
    await page.goto(link);
    const share = page.locator('lk-registry-share');
    // One gift: "Buy this gift" chooses one of it.
    const buy = share.getByRole('button', { name: /^Buy this gift\s*:/ }).first();
    await shown(buy);
    await buy.click();
    await shown(share.getByText('1 gift chosen'));
    await share.getByRole('textbox', { name: 'Your name' }).fill('Gus Gifter');
    await share.getByRole('textbox', { name: 'Your e-mail' }).fill('gus@example.test');
    await share.getByRole('button', { name: 'Continue to payment' }).click();
    await shown(share.getByRole('status').filter({ hasText: 'Almost there!' }));

    const seen = await events();
    once(seen, 'lk:registry-item-bought', {});
    const detail = ofName(seen, 'lk:registry-item-bought')[0]!.detail as {
      items: { quantity: number }[];
    };
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ quantity: 1 });
    expect(JSON.stringify(detail)).not.toMatch(/Gus|gus@/);
    expect(errors).toEqual([]);
  });

  it('the journeys of this file met every event of the table', () => {
    // Each journey above asserted its own events; together they are the whole table.
    expect([...everSeen].sort()).toEqual([...NAMES].sort());
  });
});
