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
    // Ana's birthday is on file: the birthday rule does not ask for it again.
    await page.getByText('Your birthday: March 14').waitFor();
    expect(await page.getByRole('button', { name: 'Add your birthday' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('lists of products', () => {
  it('link each wishlist and registry item to its product page, in the account’s managers', async () => {
    const { page, errors } = await open('/account.html', 'ana@demo.test');
    for (const manager of ['lk-wishlist-manager', 'lk-registry-manager']) {
      const items = page.locator(manager).locator('.lk-product-row__title');
      expect(await items.count()).toBeGreaterThan(0);
      const links = await items.evaluateAll((titles) =>
        titles.map((t) => ({
          text: t.textContent?.trim() ?? '',
          href: t.querySelector('a')?.getAttribute('href') ?? null,
        })),
      );
      for (const link of links)
        expect(link.href, `${manager}: ${link.text}`).toMatch(/^\/products\/[a-z0-9-]+$/);
    }
    // Followed, a title opens that product's page.
    const first = page.locator('lk-registry-manager').locator('.lk-product-row__title a').first();
    const title = (await first.innerText()).trim();
    await Promise.all([page.waitForURL(/\/product\.html\?handle=/), first.click()]);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('links in the widgets', () => {
  it('take the theme’s accent (not the browser’s blue), underlined, with a readable contrast', async () => {
    for (const [path, host] of [
      ['/reviews.html', 'lk-all-reviews'],
      ['/', 'lk-reviews-carousel'],
    ] as const) {
      const { page } = await open(path);
      const style = await page
        .locator(host)
        .locator('.lk-link')
        .first()
        .evaluate((link) => {
          // `rgb(r, g, b[, a])`, or `color(srgb r g b[ / a])` (what color-mix() computes to).
          const rgb = (c: string) => {
            const parts = (c.replace(/^color\(srgb/, '').match(/[\d.]+/g) ?? []).map(Number);
            const scale = c.startsWith('color(') ? 255 : 1;
            return [...parts.slice(0, 3).map((v) => v * scale), ...parts.slice(3, 4)];
          };
          const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
            const lin = (v: number) => {
              const s = v / 255;
              return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
            };
            return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
          };
          // The colour behind the link: the nearest box that paints one.
          let back: number[] = [255, 255, 255];
          for (let el: Element | null = link; el;) {
            const c = rgb(getComputedStyle(el).backgroundColor);
            if (c.length === 3 || (c[3] ?? 0) > 0) {
              back = c;
              break;
            }
            const root = el.getRootNode();
            el = el.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
          }
          const { color, textDecorationLine } = getComputedStyle(link);
          const [l1, l2] = [luminance(rgb(color)), luminance(back)].sort((a, b) => b - a);
          return { color, underline: textDecorationLine, contrast: (l1! + 0.05) / (l2! + 0.05) };
        });
      // The demo theme's accent (--lk-color-accent: #2f5d50).
      expect(style.color, path).toBe('rgb(47, 93, 80)');
      expect(style.underline, path).toBe('underline');
      expect(style.contrast, path).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the demo storefront', () => {
  it('keeps the shopper’s language from page to page, and switches it from the header', async () => {
    const { page, errors } = await open('/?locale=fr');
    const lang = () => page.evaluate(() => document.documentElement.lang);
    expect(await page.locator('#demo-locale').inputValue()).toBe('fr');
    // A theme link, then a widget's (the carousel's product link, in its shadow root).
    await Promise.all([
      page.waitForURL(/\/collection\.html/, { waitUntil: 'commit' }),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click(),
    ]);
    expect(new URL(page.url()).search).toBe('?locale=fr');
    await page.waitForLoadState('domcontentloaded');
    expect(await lang()).toBe('fr');
    await page.goto(new URL('/?locale=fr', baseUrl).href);
    await allWidgetsReady(page);
    const about = page.locator('lk-reviews-carousel').locator('.lk-review__product').first();
    await about.scrollIntoViewIfNeeded();
    // The product page's URL (the home page's has the locale too: a wait for it alone could end
    // before the new page has loaded, as it once did in CI).
    await Promise.all([page.waitForURL(/\/product\.html\?(.*&)?locale=fr(&|$)/), about.click()]);
    expect(new URL(page.url()).pathname).toBe('/product.html');
    await expect.poll(lang).toBe('fr');
    // The switcher changes it (and the widgets speak it).
    await Promise.all([
      page.waitForURL(/[?&]locale=de(&|$)/),
      page.locator('#demo-locale').selectOption('de'),
    ]);
    expect(await lang()).toBe('de');
    // The review form's words come with its code, in the page's language.
    await allWidgetsReady(page);
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Bewertung schreiben' }).click();
    await block.getByRole('textbox', { name: 'Ihre Bewertung' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('has the rewards page in its navigation, and no page warns about an unused preload', async () => {
    const { page, errors } = await open('/');
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Rewards' })
        .getAttribute('href'),
    ).toBe('/rewards.html');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`);
    });
    // A page that reads the product feed (its preload is used) and pages that do not (no preload).
    for (const path of ['/', '/gallery.html', '/account.html', '/cart.html']) {
      await page.goto(new URL(path, baseUrl).href);
      await allWidgetsReady(page);
      // Chromium warns about a preload a few seconds after the page's load event.
      await page.waitForTimeout(3_500);
    }
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('ways to earn', () => {
  it('open the store’s Instagram first, then let the customer claim; the birthday form fits one row', async () => {
    const { page, errors } = await open('/rewards.html', 'finn@demo.test', { width: 1280 });
    // The demo's Instagram is answered here: no request leaves the machine.
    await page
      .context()
      .route('https://www.instagram.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
      );
    const rewards = page.locator('lk-rewards-page');
    const rule = rewards.getByRole('listitem').filter({ hasText: 'Follow us on Instagram' });
    const follow = rule.getByRole('link', { name: /^Follow us/ });
    expect(await follow.getAttribute('href')).toBe('https://www.instagram.com/loyalkit.demo');
    expect(await rule.getByRole('button', { name: /^Claim/ }).count()).toBe(0);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), follow.click()]);
    await tab.close();
    await rule.getByRole('button', { name: 'Claim “Follow us on Instagram”' }).click();
    await rule.getByText('Done! You earned 100 points.').waitFor();

    // "Add your birthday" brings the customer to the form: month then day (as English writes
    // them), then Save, on one row at 1280 px.
    await rewards.getByRole('button', { name: 'Add your birthday' }).click();
    const month = rewards.getByRole('combobox', { name: 'Month' });
    const day = rewards.getByRole('spinbutton', { name: 'Day' });
    const save = rewards.getByRole('button', { name: 'Save birthday' });
    expect(await page.evaluate(() => window.lkProbe.active()?.localName)).toBe('select');
    const [m, d, s] = await Promise.all([month, day, save].map((l) => l.boundingBox()));
    expect(
      Math.abs((m?.y ?? 0) + (m?.height ?? 0) - ((d?.y ?? 0) + (d?.height ?? 0))),
    ).toBeLessThan(2);
    expect(m!.x).toBeLessThan(d!.x);
    expect(d!.x).toBeLessThan(s!.x);
    // The day box holds two digits, not the row.
    expect(d!.width).toBeLessThan(120);
    expect(errors).toEqual([]);
  });
});

/**
 * Where each of `parts` (in that order in the element's text) is drawn: the left edge of its first
 * box, through the widgets' shadow roots. Left-to-right text drawn in order has growing edges.
 */
function edgesOf(page: Page, host: string, selector: string, parts: string[]) {
  return page.evaluate(
    ({ host, selector, parts }) => {
      const root = document.querySelector(host)?.shadowRoot;
      const el = [...(root?.querySelectorAll(selector) ?? [])].find((e) =>
        parts.every((p) => e.textContent?.includes(p)),
      );
      const text = el && [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
      if (!el || !text?.textContent) return null;
      let from = 0;
      return parts.map((part) => {
        const start = text.textContent!.indexOf(part, from);
        from = start + part.length;
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + part.length);
        return Math.round(range.getBoundingClientRect().left);
      });
    },
    { host, selector, parts },
  );
}

describe('right-to-left pages', () => {
  it('keep a reward’s title and a reviewer’s name in their own direction', async () => {
    const { page, errors } = await open('/rewards.html?locale=ar', 'ana@demo.test');
    // "$5 off your order" in an Arabic page: "$5", then "off", then "order", left to right.
    const title = await edgesOf(page, 'lk-rewards-page', '.lk-rewards-drawer__item-title', [
      '$5',
      'off',
      'order',
    ]);
    expect(title).not.toBeNull();
    expect([...title!].sort((a, b) => a - b)).toEqual(title);
    // ...and it lines up with the page: it ends at the right of its box, as the Arabic text does.
    const gap = await page.evaluate(() => {
      const root = document.querySelector('lk-rewards-page')!.shadowRoot!;
      const el = [...root.querySelectorAll('.lk-rewards-drawer__item-title')].find((e) =>
        e.textContent?.includes('$5 off'),
      )!;
      const range = document.createRange();
      range.selectNodeContents(el);
      return el.getBoundingClientRect().right - range.getBoundingClientRect().right;
    });
    expect(gap).toBeLessThan(2);

    await page.goto(new URL('/reviews.html?locale=ar', baseUrl).href);
    await allWidgetsReady(page);
    // A name with its initial ("Chloe N."): the full stop stays after the initial, on its right.
    const names = await page
      .locator('lk-all-reviews')
      .locator('.lk-review__author')
      .allInnerTexts();
    const name = names.map((n) => n.trim()).find((n) => /^\p{Lu}\p{L}+ \p{Lu}\.$/u.test(n));
    expect(name).toBeDefined();
    const [initial, stop] =
      (await edgesOf(page, 'lk-all-reviews', '.lk-review__author', [name!.slice(-2, -1), '.'])) ??
      [];
    expect(stop).toBeGreaterThan(initial!);
    expect(errors).toEqual([]);
  });
});

describe('the floating launcher on a phone', () => {
  it('steps aside while the shopper types, and never covers a form’s Submit', async () => {
    const { page, errors } = await open('/product.html?handle=gift-card', undefined, {
      width: 390,
      height: 844,
    });
    const launcher = page.locator('lk-launcher .lk-launcher');
    await launcher.waitFor();
    // How much it is there: its opacity, 0 when taps go through it to the page.
    const shown = () =>
      launcher.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.pointerEvents === 'none' ? 0 : Number(style.opacity);
      });
    await expect.poll(shown).toBe(1);

    const qa = page.locator('lk-questions');
    await qa.scrollIntoViewIfNeeded();
    await qa.getByRole('button', { name: 'Ask a question' }).click();
    const box = qa.getByRole('textbox', { name: 'Your question' });
    await box.waitFor();
    // Typing: the corner button is out of the way of the text and the keyboard.
    await box.fill('Does the card expire?');
    await expect.poll(shown).toBe(0);
    await box.blur();

    // The Submit button scrolled to the launcher's corner: what is drawn there is the button.
    const submit = qa.getByRole('button', { name: 'Submit question' });
    // The launcher's own corner (where it sits when not aside).
    const corner = await launcher.evaluate((el: HTMLElement) => ({
      x: el.offsetLeft,
      y: el.offsetTop,
      width: el.offsetWidth,
      height: el.offsetHeight,
    }));
    const target = await submit.boundingBox();
    // The button runs under the launcher's corner (else this would prove nothing).
    expect(target!.x + target!.width - 8).toBeGreaterThan(corner.x);
    await page.evaluate(
      (dy) => window.scrollBy(0, dy),
      target!.y + target!.height / 2 - (corner.y + corner.height / 2),
    );
    await page.waitForTimeout(300);
    const onTop = await submit.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const x = r.right - 8;
      const y = r.top + r.height / 2;
      const host = document.elementFromPoint(x, y);
      return (host?.shadowRoot?.elementFromPoint(x, y) ?? host)?.closest('button') === button;
    });
    expect(onTop).toBe(true);
    await expect.poll(shown).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a customer’s launcher, which appears once the balance is in, steps aside as well', async () => {
    // The guest's launcher is there on the first render; a customer's waits for the session and
    // the balance, after its container mounted. The watch must start with the launcher itself.
    const { page, errors } = await open('/product.html?handle=gift-card', 'finn@demo.test', {
      width: 390,
      height: 844,
    });
    const launcher = page.locator('lk-launcher .lk-launcher');
    await expect.poll(() => launcher.getAttribute('data-state')).toBe('customer');
    const qa = page.locator('lk-questions');
    await qa.scrollIntoViewIfNeeded();
    await qa.getByRole('button', { name: 'Ask a question' }).click();
    const box = qa.getByRole('textbox', { name: 'Your question' });
    await box.fill('Can I send it by e-mail?');
    await expect
      .poll(() => launcher.evaluate((el) => getComputedStyle(el).pointerEvents))
      .toBe('none');
    // Focus on the launcher itself (the keyboard's way to it) brings it back.
    await page
      .locator('lk-launcher')
      .getByRole('button', { name: /^Rewards: / })
      .focus();
    await expect.poll(() => launcher.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(errors).toEqual([]);
  });
});

describe('forms and cards', () => {
  it('lines up a guest’s name and e-mail boxes in the review form', async () => {
    const { page, errors } = await open('/product.html?handle=wool-beanie');
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Write a review' }).click();
    const name = block.getByRole('textbox', { name: 'Your name' });
    const email = block.getByRole('textbox', { name: 'Your e-mail' });
    await email.waitFor();
    const [n, e] = await Promise.all([name.boundingBox(), email.boundingBox()]);
    // Side by side at 1280 px: the same top and height.
    expect(e!.x).toBeGreaterThan(n!.x + n!.width - 1);
    expect(Math.abs(e!.y - n!.y)).toBeLessThan(1);
    expect(Math.abs(e!.height - n!.height)).toBeLessThan(1);
    expect(errors).toEqual([]);
  });

  it('draws each carousel review as a whole card, its bottom border inside the widget', async () => {
    for (const width of [390, 1280]) {
      const { page } = await open('/', undefined, { width });
      const carousel = page.locator('lk-reviews-carousel');
      await carousel.scrollIntoViewIfNeeded();
      const fit = await carousel.evaluate((host) => {
        const card = host.shadowRoot?.querySelector('.lk-carousel__slide:not([hidden]) .lk-review');
        if (!card) return null;
        const c = card.getBoundingClientRect();
        const style = getComputedStyle(card);
        // Nothing between the card and the widget clips it.
        let clipped = false;
        for (let el = card.parentElement; el; el = el.parentElement) {
          const r = el.getBoundingClientRect();
          if (getComputedStyle(el).overflowY !== 'visible' && r.bottom < c.bottom) clipped = true;
        }
        return {
          border: style.borderBottomWidth,
          inside: c.bottom <= host.getBoundingClientRect().bottom + 0.5,
          clipped,
        };
      });
      expect(fit, `at ${width} px`).toEqual({ border: '1px', inside: true, clipped: false });
    }
  });

  it('lists a gallery post’s products with their price and an add to cart', async () => {
    const { page, errors } = await open('/gallery.html');
    const gallery = page.locator('lk-gallery').first();
    await gallery.getByRole('button', { name: /^Open post 1:/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Post 1 of/ });
    await dialog.waitFor();
    const product = dialog.getByRole('listitem').first();
    await expect.poll(() => product.innerText()).toMatch(/\$\d+\.\d{2}/);
    const add = product.getByRole('button', { name: /^Add to cart/ });
    const choose = product.getByRole('link', { name: /^View / });
    await add.or(choose).first().waitFor();
    if (await add.count()) {
      await add.click();
      await product.getByText(/added to your cart\.$/).waitFor();
      await expect.poll(() => page.locator('#cart-count').innerText()).toBe('1');
    } else {
      expect(await choose.getAttribute('href')).toMatch(/^\/products\//);
    }
    expect(errors).toEqual([]);
  });
});

describe('the gallery page', () => {
  it('shows each gallery’s own posts', async () => {
    const { page, errors } = await open('/gallery.html');
    const pictures = (n: number) =>
      page
        .locator('lk-gallery')
        .nth(n)
        .evaluate((host) =>
          [...(host.shadowRoot?.querySelectorAll('.lk-gallery__image') ?? [])].map(
            (img) => (img as HTMLImageElement).src,
          ),
        );
    const [trail, home] = [await pictures(0), await pictures(1)];
    expect(trail.length).toBe(8);
    expect(home.length).toBe(8);
    expect(trail.filter((src) => home.includes(src))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
