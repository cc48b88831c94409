// The OS Chromium driven by playwright-core (it cannot download a browser of its own here).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe (WCAG 2.x A and AA) over the page, shadow roots included. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  // Axe judges what is on screen, not a 150 ms fade caught halfway (the launcher stepping aside,
  // a drawer opening): with reduced motion, every part is shown or hidden, nothing in between.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A fade already running goes on under reduced motion: finish it (in every shadow root too).
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i]!.querySelectorAll('*'))
        if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    for (const root of roots) for (const animation of root.getAnimations()) animation.finish();
  });
  try {
    return await runAxe(page);
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}

function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 3)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** Collects console errors and page errors, to assert there are none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" names no resource: the location says which one.
    const { url } = msg.location();
    errors.push(url && !msg.text().includes(url) ? `${msg.text()} (${url})` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
