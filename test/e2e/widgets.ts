// Waiting for the demo's widgets as a shopper would: each loads when it comes into view, so the
// first one still waiting is scrolled to until none is waiting or loading. Shared by the layout
// tests and the screenshot script (no test runner needed).
import type { Page } from 'playwright-core';

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
  await page.waitForLoadState('networkidle');
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
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], .lk-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: Math.max(1000, end - Date.now()) });
  await page.evaluate(() => scrollTo(0, 0));
}
