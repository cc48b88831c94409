// The demo storefront in a real browser, as a shopper: the stack `npm start` runs (proxy,
// embedded sandbox, demo pages, built embed) on a fresh database, started once by
// test/e2e/global-setup.ts. Everything goes through the pages; locators pierce the widgets'
// open shadow roots.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser.js';
import {
  allWidgetsReady,
  closeShoppers,
  newShopper as openShopper,
  poll,
  shown,
  signInAs as switchShopper,
} from './probe.js';
import { networkQuiet } from './widgets.js';

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

/** A new shopper: a fresh browser profile (no storage), its console watched. */
const newShopper = () => openShopper(browser);

const visit = (page: Page, path: string) => page.goto(new URL(path, baseUrl).href);

/** Signs in through the header's demo shopper switch; the demo remembers who it is. */
async function signInAs(page: Page, email: string): Promise<void> {
  await switchShopper(page, email);
  expect(await page.evaluate(() => localStorage.getItem('demo-customer'))).toBe(email);
}

/**
 * Ana's registry share link, from the registry manager on her account page ("Get share link"
 * first if the registry has none yet).
 */
async function anasShareLink(page: Page): Promise<string> {
  await visit(page, '/account.html');
  if ((await page.evaluate(() => localStorage.getItem('demo-customer'))) !== 'ana@demo.test')
    await signInAs(page, 'ana@demo.test');
  const manager = page.locator('lk-registry-manager');
  await manager.scrollIntoViewIfNeeded();
  const card = manager.getByRole('article').filter({ hasText: 'Wedding' }).first();
  await shown(card);
  // Shown short (the token is long), linked and copied whole.
  const field = card.getByRole('link', { name: /registry\.html\?token=/ });
  const get = card.getByRole('button', { name: 'Get share link' });
  await shown(field.or(get));
  if (!(await field.count())) await get.click();
  await shown(field);
  await shown(card.getByRole('button', { name: 'Copy share link' }));
  const link = (await field.getAttribute('href')) ?? '';
  expect(link).toMatch(/\/registry\.html\?token=[^&\s]+$/);
  return new URL(link, baseUrl).href;
}

const heart = (page: Page, product: string): Locator =>
  page.getByRole('button', { name: `Save ${product} to wishlist` });

/** The header's wishlist count, by its accessible name ("Wishlist, 2 items"). */
const countLink = (page: Page, name: string): Locator =>
  page.locator('lk-wishlist-count').getByRole('link', { name, exact: true });

const pointsBadge = (page: Page): Locator =>
  page.locator('lk-points-badge').getByRole('button', { name: /^Rewards/ });

describe('the demo storefront', () => {
  it('a guest saves items, signs in and keeps them', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/collection.html');
    const first = page.locator('lk-wishlist-button').nth(0);
    const second = page.locator('lk-wishlist-button').nth(1);
    const titles = [
      (await first.getAttribute('product-title')) ?? '',
      (await second.getAttribute('product-title')) ?? '',
    ];
    expect(titles[0]).not.toBe('');
    expect(titles[1]).not.toBe('');
    await shown(countLink(page, 'Wishlist, empty'));

    for (const title of titles) {
      const button = heart(page, title);
      await poll(() => button.getAttribute('aria-pressed')).toBe('false');
      await poll(() => button.getAttribute('aria-disabled')).toBeNull();
      await button.click();
      await poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await poll(() => page.getByText(`${title} saved to your wishlist.`).count()).toBe(1);
    }
    await shown(countLink(page, 'Wishlist, 2 items'));
    expect(await countLink(page, 'Wishlist, 2 items').innerText()).toContain('2');

    // Still saved after a reload (the guest session is kept: storage is allowed on the demo).
    await page.reload();
    await shown(countLink(page, 'Wishlist, 2 items'));

    await signInAs(page, 'ben@demo.test');
    await poll(() => pointsBadge(page).innerText()).toContain('200 points');
    await shown(countLink(page, 'Wishlist, 2 items'));
    for (const title of titles)
      await poll(() => heart(page, title).getAttribute('aria-pressed')).toBe('true');

    await visit(page, '/account.html');
    const manager = page.locator('lk-wishlist-manager');
    // Below the rewards program (a screen tall): it starts as the shopper scrolls to it.
    await manager.scrollIntoViewIfNeeded();
    // Each saved product is a card with its menu (move, variant, remove).
    for (const title of titles)
      await shown(manager.getByRole('button', { name: `More actions for ${title}` }));
    expect(await manager.getByText('You are saving as a guest', { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a customer redeems points, sees the code, the balance drops and the reward is listed', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/');
    await signInAs(page, 'ana@demo.test');
    const badge = pointsBadge(page);
    await poll(() => badge.innerText()).toMatch(/4,526 points/);
    expect(await badge.innerText()).toContain('Silver tier');

    await badge.click();
    const drawer = page.getByRole('dialog', { name: 'Rewards' });
    await shown(drawer);
    await poll(() => drawer.getByText('4,526 points', { exact: true }).count()).toBe(1);
    const yourRewards = drawer.getByRole('region', { name: 'Your rewards' });
    await shown(yourRewards);
    const codesBefore = await yourRewards.locator('.lk-rewards-drawer__code').allInnerTexts();

    const redeem = drawer.getByRole('region', { name: 'Ways to redeem' });
    await redeem.getByRole('button', { name: 'Redeem “$5 off your order”' }).click();
    await shown(redeem.getByRole('heading', { name: 'Confirm your reward' }));
    await shown(redeem.getByText('Spend 500 points on “$5 off your order”?'));
    await redeem.getByRole('button', { name: 'Yes, redeem' }).click();

    await shown(redeem.getByRole('heading', { name: 'Your reward is ready!' }));
    const code = (await redeem.locator('.lk-rewards-drawer__code').innerText()).trim();
    expect(code).toMatch(/^\S{4,}$/);
    expect(codesBefore).not.toContain(code);
    await shown(redeem.getByRole('button', { name: `Copy code ${code}` }));
    await shown(redeem.getByText('New balance: 4,026 points'));
    // The balance drops by 500 in the drawer and on the badge.
    await poll(() => drawer.getByText('4,026 points', { exact: true }).count()).toBe(1);
    await poll(() => badge.innerText()).toContain('4,026 points');
    // And the reward is listed among the active ones.
    await shown(yourRewards.getByText(code, { exact: true }));
    await shown(yourRewards.getByRole('button', { name: `Copy code ${code}` }));

    await redeem.getByRole('button', { name: 'Back to rewards' }).click();
    await shown(redeem.getByRole('button', { name: 'Redeem “$5 off your order”' }));
    // Still there after a reload: it is on the server, not only in the page.
    await page.reload();
    await poll(() => pointsBadge(page).innerText()).toContain('4,026 points');
    await pointsBadge(page).click();
    await shown(
      page
        .getByRole('dialog', { name: 'Rewards' })
        .getByRole('region', { name: 'Your rewards' })
        .getByText(code, { exact: true }),
    );
    expect(errors).toEqual([]);
  });

  it('keyboard only: Tab to the points badge, Enter opens the drawer, Escape closes it', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/');
    await signInAs(page, 'cara@demo.test');
    const badge = pointsBadge(page);
    await poll(() => badge.innerText()).toMatch(/points/);

    /** What has focus, through shadow roots: tag, name and the widget it sits in. */
    const focused = () =>
      page.evaluate(() => {
        let el: Element | null = document.activeElement;
        let host = '';
        while (el?.shadowRoot?.activeElement) {
          host = el.localName;
          el = el.shadowRoot.activeElement;
        }
        const inDialog = !!el?.closest('dialog[open]');
        return {
          host,
          tag: el?.localName ?? '',
          text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
          inDialog,
        };
      });

    // From the top of the page, Tab until the badge's button has focus.
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      reached = now.host === 'lk-points-badge' && now.tag === 'button';
    }
    expect(reached).toBe(true);

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Rewards' });
    await shown(drawer);
    await poll(async () => (await focused()).inDialog).toBe(true);
    await shown(drawer.getByRole('region', { name: 'Ways to redeem' }));
    await poll(() => drawer.locator('[aria-busy="true"]').count()).toBe(0);

    // Tab moves through the drawer's controls and stays inside it.
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      expect(now.inDialog, `Tab ${i + 1} left the drawer (${now.tag} ${now.text})`).toBe(true);
      seen.add(`${now.tag}:${now.text}`);
    }
    expect(seen.size).toBeGreaterThan(2);
    expect([...seen].some((s) => s.startsWith('button:'))).toBe(true);

    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    // Focus goes back to the badge that opened it.
    await poll(() => focused()).toMatchObject({ host: 'lk-points-badge', tag: 'button' });
    expect(errors).toEqual([]);
  });

  it('a guest who only looks at a product page opens no session; a customer opens exactly one', async () => {
    const { page, errors } = await newShopper();
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/session') sessions.push(request.method());
    });
    // Every widget of the product page in view with its data: ratings, reviews, questions, the
    // gallery, the nudge, and the guest's badge, heart, count and registry button.
    await visit(page, '/product.html?handle=everyday-linen-shirt');
    await allWidgetsReady(page);
    await networkQuiet(page);
    await shown(page.locator('lk-points-badge .lk-points-badge[data-state="guest"]'));
    console.info(`/session requests, product page as a guest: ${sessions.length}`);
    expect(sessions).toEqual([]);
    // The same page as a customer: one session, shared by every widget that needs it. Counted
    // from before the sign-in: the reloaded page may open it before its `load` event.
    sessions.length = 0;
    await signInAs(page, 'ben@demo.test');
    await allWidgetsReady(page);
    await networkQuiet(page);
    await shown(page.locator('lk-points-badge .lk-points-badge[data-state="customer"]'));
    console.info(`/session requests, product page as a customer: ${sessions.length}`);
    expect(sessions).toEqual(['POST']);
    expect(errors).toEqual([]);
  });

  it('a customer writes a review and sees it is awaiting moderation', async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/product.html?handle=everyday-linen-shirt');
    await signInAs(page, 'ben@demo.test');
    // The reviews block's "Write a review" opens the form inline (a desktop-wide page), with
    // focus on its heading.
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    const write = block.getByRole('button', { name: 'Write a review' });
    await shown(write);
    await write.click();
    const form = block.getByRole('region', { name: 'Write a review' });
    await shown(form);
    await poll(() =>
      page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return `${el?.localName}: ${el?.textContent}`;
      }),
    ).toBe('h3: Write a review');
    const rating = form.getByRole('radiogroup', { name: 'Your rating' });
    await shown(rating);
    // Two stars: below the store's auto-publish threshold (3), so it waits for moderation.
    const twoStars = rating.getByRole('radio', { name: '2 stars' });
    // The star the shopper clicks is the radio's label (the input itself is visually hidden).
    await rating.locator('label', { has: page.getByRole('radio', { name: '2 stars' }) }).click();
    expect(await twoStars.isChecked()).toBe(true);
    const title = `Shrank in the wash ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Lovely colour, but it lost a size after the first wash at 30 degrees.');
    const consent = form.getByRole('checkbox', {
      name: 'I agree that my review may be published on this store.',
    });
    if (await consent.count()) await consent.check();
    await form.getByRole('button', { name: 'Submit review' }).click();

    const done = form.getByRole('status').filter({ hasText: 'Thank you!' });
    await shown(done);
    expect(await done.innerText()).toContain('Thank you! Your review is awaiting moderation.');
    await shown(form.getByRole('button', { name: 'Write another review' }));
    // Pending: not among the published reviews, even after a reload.
    await page.reload();
    const reviews = page.locator('lk-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await poll(() => reviews.getAttribute('data-state')).toBe('ready');
    await networkQuiet(page);
    expect(await reviews.getByText(title).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a gifter buys two items from a shared registry, pays the invoice, sees them counted at once, and the registrant sees them bought', async () => {
    const registrant = await newShopper();
    const link = await anasShareLink(registrant.page);
    expect(registrant.errors).toEqual([]);

    const { page, errors } = await newShopper();
    await page.goto(link);
    const share = page.locator('lk-registry-share');
    await shown(share.getByRole('heading', { name: /^Gift registry of .*Sam Rivera/ }));
    // A gift list: each gift a product card with "Buy this gift", no quantity boxes yet.
    const buy = share.getByRole('button', { name: /^Buy this gift\s*:/ });
    await poll(() => buy.count()).toBeGreaterThanOrEqual(2);
    expect(await share.getByRole('spinbutton').count()).toBe(0);
    // The two gifts: their titles (each a link to the product) and how many were bought before.
    const gifts: { title: string; wanted: number; purchased: number }[] = [];
    for (const n of [0, 1]) {
      // `has` is matched inside each card: a page-rooted role query, not one under the widget.
      const card = share
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Buy this gift\s*:/ }) })
        .nth(n);
      // The product's title arrives after the registry: until then the heading says "Loading…".
      await poll(async () => (await card.getByRole('heading').innerText()).trim()).not.toMatch(
        /^(Loading…)?$/,
      );
      const title = (await card.getByRole('heading').innerText()).trim();
      expect(await card.getByRole('link', { name: title }).getAttribute('href')).toMatch(
        /^\/products\/[a-z0-9-]+$/,
      );
      const valueText = (await card.getByRole('progressbar').getAttribute('aria-valuetext')) ?? '';
      const [, wanted, purchased] = /(\d+) wanted, (\d+) purchased/.exec(valueText) ?? [];
      gifts.push({ title, wanted: Number(wanted), purchased: Number(purchased) });
    }
    expect(await share.getByText(/gifts? chosen/).count()).toBe(0);
    for (const [n, gift] of gifts.entries()) {
      const named = new RegExp(`^Buy this gift\\s*:\\s*${gift.title.replace(/\W/g, '\\$&')}$`);
      await share.getByRole('button', { name: named }).click();
      await shown(share.getByText(`${n + 1} gift${n ? 's' : ''} chosen`));
      expect(
        await share
          .getByRole('spinbutton', { name: `Quantity of ${gift.title} to give` })
          .inputValue(),
      ).toBe('1');
    }
    await shown(share.getByText(/^Total \$\d/));
    await share.getByRole('textbox', { name: 'Your name' }).fill('Gus Gifter');
    await share.getByRole('textbox', { name: 'Your e-mail' }).fill('gus@example.test');
    await share.getByRole('button', { name: 'Continue to payment' }).click();

    // A draft order is not a purchase: the view says what is left to do, and no order number.
    const done = share.getByRole('status').filter({ hasText: 'Almost there!' });
    await shown(done);
    expect(await done.innerText()).toBe(
      'Almost there! Pay to send your 2 gifts to Ana Lopez & Sam Rivera.',
    );

    // The store's invoice page of that order, on the store's own address: the gifter pays.
    await Promise.all([
      page.waitForURL(/\/invoices\/\d+\/[0-9a-f]{32}$/),
      share.getByRole('link', { name: 'Pay for your gifts' }).click(),
    ]);
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    await shown(page.getByRole('heading', { name: /^Invoice #\d+$/ }));
    for (const gift of gifts) await shown(page.getByRole('cell', { name: gift.title }));
    const invoiceAxe = await axeViolations(page);
    expect(invoiceAxe, JSON.stringify(invoiceAxe, null, 2)).toEqual([]);
    await Promise.all([
      page.waitForLoadState('load'),
      page.getByRole('button', { name: /^Pay \$\d/ }).click(),
    ]);
    await shown(page.getByRole('status').filter({ hasText: 'Payment received. Thank you, Gus' }));

    // Back on the registry, the gifter's own purchase counts at once (no duplicate gift).
    await page.goto(link);
    const counts = () =>
      Promise.all(
        gifts.map(async (gift) => {
          const card = share.getByRole('listitem').filter({ hasText: gift.title }).first();
          return card.getByRole('progressbar').getAttribute('aria-valuetext');
        }),
      );
    await shown(share.getByRole('heading', { name: /^Gift registry of / }));
    await expect
      .poll(counts, { timeout: 1_000, interval: 50 })
      .toEqual(gifts.map((g) => `${g.wanted} wanted, ${g.purchased + 1} purchased`));
    expect(errors).toEqual([]);

    // The registrant sees both gifts bought. The proxy keeps a customer's registries for 20 s
    // (then revalidates within 20 s more): the page is reloaded until then, never longer.
    const account = registrant.page;
    const bought = async () => {
      await account.reload();
      const manager = account.locator('lk-registry-manager');
      await manager.scrollIntoViewIfNeeded();
      const texts: string[] = [];
      for (const gift of gifts) {
        const bar = manager
          .getByRole('listitem')
          .filter({ hasText: gift.title })
          .first()
          .getByRole('progressbar');
        await shown(bar);
        texts.push((await bar.getAttribute('aria-valuetext')) ?? '');
      }
      return texts;
    };
    await expect
      .poll(bought, { timeout: 60_000, interval: 2_000 })
      .toEqual(gifts.map((g) => `${g.wanted} wanted, ${g.purchased + 1} purchased`));
    expect(registrant.errors).toEqual([]);
  });
});

describe('sharing a wishlist and the cart', () => {
  it('a shopper shares a wishlist; a friend adds an item from it to their cart and saves another', async () => {
    const owner = await newShopper();
    await visit(owner.page, '/collection.html');
    const titles: string[] = [];
    for (const n of [2, 3]) {
      const title =
        (await owner.page.locator('lk-wishlist-button').nth(n).getAttribute('product-title')) ?? '';
      const button = heart(owner.page, title);
      await poll(() => button.getAttribute('aria-disabled')).toBeNull();
      await button.click();
      await poll(() => button.getAttribute('aria-pressed')).toBe('true');
      titles.push(title);
    }
    await visit(owner.page, '/account.html');
    const manager = owner.page.locator('lk-wishlist-manager');
    await manager.scrollIntoViewIfNeeded();
    await manager.getByRole('button', { name: 'Get share link' }).click();
    const field = manager.getByRole('link', { name: /wishlist\.html\?token=/ });
    await shown(field);
    const link = new URL((await field.getAttribute('href')) ?? '', baseUrl).href;
    // A short link: far from a registry's 250-character token.
    expect(new URL(link).searchParams.get('token')?.length).toBeLessThanOrEqual(100);
    expect(owner.errors).toEqual([]);

    const { page, errors } = await newShopper();
    await page.goto(link);
    const share = page.locator('lk-wishlist-share');
    await shown(share.getByRole('heading', { name: /^Wishlist: / }));
    const [first, second] = titles as [string, string];
    // The product's title is a visually hidden part of the name; Chromium puts a space before
    // it (the hidden span is absolutely positioned), so the name is matched loosely there.
    const addFirst = new RegExp(`^Add to cart\\s*:\\s*${first}$`);
    await share.getByRole('button', { name: addFirst }).click();
    await shown(share.getByText(`${first} added to your cart.`));
    // The theme's header hears `lk:cart-updated` and shows the cart's count.
    await poll(() => page.locator('#cart-count').innerText()).toBe('1');
    // The friend saves the other item to their own wishlist.
    const save = share.getByRole('button', { name: `Save ${second} to wishlist` });
    await poll(() => save.getAttribute('aria-disabled')).toBeNull();
    await save.click();
    await poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await shown(countLink(page, 'Wishlist, 1 item'));

    // Each item leads to its product: the friend follows the title to the product page.
    await Promise.all([
      page.waitForURL(/\/product\.html\?handle=/),
      share.getByRole('link', { name: second, exact: true }).click(),
    ]);
    await shown(page.getByRole('heading', { level: 1, name: second }));

    await visit(page, '/cart.html');
    await shown(page.getByRole('cell', { name: first }));
    expect(errors).toEqual([]);

    // The owner makes the list private: the link opens nothing any more.
    // The box follows the saved list: it is ticked once the store has the change.
    const privateBox = owner.page
      .locator('lk-wishlist-manager')
      .getByRole('checkbox', { name: 'Private list (only you can see it)' });
    await privateBox.click();
    await poll(() => privateBox.isChecked()).toBe(true);
    await shown(
      owner.page.locator('lk-wishlist-manager').getByText('Private lists cannot be shared.', {
        exact: false,
      }),
    );
    const late = await newShopper();
    await late.page.goto(link);
    await shown(late.page.locator('lk-wishlist-share').getByText('We could not find that.'));
  });

  it("a customer's reward code applied from the drawer is on the cart", async () => {
    const { page, errors } = await newShopper();
    await visit(page, '/');
    await signInAs(page, 'eve@demo.test');
    await pointsBadge(page).click();
    const drawer = page.getByRole('dialog', { name: 'Rewards' });
    const yourRewards = drawer.getByRole('region', { name: 'Your rewards' });
    const apply = yourRewards.getByRole('link', { name: /^Apply to cart \(code .+\)$/ }).first();
    await shown(apply);
    const code = /\(code (.+)\)$/.exec((await apply.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await Promise.all([page.waitForURL(/\/cart\.html$/), apply.click()]);
    await shown(page.getByText(`Discount code ${code} applied`));
    expect(errors).toEqual([]);
  });
});

describe('every demo page: axe (WCAG 2.x A/AA) and the console', () => {
  const pages: {
    name: string;
    path: string | ((page: Page) => Promise<string>);
    as?: string;
    /** What the page's widgets must show (not an error state) before axe runs. */
    shows?: (page: Page) => Locator;
  }[] = [
    { name: 'home', path: '/' },
    { name: 'collection', path: '/collection.html' },
    { name: 'product', path: '/product.html?handle=wool-beanie' },
    { name: 'account (guest)', path: '/account.html' },
    {
      name: 'account (ana)',
      path: '/account.html',
      as: 'ana@demo.test',
      shows: (page) => page.locator('lk-registry-manager').getByRole('article'),
    },
    { name: 'gallery', path: '/gallery.html' },
    { name: 'cart', path: '/cart.html' },
    {
      name: 'registry share (guest)',
      path: async (page) => anasShareLink(page),
      shows: (page) =>
        page.locator('lk-registry-share').getByRole('heading', { name: /^Gift registry of / }),
    },
  ];

  it.each(pages)('$name: no axe violation, no console error', async ({ path, as, shows }) => {
    let url = typeof path === 'string' ? path : '';
    if (typeof path !== 'string') {
      const registrant = await newShopper();
      url = await path(registrant.page);
    }
    const { page, errors } = await newShopper();
    await visit(page, url);
    if (as) await signInAs(page, as);
    await allWidgetsReady(page);
    if (shows) await shown(shows(page));
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
