// Layout stability of the demo storefront, measured in Chromium: a PerformanceObserver records
// every 'layout-shift' from the first paint while the page loads and every widget scrolls into
// view and renders. With the embed and without it (`?noembed`), on a phone and a desktop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Shift {
  value: number;
  /** The elements that moved, as `tag.class` (inside a widget: `lk-x > tag`). */
  moved: string[];
}

// Runs in the page before any of its scripts: keeps every shift with what moved.
function observeShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'text');
    const own = `${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
    const root = node.getRootNode();
    return root instanceof ShadowRoot ? `${root.host.localName} > ${own}` : own;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, moved: entry.sources.map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads a page, scrolls through it until every widget rendered, and reads the shifts. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(observeShifts);
  // Requests in flight: a reader's pause ends when the page is quiet.
  let inFlight = 0;
  page.on('request', () => void inFlight++);
  page.on('requestfinished', () => void inFlight--);
  page.on('requestfailed', () => void inFlight--);
  const quiet = () => expect.poll(() => inFlight, { timeout: 20_000, interval: 100 }).toBe(0);
  await page.goto(new URL(path, baseUrl).href);
  await page.waitForLoadState('networkidle');
  // Down the page a screen at a time, as a shopper reads it, pausing until the page is quiet:
  // widgets load a screen ahead of the reader, so what they add must not move what is in view.
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
  await page.waitForLoadState('networkidle');
  // Let the last answers render (skeletons give way to content).
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const total = (shifts: Shift[]) => shifts.reduce((n, s) => n + s.value, 0);

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

describe('layout stability of the demo storefront (measured)', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ['/', '/collection.html', '/product.html?handle=wool-beanie']) {
      it(`${device} ${path}: the widgets shift nothing, the page stays under 0.05`, async () => {
        const context = await browser.newContext({ viewport });
        try {
          const bare = await shiftsOf(
            await context.newPage(),
            `${path}${path.includes('?') ? '&' : '?'}noembed`,
          );
          const withEmbed = await shiftsOf(await context.newPage(), path);
          const cls = { bare: total(bare), embed: total(withEmbed) };
          console.log(
            `${device} ${path}: CLS ${cls.embed.toFixed(4)} with the embed, ${cls.bare.toFixed(4)} without`,
          );
          // What moved, when it did: the way to find the widget that did not hold its space.
          for (const shift of withEmbed)
            console.log(`  shift ${shift.value.toFixed(4)}: ${shift.moved.join(', ')}`);
          expect(cls.bare).toBeLessThan(0.05);
          expect(cls.embed).toBeLessThan(0.05);
          // No widget and nothing near one moves: with the embed, the page shifts no more.
          expect(withEmbed.flatMap((s) => s.moved).filter((m) => m.startsWith('lk-'))).toEqual([]);
          expect(cls.embed - cls.bare).toBeLessThanOrEqual(0.001);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('the header fits a 390 px phone: no sideways scroll on any page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      for (const path of ['/', '/collection.html', '/product.html', '/account.html']) {
        await page.goto(new URL(path, baseUrl).href);
        await page.waitForLoadState('networkidle');
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          header: document.querySelector('.site-header')?.getBoundingClientRect().right ?? 0,
        }));
        expect(widths.page, path).toBeLessThanOrEqual(widths.viewport);
        expect(widths.header, path).toBeLessThanOrEqual(widths.viewport);
      }
    } finally {
      await context.close();
    }
  });
});
