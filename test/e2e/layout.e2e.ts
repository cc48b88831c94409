// Layout of the demo storefront, measured in Chromium. Stability: a PerformanceObserver records
// every 'layout-shift' from the first paint while the page loads and every widget scrolls into
// view and renders, with the embed and without it (`?noembed`), at 390 and 1280 px. Fit: at a
// phone width (390 px) and a desktop width (1280 px) no demo page scrolls sideways (the header
// once did at 390 px), every widget sits inside the viewport, and the rewards drawer fits the
// screen with nothing in it running off sideways.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { networkQuiet, settleWidgets, watchNetwork } from './widgets.js';

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

interface Shift {
  value: number;
  /** The elements that moved, as `tag.class (x,y wxh -> x,y wxh)` (in a widget: `lk-x > tag`). */
  moved: string[];
  /** When, in ms from the start of the page's load. */
  at: number;
}

// Runs in the page before any of its scripts: keeps every shift with what moved.
function observeShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null): string => {
    // A text node is named by its element, so text moving inside a widget counts as the widget's.
    if (node && !(node instanceof Element)) {
      const parent = node.parentNode;
      if (parent instanceof ShadowRoot) return `${parent.host.localName} > text`;
      return parent ? `${describe(parent)} > text` : 'text';
    }
    if (!node) return '(a node since removed)';
    const own = `${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
    const root = node.getRootNode();
    return root instanceof ShadowRoot ? `${root.host.localName} > ${own}` : own;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      shifts.push({
        value: entry.value,
        moved: entry.sources.map(
          (s) => `${describe(s.node)} (${rect(s.previousRect)} -> ${rect(s.currentRect)})`,
        ),
        at: Math.round(performance.now()),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * How much taller each widget's box is than what it shows (px): the space it reserved and did
 * not give back. Widgets that float over the page (the launcher) take no place in it.
 */
function unusedSpace(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const gaps: Record<string, number> = {};
    const widgets = [...document.querySelectorAll('*')].filter(
      (el) => el.localName.startsWith('lk-') && el.localName !== 'lk-config' && el.shadowRoot,
    );
    widgets.forEach((el, i) => {
      const content = el.shadowRoot?.querySelector('.lk-embed');
      const box = el.getBoundingClientRect();
      if (!content || box.height === 0) return;
      const parts = [...content.children].filter(
        (child) => getComputedStyle(child).position !== 'fixed',
      );
      if (parts.length === 0 && content.children.length > 0) return;
      const top = Math.min(box.bottom, ...parts.map((c) => c.getBoundingClientRect().top));
      const bottom = Math.max(box.top, ...parts.map((c) => c.getBoundingClientRect().bottom));
      const used = Math.max(0, bottom - top);
      gaps[`${el.localName}#${i}`] = Math.round(box.height - used);
    });
    return gaps;
  });
}

/** Loads a page, scrolls through it until every widget rendered, and reads the shifts. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(observeShifts);
  // A reader's pause ends when the page's own network is quiet (the context is watched).
  const quiet = () => networkQuiet(page, 300);
  await page.goto(new URL(path, baseUrl).href);
  await quiet();
  // Down the page a screen at a time, as a shopper reads it, pausing until the page is quiet:
  // widgets load a screen ahead of the reader, so what they add must not move what is in view.
  // A reader's first turn of the wheel is what tells the embed they read on (until then only the
  // widgets in view start); the screens after it come a screen at a time.
  await page.mouse.move(Math.round((page.viewportSize()?.width ?? 390) / 2), 200);
  await page.mouse.wheel(0, 120);
  await page.waitForTimeout(100);
  await quiet();
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
    await quiet();
  }
  if (!path.includes('noembed')) {
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const widgets = [...document.querySelectorAll('*')].filter(
              (el) => el.localName.startsWith('lk-') && el.localName !== 'lk-config',
            );
            const waiting = widgets.find((el) => el.getAttribute('data-state') !== 'ready');
            waiting?.scrollIntoView({ block: 'center' });
            return widgets.filter((el) => el.getAttribute('data-state') !== 'ready').length;
          }),
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);
  }
  await quiet();
  // Let the last answers render (skeletons give way to content).
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const total = (shifts: Shift[]) => shifts.reduce((n, s) => n + s.value, 0);

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

/** The demo's pages, a product nobody reviewed among them, as a guest or a demo customer. */
const STABLE_PAGES: { path: string; as?: string }[] = [
  { path: '/' },
  { path: '/collection.html' },
  { path: '/product.html?handle=wool-beanie' },
  { path: '/product.html?handle=gift-card' },
  { path: '/gallery.html' },
  { path: '/reviews.html' },
  { path: '/account.html' },
  { path: '/account.html', as: 'ana@demo.test' },
  { path: '/rewards.html', as: 'ana@demo.test' },
];

/** Most a widget may stay taller than what it shows (px). */
const MAX_UNUSED = 48;

describe('layout stability of the demo storefront (measured)', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const { path, as } of STABLE_PAGES) {
      const who = as ? ` as ${as}` : '';
      it(`${device} ${path}${who}: the widgets shift nothing and keep no empty space`, async () => {
        const context = await browser.newContext({ viewport });
        await watchNetwork(context);
        if (as)
          await context.addInitScript((email) => localStorage.setItem('demo-customer', email), as);
        try {
          const bare = await shiftsOf(
            await context.newPage(),
            `${path}${path.includes('?') ? '&' : '?'}noembed`,
          );
          const page = await context.newPage();
          const withEmbed = await shiftsOf(page, path);
          const gaps = await unusedSpace(page);
          const cls = { bare: total(bare), embed: total(withEmbed) };
          console.log(
            `${device} ${path}${who}: CLS ${cls.embed.toFixed(4)} with the embed, ${cls.bare.toFixed(4)} without; unused space ${JSON.stringify(gaps)}`,
          );
          // What moved, when it did: the way to find the widget that did not hold its space.
          for (const shift of withEmbed)
            console.log(
              `  shift ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join(', ')}`,
            );
          expect(cls.bare).toBeLessThan(0.05);
          // No widget moves, and the widgets move nothing of the page's own.
          expect(withEmbed.flatMap((s) => s.moved).filter((m) => m.startsWith('lk-'))).toEqual([]);
          expect(cls.embed - cls.bare).toBeLessThan(0.001);
          // Zero shift is not bought with empty space: each widget's box fits what it shows.
          expect(
            Object.entries(gaps).filter(([, gap]) => gap > MAX_UNUSED),
            'widgets taller than their content by more than 48 px',
          ).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
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
  { name: 'reviews', path: '/reviews.html' },
  { name: 'account', path: '/account.html', as: 'ana@demo.test' },
];

describe.each([390, 1280])('at %i px wide', (width) => {
  it.each(pages)('$name: nothing runs off the side of the screen', async ({ path, as }) => {
    const page = await open(path, width, as);
    await settleWidgets(page, WAIT);
    expect(await horizontalFit(page)).toEqual({ sideways: 0, outside: [] });
  });

  it('a star badge, "No reviews" or a count, is one line inside its box', async () => {
    for (const path of ['/product.html?handle=gift-card', '/collection.html']) {
      const page = await open(path, width);
      await settleWidgets(page, WAIT);
      const badges = await page.evaluate(() =>
        [...document.querySelectorAll('lk-star-rating')].map((host) => {
          const box = host.getBoundingClientRect();
          const badge = host.shadowRoot?.querySelector('.lk-rating-badge');
          const count = host.shadowRoot?.querySelector('.lk-rating-badge__count');
          const b = badge?.getBoundingClientRect();
          const lines = count ? new Set([...count.getClientRects()].map((r) => r.top)).size : 0;
          return {
            text: count?.textContent ?? '',
            lines,
            inside:
              !!b &&
              b.height <= box.height + 0.5 &&
              b.left >= box.left - 0.5 &&
              b.right <= box.right + 0.5,
          };
        }),
      );
      expect(badges.length).toBeGreaterThan(0);
      // The gift card has no reviews: its badge is the one that once wrapped into the price.
      if (path.includes('gift-card')) expect(badges.map((b) => b.text)).toEqual(['No reviews']);
      expect(badges.filter((b) => b.lines !== 1 || !b.inside)).toEqual([]);
    }
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
