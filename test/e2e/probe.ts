// Measuring the demo storefront from inside the page, through the widgets' open shadow roots:
// a script every page gets before its own (so it sees each shadow root as it is attached), and
// the shopper helpers the accessibility and right-to-left journeys share.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchConsole } from './browser.js';
import { settleWidgets, watchNetwork } from './widgets.js';

/** Bounded waits: the machine may be busy, but a stuck page must still fail. */
export const WAIT = 20_000;

/** vitest's polling expect with a bounded wait (playwright-core has no web-first assertions). */
export const poll = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: WAIT, interval: 100 });

/** Waits until the locator is on screen (and fails after WAIT). */
export const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

/** One change of a live region's text, as a screen reader would be told it. */
export interface Announcement {
  text: string;
  politeness: 'polite' | 'assertive';
}

/** What the probe puts on `window` (see PROBE_SCRIPT). */
export interface Probe {
  /** Every element matching `selector` in the document and in every open shadow root. */
  all(selector: string): Element[];
  /** The focused element, through shadow roots. */
  active(): Element | null;
  /** Every live-region text change since the page loaded (or since `announced.length = 0`). */
  announced: Announcement[];
}

declare global {
  interface Window {
    lkProbe: Probe;
  }
}

/*
 * Runs in the page before any other script. It records live regions the way assistive
 * technology hears them: a region ([role=status|alert|log], [aria-live]) that exists and then
 * changes its text is announced once per change; a region added with text already in it is
 * announced too when it is an alert (Chromium announces inserted alerts). Shadow roots are
 * observed as they are attached.
 */
const PROBE_SCRIPT = `(() => {
  const roots = [document];
  const LIVE = '[role="status"],[role="alert"],[role="log"],[aria-live]:not([aria-live="off"])';
  const all = (selector) => roots.flatMap((r) => [...r.querySelectorAll(selector)]);
  const last = new WeakMap();
  const announced = [];
  const politeness = (el) =>
    el.getAttribute('role') === 'alert' || el.getAttribute('aria-live') === 'assertive'
      ? 'assertive'
      : 'polite';
  const check = () => {
    for (const region of all(LIVE)) {
      const text = (region.textContent || '').replace(/\\s+/g, ' ').trim();
      const before = last.get(region);
      last.set(region, text);
      if (text === '' || text === before) continue;
      if (before === undefined && politeness(region) !== 'assertive') continue;
      announced.push({ text, politeness: politeness(region) });
    }
  };
  const observe = (root) => {
    new MutationObserver(check).observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['role', 'aria-live'] });
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (init.mode === 'open') { roots.push(root); observe(root); }
    return root;
  };
  const active = () => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el;
  };
  window.lkProbe = { all, active, announced };
  document.addEventListener('DOMContentLoaded', () => { observe(document.documentElement); check(); });
})();`;

/** Shoppers' browser contexts, closed by `closeShoppers` after each test. */
const contexts: BrowserContext[] = [];

/** Options for a new shopper's browser. */
export interface ShopperOptions {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  forcedColors?: 'active' | 'none';
  /** Browser permissions granted to the demo's origin (clipboard). */
  permissions?: string[];
}

/** A new shopper: a fresh profile with the probe installed and its console watched. */
export async function newShopper(
  browser: Browser,
  { width = 1280, height = 900, reducedMotion, forcedColors, permissions }: ShopperOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    ...(reducedMotion && { reducedMotion }),
    ...(forcedColors && { forcedColors }),
    ...(permissions && { permissions }),
  });
  contexts.push(context);
  context.setDefaultTimeout(WAIT);
  context.setDefaultNavigationTimeout(WAIT);
  await context.addInitScript({ content: PROBE_SCRIPT });
  await watchNetwork(context);
  const page = await context.newPage();
  return { page, errors: watchConsole(page) };
}

/** Closes every shopper opened since the last call. */
export async function closeShoppers(): Promise<void> {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
}

/** Opens a demo page in `locale` (the demo's `?locale=`, which also sets lang and dir). */
export async function visit(page: Page, baseUrl: string, path: string, locale: string) {
  const url = new URL(path, baseUrl);
  url.searchParams.set('locale', locale);
  await page.goto(url.href);
}

/** Signs in through the header's demo shopper switch (the page reloads as that shopper). */
export async function signInAs(page: Page, email: string): Promise<void> {
  const select = page.locator('#demo-customer');
  await select.locator(`option[value="${email}"]`).waitFor({ state: 'attached' });
  await Promise.all([page.waitForEvent('load'), select.selectOption(email)]);
}

/** Brings every widget into view (they load when visible) and waits until all have their data. */
export const allWidgetsReady = (page: Page): Promise<void> => settleWidgets(page, WAIT);

/** What has focus, through shadow roots: the widget it sits in, tag, name, inside a dialog. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = window.lkProbe.active();
    const root = el?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host.localName : '';
    return {
      host,
      tag: el?.localName ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
      inDialog: !!el?.closest('dialog[open]'),
    };
  });
}

/** The live-region texts announced since the last call (and forgets them). */
export function takeAnnouncements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => window.lkProbe.announced.splice(0));
}
