// Waiting for the demo's widgets as a shopper would: each loads when it comes into view, so the
// first one still waiting is scrolled to until none is waiting or loading. Shared by the layout
// tests and the screenshot script (no test runner needed).
import type { BrowserContext, Page } from 'playwright-core';

/*
 * The page's own network activity, recorded in the page: fetches in flight and the time of the
 * last fetch or resource (script chunk, image, style) to start or finish. Playwright's
 * 'networkidle' is not used: after the demo's sign-in reload it keeps counting requests of the
 * page before (served again from the browser's cache) as pending for seconds, although every
 * fetch of the page has its answer.
 */
const NETWORK_PROBE = `(() => {
  const net = { inflight: 0, last: 0 };
  window.lkNetwork = net;
  const touch = () => { net.last = performance.now(); };
  const fetch = window.fetch;
  window.fetch = function (...args) {
    net.inflight += 1;
    touch();
    const done = () => { net.inflight -= 1; touch(); };
    const answer = fetch.apply(this, args);
    answer.then(done, done);
    return answer;
  };
  new PerformanceObserver(touch).observe({ type: 'resource', buffered: true });
})();`;

/** Records the network activity of every page of `context` (call before opening pages). */
export async function watchNetwork(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: NETWORK_PROBE });
}

/**
 * Waits until the page has had no fetch in flight and no resource load for `quietMs`, as
 * 'networkidle' would. The page's context must be watched (`watchNetwork`).
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    const state = await page.evaluate(() => {
      const net = (window as { lkNetwork?: { inflight: number; last: number } }).lkNetwork;
      return net && { inflight: net.inflight, idleFor: performance.now() - net.last };
    });
    if (!state) throw new Error('networkQuiet: the page is not watched (call watchNetwork first)');
    if (state.inflight === 0 && state.idleFor >= quietMs) return;
    if (Date.now() > end)
      throw new Error(
        `network not quiet after ${timeout} ms: ${state.inflight} fetch(es) in flight`,
      );
    await page.waitForTimeout(Math.max(50, quietMs - state.idleFor));
  }
}

/** The page's widget elements (`lk-*`, the config element aside) and their states. */
function widgetStates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widgets = [...document.querySelectorAll('*')].filter(
      (el) => el.localName.startsWith('lk-') && el.localName !== 'lk-config',
    );
    widgets
      .find((el) => el.getAttribute('data-state') === 'waiting')
      ?.scrollIntoView({ block: 'center' });
    return widgets.map((el) => `${el.localName}: ${el.getAttribute('data-state')}`);
  });
}

/**
 * Brings every widget into view until all are `ready` and no skeleton or busy region is left,
 * then scrolls back to the top. Throws, naming the widgets, when that takes over `timeout` ms.
 */
export async function settleWidgets(page: Page, timeout = 20_000): Promise<void> {
  await networkQuiet(page, 500, timeout);
  const end = Date.now() + timeout;
  let states: string[] = [];
  for (;;) {
    states = await widgetStates(page);
    const pending = states.filter((s) => /: (waiting|loading|null)$/.test(s));
    if (pending.length === 0) break;
    if (Date.now() > end) throw new Error(`widgets still pending: ${pending.join(', ')}`);
    await page.waitForTimeout(100);
  }
  const failed = states.filter((s) => !s.endsWith(': ready'));
  if (failed.length) throw new Error(`widgets not ready: ${failed.join(', ')}`);
  await networkQuiet(page, 500, Math.max(1000, end - Date.now()));
  await page
    .locator('[aria-busy="true"], .lk-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: Math.max(1000, end - Date.now()) });
  await page.evaluate(() => scrollTo(0, 0));
}
