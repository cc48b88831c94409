// Screenshots of widget stories, for design review and the README's gallery: each story at a
// phone width (390 px) and a desktop width (1280 px), on the light and the dark-surface theme
// (src/testing/themes.ts). Needs Storybook running (STORYBOOK_URL, default
// http://127.0.0.1:6006: `npm run storybook`).
// Usage: tsx scripts/story-screenshots.ts <out-dir> [story-id ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser.js';

const base = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006';
const outDir = process.argv[2] ?? 'docs/screenshots';
const WIDTHS = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const THEMES = (process.env.THEMES ?? 'light,dark').split(',');

/** One screenshot per widget: the story that shows it at its fullest, named for the file. */
export const GALLERY: Record<string, string> = {
  'points-badge': 'loyalty-pointsbadge--customer',
  'rewards-drawer': 'loyalty-rewardsdrawer--inline-customer',
  'vip-progress': 'loyalty-vipprogress--mid-tier',
  'star-rating': 'reviews-starratingbadge--grid-48',
  reviews: 'reviews-reviews--many-reviews',
  'reviews-empty': 'reviews-reviews--empty',
  'review-form': 'reviews-reviewform--customer',
  questions: 'reviews-questionsandanswers--customer',
  'wishlist-button': 'engagement-wishlistbutton--saved',
  'wishlist-manager': 'engagement-wishlistmanager--customer-with-lists',
  'registry-manager': 'engagement-registrymanager--customer',
  'registry-share': 'engagement-registryshareview--shared',
  gallery: 'engagement-shoppablegallery--default',
};

async function shoot(browser: Browser, name: string, id: string, theme: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const url = `${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`;
  await page.goto(url);
  await page.locator('#storybook-root > *').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  // Let the story's play function and its data settle.
  for (let i = 0; i < 100; i++) {
    if ((await page.locator('.lk-skeleton, [aria-busy="true"]').count()) === 0) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(800);
  const file = join(outDir, `${name}-${theme}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}

mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(3);
const entries = only.length
  ? only.map((id) => [id.replace(/^.*--/, ''), id] as const)
  : Object.entries(GALLERY);
const browser = await launchBrowser();
try {
  for (const [name, id] of entries)
    for (const theme of THEMES)
      for (const width of WIDTHS) await shoot(browser, name, id, theme, width);
} finally {
  await browser.close();
}
