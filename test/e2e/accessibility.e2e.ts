// Accessibility past axe (WCAG 2.2 AA), measured in Chromium on the demo storefront in English,
// Arabic (right to left) and Japanese: what axe cannot see. Keyboard order and visible focus,
// focus kept in and returned from the drawer and the lightbox, target sizes, reflow at 320 CSS
// px, the text-spacing overrides of 1.4.12, reduced motion, forced colours; and axe itself on
// every page in each language. docs/accessibility.md says what each check stands for.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { plainPng } from '../../server-proxy/test-helpers/images.js';
import { axeViolations, launchBrowser } from './browser.js';
import {
  allWidgetsReady,
  closeShoppers,
  focused,
  newShopper,
  poll,
  shown,
  signInAs,
  visit,
  type ShopperOptions,
} from './probe.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ['en', 'ar', 'ja'] as const;

interface DemoPage {
  name: string;
  path: string;
  /** The demo shopper signed in, if any. */
  as?: string;
}

/**
 * The pages with every widget between them: product (reviews, Q&A, buttons), account, gallery,
 * store-wide reviews.
 */
const PAGES: DemoPage[] = [
  { name: 'product', path: '/product.html?handle=wool-beanie' },
  { name: 'account (ana)', path: '/account.html', as: 'ana@demo.test' },
  { name: 'gallery', path: '/gallery.html' },
  { name: 'reviews (cara)', path: '/reviews.html', as: 'cara@demo.test' },
];

const CASES = LOCALES.flatMap((locale) => PAGES.map((p) => ({ ...p, locale })));

/** Opens a demo page in a locale, signed in if asked, with every widget's data in. */
async function open(p: DemoPage & { locale: string }, options: ShopperOptions = {}) {
  const shopper = await newShopper(browser, options);
  await visit(shopper.page, baseUrl, p.path, p.locale);
  if (p.as) await signInAs(shopper.page, p.as);
  await allWidgetsReady(shopper.page);
  return shopper;
}

/*
 * Shared in-page measures, as source so each page.evaluate can define them: the interactive
 * elements of the widgets (inside shadow roots), and a colour contrast ratio.
 */
const MEASURES = `
  const CONTROLS = 'a[href],button,input:not([type="hidden"]),select,textarea,summary,[tabindex]:not([tabindex="-1"])';
  const hidden = (el) => !!el.closest('.lk-visually-hidden') && !el.matches('input');
  const widgetControls = () => window.lkProbe.all(CONTROLS).filter((el) =>
    el.getRootNode() instanceof ShadowRoot && !el.disabled && el.getClientRects().length > 0);
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const backgroundOf = (el) => {
    for (let e = el; e; e = e.parentElement || (e.getRootNode() instanceof ShadowRoot ? e.getRootNode().host : null)) {
      const bg = getComputedStyle(e).backgroundColor;
      if (rgb(bg).length === 3 || rgb(bg)[3] > 0.5) return bg;
    }
    return 'rgb(255, 255, 255)';
  };
`;

/** Runs `body` (a function body using MEASURES) in the page. */
function measure<T>(page: Page, body: string): Promise<T> {
  return page.evaluate(new Function(`${MEASURES}\n${body}`) as () => T);
}

/*
 * Each page in each language is opened once and checked in turn: the checks only read it, but
 * for the text-spacing one, which restyles it and so comes last.
 */
describe.each(CASES)('$name in $locale', (p) => {
  // Opened by the first test that needs it (its waits are expectations, which need a test).
  let opened: ReturnType<typeof open> | undefined;
  const shared = () => (opened ??= open(p));
  afterAll(closeShoppers);

  it('has no axe violation (WCAG 2.2 A/AA) and no console error', async () => {
    const { page, errors } = await shared();
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Tab reaches every widget; each stop shows a focus ring (3:1) and is on screen', async () => {
    const { page } = await shared();
    expect(
      await measure<string[]>(
        page,
        `return window.lkProbe.all('[tabindex]').filter((el) => el.tabIndex > 0).map((el) => el.outerHTML.slice(0, 80));`,
      ),
      'no positive tabindex reorders the page',
    ).toEqual([]);
    const widgets = await page.evaluate(() =>
      [
        ...new Set(
          window.lkProbe
            .all('a[href],button,input,select,textarea')
            .map((el) => el.getRootNode())
            .filter((r): r is ShadowRoot => r instanceof ShadowRoot)
            .map((r) => r.host.localName),
        ),
      ].sort(),
    );
    await page.locator('body').focus();
    const reached = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press('Tab');
      const stop = await measure<{
        host: string;
        what: string;
        ring: boolean;
        ratio: number;
        onScreen: boolean;
        body: boolean;
      }>(
        page,
        `const el = window.lkProbe.active();
        if (!el || el === document.body) return { body: true };
        const root = el.getRootNode();
        // A visually hidden radio or file input draws its ring on its label.
        const small = el.getBoundingClientRect().width <= 1;
        const drawn = small ? el.closest('label') || el.parentElement : el;
        const cs = getComputedStyle(drawn);
        const ring = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
        const r = drawn.getBoundingClientRect();
        return {
          host: root instanceof ShadowRoot ? root.host.localName : '',
          what: el.localName + ' ' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40),
          ring,
          ratio: ring ? contrast(cs.outlineColor, backgroundOf(drawn.parentElement || drawn)) : 0,
          onScreen: r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
          body: false,
        };`,
      );
      if (stop.body) break;
      if (!stop.host) continue; // the demo theme's own links
      reached.add(stop.host);
      if (!stop.ring) problems.push(`${stop.host} ${stop.what}: no focus ring`);
      else if (stop.ratio < 3)
        problems.push(`${stop.host} ${stop.what}: ring contrast ${stop.ratio.toFixed(2)}`);
      if (!stop.onScreen) problems.push(`${stop.host} ${stop.what}: focused off screen`);
    }
    expect(problems).toEqual([]);
    expect([...reached].filter((h) => widgets.includes(h)).sort()).toEqual(widgets);
  });

  it('has every control at least 24 by 24 CSS px (2.5.8)', async () => {
    const { page } = await shared();
    const small = await measure<string[]>(
      page,
      `return widgetControls().flatMap((el) => {
        // An input in a label is hit through the label too (a visually hidden one only there);
        // a link in a sentence is exempt.
        const label = el.matches('input') ? el.closest('label') : null;
        const target = label || el;
        if (!target) return [];
        if (el.localName === 'a' && getComputedStyle(el).display === 'inline' &&
            (el.parentElement.textContent || '').trim() !== (el.textContent || '').trim()) return [];
        const r = target.getBoundingClientRect();
        return r.width >= 24 && r.height >= 24 ? [] :
          [el.localName + ' ' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30) + ' ' + r.width.toFixed(1) + 'x' + r.height.toFixed(1)];
      });`,
    );
    expect(small).toEqual([]);
  });

  it('keeps all text with the 1.4.12 spacing overrides: nothing clipped', async () => {
    const { page } = await shared();
    const clipped = await measure<string[]>(
      page,
      `const css = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }';
      for (const root of [document, ...window.lkProbe.all('*').filter((e) => e.shadowRoot).map((e) => e.shadowRoot)]) {
        const style = document.createElement('style');
        style.textContent = css;
        (root === document ? document.head : root).append(style);
      }
      document.body.offsetHeight;
      return window.lkProbe.all('*')
        .filter((el) => el.getRootNode() instanceof ShadowRoot && !hidden(el))
        .filter((el) => el.textContent.trim() !== '' && el.getClientRects().length > 0)
        .filter((el) => {
          const cs = getComputedStyle(el);
          // The star fill clips on purpose: it shows part of a row of stars, not text.
          if (el.matches('.lk-stars__fill')) return false;
          const x = cs.overflowX === 'hidden' || cs.overflowX === 'clip';
          const y = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
          return (x && el.scrollWidth > el.clientWidth + 1) || (y && el.scrollHeight > el.clientHeight + 1);
        })
        .map((el) => el.localName + '.' + el.className + ': ' + el.textContent.trim().slice(0, 40))
        .slice(0, 5);`,
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBe(0);
  });

  it('reflows at 320 CSS px: no sideways scroll, nothing outside the viewport (1.4.10)', async () => {
    const { page } = await open(p, { width: 320, height: 640 });
    const out = await measure<{ scroll: number; outside: string[] }>(
      page,
      `return {
        scroll: document.scrollingElement.scrollWidth - innerWidth,
        outside: window.lkProbe.all('*')
          .filter((el) => el.getRootNode() instanceof ShadowRoot && !hidden(el))
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.left < -1 || r.right > innerWidth + 1))
          .map(({ el, r }) => el.localName + '.' + el.className + ' ' + Math.round(r.left) + '..' + Math.round(r.right))
          .slice(0, 5),
      };`,
    );
    expect(out).toEqual({ scroll: 0, outside: [] });
  });
});

describe.each(LOCALES)('focus in the overlays (%s)', (locale) => {
  afterEach(closeShoppers);

  /** Presses Tab (or Shift+Tab) `times` times; returns the stops on the page behind the dialog. */
  async function tabsLeaving(page: Page, key: 'Tab' | 'Shift+Tab', times: number) {
    const left: string[] = [];
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      const now = await focused(page);
      // A native modal lets Tab pass from its last control to the browser's own controls
      // (headless, that is the document itself) and back: the page behind stays inert.
      if (!now.inDialog && now.tag !== 'body')
        left.push(`${key} ${i + 1}: ${now.host} ${now.tag} ${now.name}`);
    }
    return left;
  }

  it('the drawer: opened by keyboard, Tab and Shift+Tab stay inside, Escape returns focus', async () => {
    const { page, errors } = await open({ name: 'home', path: '/', as: 'cara@demo.test', locale });
    const badge = page.locator('lk-points-badge button');
    await badge.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('dialog[open][data-variant="drawer"]');
    await shown(drawer);
    await poll(() => drawer.locator('[aria-busy="true"], .lk-skeleton').count()).toBe(0);
    await poll(async () => (await focused(page)).inDialog).toBe(true);
    expect(await tabsLeaving(page, 'Tab', 40)).toEqual([]);
    expect(await tabsLeaving(page, 'Shift+Tab', 40)).toEqual([]);
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    await poll(() => focused(page)).toMatchObject({ host: 'lk-points-badge', tag: 'button' });
    expect(errors).toEqual([]);
  });

  it('the lightbox: Tab stays inside, the close button returns focus to the post', async () => {
    const { page, errors } = await open({ name: 'gallery', path: '/gallery.html', locale });
    const tile = page.locator('lk-gallery').first().locator('.lk-gallery__tile').nth(1);
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open].lk-lightbox-dialog');
    await shown(dialog);
    await poll(async () => (await focused(page)).inDialog).toBe(true);
    expect(await tabsLeaving(page, 'Tab', 12)).toEqual([]);
    expect(await tabsLeaving(page, 'Shift+Tab', 12)).toEqual([]);
    await dialog.locator('.lk-dialog__header button').focus();
    await page.keyboard.press('Enter');
    await poll(() => dialog.count()).toBe(0);
    const back = await page.evaluate(() => window.lkProbe.active()?.className ?? '');
    expect(back).toContain('lk-gallery__tile');
    expect(await tile.evaluate((t) => t === window.lkProbe.active())).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe.each(['en', 'ar'])('preferences of the shopper (%s)', (locale) => {
  afterEach(closeShoppers);

  it('prefers-reduced-motion: nothing animates or transitions, drawer open or not', async () => {
    const { page } = await open(
      { name: 'home', path: '/', as: 'ana@demo.test', locale },
      { reducedMotion: 'reduce' },
    );
    await page.locator('lk-points-badge button').click();
    const drawer = page.locator('dialog[open][data-variant="drawer"]');
    await shown(drawer);
    await poll(() => drawer.locator('[aria-busy="true"], .lk-skeleton').count()).toBe(0);
    const moving = await page.evaluate(() => {
      const roots = window.lkProbe
        .all('*')
        .filter((e) => e.shadowRoot)
        .map((e) => e.shadowRoot!);
      const animations = roots
        .flatMap((r) => r.getAnimations())
        .filter((a) => Number(a.effect?.getComputedTiming().duration ?? 0) > 10)
        .map((a) => `${(a.effect as KeyframeEffect | null)?.target?.className}: animation`);
      const transitions = window.lkProbe
        .all('*')
        .filter((el) => el.getRootNode() instanceof ShadowRoot)
        .filter((el) => {
          const cs = getComputedStyle(el);
          return (
            cs.transitionProperty !== 'none' &&
            cs.transitionDuration
              .split(',')
              .some((d) => parseFloat(d) * (d.endsWith('ms') ? 1 : 1000) > 10)
          );
        })
        .map(
          (el) =>
            `${el.localName}.${el.className}: transition ${getComputedStyle(el).transitionDuration}`,
        );
      return [...new Set([...animations, ...transitions])].slice(0, 8);
    });
    expect(moving).toEqual([]);
  });

  it('forced colours: stars, hearts, bars and focus rings stay visible and distinct', async () => {
    const { page } = await open(
      { name: 'product', path: '/product.html?handle=wool-beanie', locale },
      { forcedColors: 'active' },
    );
    // Save the product so a filled heart is on the page, and focus its button by keyboard.
    const heart = page.locator('lk-wishlist-button button').first();
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const seen = await measure<Record<string, number>>(
      page,
      `const stars = window.lkProbe.all('.lk-stars').find((s) => {
        const f = parseFloat(getComputedStyle(s).getPropertyValue('--lk-stars-fill'));
        return f > 5 && f < 95;
      });
      const filledStar = stars.querySelector('.lk-stars__fill .lk-stars__row');
      const emptyStar = stars.querySelector('.lk-stars__empty .lk-stars__row');
      const bg = backgroundOf(stars);
      const bar = window.lkProbe.all('.lk-distribution__bar').find((b) => b.getBoundingClientRect().width > 0);
      const track = bar.parentElement;
      const heartIcon = window.lkProbe.all('button[aria-pressed="true"] svg')[0];
      const heartPath = heartIcon.querySelector('path');
      return {
        filledStarOnPage: contrast(getComputedStyle(filledStar).fill, bg),
        emptyStarOutline: contrast(getComputedStyle(emptyStar).stroke, bg) * (parseFloat(getComputedStyle(emptyStar).strokeWidth) > 0 ? 1 : 0),
        filledAgainstEmpty: contrast(getComputedStyle(filledStar).fill, getComputedStyle(emptyStar).fill),
        barOnTrack: contrast(getComputedStyle(bar).backgroundColor, backgroundOf(track.parentElement)),
        trackEdge: contrast(getComputedStyle(track).borderTopColor, backgroundOf(track.parentElement)) * (parseFloat(getComputedStyle(track).borderTopWidth) > 0 ? 1 : 0),
        heartFill: contrast(getComputedStyle(heartPath).fill, backgroundOf(heartIcon.parentElement)),
      };`,
    );
    for (const [what, ratio] of Object.entries(seen))
      expect(ratio, `${what} contrast in forced colours`).toBeGreaterThanOrEqual(3);
    // The focus ring of a control reached by keyboard.
    await heart.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await measure<number>(
      page,
      `const el = window.lkProbe.active();
      const cs = getComputedStyle(el);
      return cs.outlineStyle === 'none' ? 0 : contrast(cs.outlineColor, backgroundOf(el.parentElement));`,
    );
    expect(ring, 'focus ring contrast in forced colours').toBeGreaterThanOrEqual(3);
  });
});

describe('status changes are announced once (en)', () => {
  afterEach(closeShoppers);

  /** The announced texts matching `pattern`. */
  const matching = (list: { text: string }[], pattern: RegExp) =>
    list.map((a) => a.text).filter((t) => pattern.test(t));

  it('saving to and removing from the wishlist', async () => {
    const { page } = await open({
      name: 'product',
      path: '/product.html?handle=wool-beanie',
      locale: 'en',
    });
    await page.evaluate(() => window.lkProbe.announced.splice(0));
    const heart = page.locator('lk-wishlist-button button').first();
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(500);
    let said = await page.evaluate(() => window.lkProbe.announced.splice(0));
    expect(matching(said, /saved to your wishlist/)).toEqual([
      'Wool Beanie saved to your wishlist.',
    ]);
    await heart.click();
    await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await page.waitForTimeout(500);
    said = await page.evaluate(() => window.lkProbe.announced.splice(0));
    expect(matching(said, /wishlist/)).toEqual(['Wool Beanie removed from your wishlist.']);
  });

  it('a review sent empty: one alert summing up the errors, focus on it', async () => {
    const { page } = await open({
      name: 'product',
      path: '/product.html?handle=wool-beanie',
      as: 'ben@demo.test',
      locale: 'en',
    });
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Write a review' }).click();
    const form = block.getByRole('region', { name: 'Write a review' });
    await shown(form);
    await page.evaluate(() => window.lkProbe.announced.splice(0));
    await form.getByRole('button', { name: 'Submit review' }).click();
    await poll(() => page.evaluate(() => window.lkProbe.announced.length)).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const said = await page.evaluate(() => window.lkProbe.announced.splice(0));
    expect(said).toHaveLength(1);
    expect(said[0]!.politeness).toBe('assertive');
    expect(await focused(page)).toMatchObject({ host: 'lk-reviews' });
    expect(
      await page.evaluate(() => window.lkProbe.active()?.closest('[role="alert"]')?.textContent),
    ).toBe(said[0]!.text);
  });

  it('redeeming: the reward gets focus (read once, in no live region); Copy says so once', async () => {
    const shopper = await newShopper(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page } = shopper;
    await visit(page, baseUrl, '/', 'en');
    await signInAs(page, 'cara@demo.test');
    await allWidgetsReady(page);
    await page.locator('lk-points-badge button').click();
    const drawer = page.getByRole('dialog', { name: 'Rewards' });
    await shown(drawer);
    const redeem = drawer.getByRole('region', { name: 'Ways to redeem' });
    const first = redeem.getByRole('button', { name: /^Redeem / }).first();
    await shown(first);
    await poll(() => drawer.locator('[aria-busy="true"], .lk-skeleton').count()).toBe(0);
    await first.click();
    await page.evaluate(() => window.lkProbe.announced.splice(0));
    await redeem.getByRole('button', { name: 'Yes, redeem' }).click();
    const ready = redeem.getByRole('heading', { name: 'Your reward is ready!' });
    await shown(ready);
    await poll(() => focused(page)).toMatchObject({ tag: 'h4', name: 'Your reward is ready!' });
    await page.waitForTimeout(500);
    let said = await page.evaluate(() => window.lkProbe.announced.splice(0));
    expect(matching(said, /ready/)).toEqual([]);
    // Whatever else changed (the balance) is said once, not repeated.
    expect(new Set(said.map((a) => a.text)).size).toBe(said.length);
    await redeem.getByRole('button', { name: /^Copy code / }).click();
    await page.waitForTimeout(500);
    said = await page.evaluate(() => window.lkProbe.announced.splice(0));
    expect(said.map((a) => a.text)).toEqual(['Copied to clipboard']);
  });

  it('uploading review photos: "uploading", then each photo added, each said once', async () => {
    // A product ben reviews in no other journey: the storefront journey has him review the linen
    // shirt on the same server, after which he may not review it again (no form, no photos).
    const { page } = await open({
      name: 'product',
      path: '/product.html?handle=wool-beanie',
      as: 'ben@demo.test',
      locale: 'en',
    });
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    const write = block.getByRole('button', { name: 'Write a review' });
    const form = block.getByRole('region', { name: 'Write a review' });
    // A press before the widget is live opens nothing (a shopper presses again): press until the
    // form is there, never while it is (the button would not close it, but no second press).
    await poll(async () => {
      if (!(await form.isVisible()) && (await write.isVisible())) await write.click();
      return form.getByLabel('Add photos').isVisible();
    }).toBe(true);
    await page.evaluate(() => window.lkProbe.announced.splice(0));
    await form.getByLabel('Add photos').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await plainPng(400, 300) },
      { name: 'b.png', mimeType: 'image/png', buffer: await plainPng(300, 400) },
    ]);
    await shown(form.getByRole('img', { name: 'Photo 2' }));
    await poll(() => form.getByRole('progressbar').count()).toBe(0);
    await page.waitForTimeout(500);
    const said = await page.evaluate(() => window.lkProbe.announced.splice(0));
    // The two uploads run side by side: either may finish first, or both in one render (then
    // they are said together).
    expect(said[0]?.text).toBe('Uploading 2 photos…');
    expect(
      said
        .slice(1)
        .flatMap((a) => a.text.split(/(?<=\.) /))
        .sort(),
    ).toEqual(['Photo 1 added.', 'Photo 2 added.']);
  });
});
