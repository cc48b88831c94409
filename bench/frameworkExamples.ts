// `npm run bench:examples [-- --runs 5]`: the framework examples' product page in Chromium, as a
// shopper's first visit (a fresh profile each run, nothing cached). It prints, per example:
// - the JavaScript the page loads: bytes sent (the server's own compression: `next start` gzips,
//   the React Router server gzips through hono/compress), the same files gzipped at level 9 here
//   (one yardstick for both), and unpacked;
// - when the page is interactive: from navigation start to the moment React has adopted the
//   server-rendered review summary (its DOM node carries React's fiber) and to the moment the
//   points badge's button has its React handler, beside first contentful paint; medians of
//   `--runs` loads, without throttling and with the CPU slowed 4x (Lighthouse's mobile factor);
// - the proxy requests the page made after load (0: the HTML carried the widgets' data).
// The examples must be built (`npm run build:examples`); each server listens on 127.0.0.1.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/browser.js';
import { launchFrameworkExample, type FrameworkExample } from '../examples/store/launch.js';

const runs = Number(/--runs[= ](\d+)/.exec(process.argv.join(' '))?.[1] ?? 5);
const PRODUCT = '/products/everyday-linen-shirt';

/** Records, in the page, when React adopts the two marked elements. */
const HYDRATION_PROBE = `(() => {
  const marks = (window.lkHydration = {});
  const owned = (el, prefix) => !!el && Object.keys(el).some((k) => k.startsWith(prefix));
  const check = () => {
    if (!marks.summary && owned(document.querySelector('.lk-review-summary'), '__reactFiber$'))
      marks.summary = performance.now();
    if (!marks.badge && owned(document.querySelector('.lk-points-badge button'), '__reactProps$'))
      marks.badge = performance.now();
    if (!marks.summary || !marks.badge) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Load {
  sentJs: number;
  gzipJs: number;
  rawJs: number;
  scripts: string[];
  fcp: number;
  summary: number;
  badge: number;
  proxyAfterLoad: number;
}

async function loadOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: HYDRATION_PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const scripts = new Map<string, Buffer>();
  let loaded = false;
  let proxyAfterLoad = 0;
  page.on('request', (request) => {
    if (loaded && new URL(request.url()).pathname.startsWith('/apps/loyalty/')) proxyAfterLoad++;
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await page.waitForFunction(
    () => {
      const m = (window as { lkHydration?: { summary?: number; badge?: number } }).lkHydration;
      return m?.summary !== undefined && m.badge !== undefined;
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1000);
  const timing = await page.evaluate(() => ({
    marks: (window as unknown as { lkHydration: { summary: number; badge: number } }).lkHydration,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    sent: performance
      .getEntriesByType('resource')
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'),
      )
      .reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0),
  }));
  await context.close();
  const bodies = [...scripts.values()];
  return {
    sentJs: timing.sent,
    gzipJs: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    rawJs: bodies.reduce((n, b) => n + b.length, 0),
    scripts: [...scripts.keys()],
    fcp: timing.fcp,
    summary: timing.marks.summary,
    badge: timing.marks.badge,
    proxyAfterLoad,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;

async function measure(browser: Browser, name: FrameworkExample): Promise<string[]> {
  const example = await launchFrameworkExample(name);
  const url = `${example.url}${PRODUCT}`;
  try {
    // One load first: the server starts its sandbox and warms the proxy's cache.
    await loadOnce(browser, url, 1);
    const lines = [`examples/${name}, ${PRODUCT}`];
    for (const slowdown of [1, 4]) {
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url, slowdown));
      const first = loads[0]!;
      if (slowdown === 1) {
        lines.push(
          `  JavaScript: ${first.scripts.length} files, ${kb(first.sentJs)} sent, ${kb(first.gzipJs)} gzip -9, ${kb(first.rawJs)} unpacked`,
        );
      }
      lines.push(
        `  CPU ${slowdown}x: first contentful paint ${ms(median(loads.map((l) => l.fcp)))}, reviews hydrated ${ms(median(loads.map((l) => l.summary)))}, badge interactive ${ms(median(loads.map((l) => l.badge)))} (median of ${runs}); proxy requests after load: ${Math.max(...loads.map((l) => l.proxyAfterLoad))}`,
      );
    }
    return lines;
  } finally {
    await example.stop();
  }
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  const report = [
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ];
  for (const name of ['next', 'react-router'] as const)
    report.push(...(await measure(browser, name)));
  console.log(report.join('\n'));
} finally {
  await browser.close();
}
