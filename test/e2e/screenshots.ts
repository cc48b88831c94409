// `npm run screenshots:i18n`: the rewards drawer and the reviews block of the demo storefront in
// Arabic (right to left) and Japanese, saved under docs/screenshots/i18n/ for the README and
// the accessibility statement. Builds the embed and runs the same stack as the e2e tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.js';
import { startStack } from './server.js';
import { networkQuiet, watchNetwork } from './widgets.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = `${root}docs/screenshots/i18n`;
const env = { ...process.env };
delete env.NODE_ENV;
const build = spawnSync('npm', ['run', 'build:embed'], { cwd: root, encoding: 'utf8', env });
if (build.status !== 0) throw new Error(`npm run build:embed failed:\n${build.stderr}`);
mkdirSync(out, { recursive: true });

const stack = await startStack();
const browser = await launchBrowser();
try {
  for (const locale of ['ar', 'ja']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watchNetwork(context);
    const page = await context.newPage();
    // The drawer of a signed-in customer with points, rewards and a tier.
    await page.goto(`${stack.url}/?locale=${locale}`);
    const select = page.locator('#demo-customer');
    await select.locator('option[value="ana@demo.test"]').waitFor({ state: 'attached' });
    await Promise.all([page.waitForEvent('load'), select.selectOption('ana@demo.test')]);
    await page.locator('lk-points-badge button').click();
    const drawer = page.locator('dialog[open][data-variant="drawer"]');
    await drawer.waitFor();
    await networkQuiet(page);
    await page.locator('[aria-busy="true"], .lk-skeleton').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: `${out}/drawer-${locale}.png` });
    // The reviews block of a product with reviews: summary, bars and the first cards.
    await page.goto(`${stack.url}/product.html?handle=wool-beanie&locale=${locale}`);
    const reviews = page.locator('lk-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await reviews.locator('article').first().waitFor();
    await networkQuiet(page);
    await reviews.screenshot({ path: `${out}/reviews-${locale}.png` });
    await context.close();
    console.log(`wrote docs/screenshots/i18n/drawer-${locale}.png and reviews-${locale}.png`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
