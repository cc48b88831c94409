// Screenshots of the demo storefront, as a shopper sees it, at a phone width (390 px) and a
// desktop width (1280 px): for design review and the README's gallery. Needs `npm start` running
// (BASE_URL, default http://127.0.0.1:8787). `npm run screenshots` replaces the current set in
// docs/screenshots/demo/ (git keeps the earlier ones); `tsx scripts/screenshots.ts <out-dir>`
// writes a set elsewhere.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser.js';
import { settleWidgets, watchNetwork } from '../test/e2e/widgets.js';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const outDir = process.argv[2] ?? 'docs/screenshots/demo';
const WIDTHS = [390, 1280] as const;

interface Shot {
  name: string;
  path: string;
  /** The demo shopper signed in, or a guest. */
  shopper?: string;
  /** What to do once the page's widgets are in (open the drawer, ...). */
  then?: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  { name: 'home', path: '/', shopper: 'ana@demo.test' },
  { name: 'collection', path: '/collection.html' },
  { name: 'product', path: '/product.html', shopper: 'ana@demo.test' },
  { name: 'gallery', path: '/gallery.html' },
  { name: 'account', path: '/account.html', shopper: 'ana@demo.test' },
  {
    name: 'drawer',
    path: '/',
    shopper: 'ana@demo.test',
    then: async (page) => {
      await page
        .locator('lk-points-badge')
        .getByRole('button', { name: /^Rewards/ })
        .click();
      await page.getByRole('dialog', { name: 'Rewards' }).waitFor();
      await page.waitForTimeout(1500);
    },
  },
];

async function take(browser: Browser, shot: Shot, width: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await watchNetwork(context);
  if (shot.shopper)
    await context.addInitScript(
      (email) => localStorage.setItem('demo-customer', email),
      shot.shopper,
    );
  const page = await context.newPage();
  await page.goto(new URL(shot.path, baseUrl).href);
  await settleWidgets(page);
  await page.waitForTimeout(500);
  await shot.then?.(page);
  const file = join(outDir, `${shot.name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: !shot.then });
  console.log(file);
  await context.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const shot of shots) for (const width of WIDTHS) await take(browser, shot, width);
} finally {
  await browser.close();
}
