// `npm run lighthouse`: mobile Lighthouse (the default preset: a mid-range phone on slow 4G,
// simulated) on the demo's home, collection and product pages, with the embed and without it
// (`?noembed`), three runs each, median by score. Prints score, LCP, CLS and TBT, and fails when
// a score is under 90, the widgets cost more than 3 points, or CLS reaches 0.05.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../test/e2e/server.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_SCORE = 90;
const MAX_COST = 3;
const MAX_CLS = 0.05;
const PAGES = {
  home: '/',
  collection: '/collection.html',
  product: '/product.html?handle=wool-beanie',
};
/** The audits the mobile performance score weighs (Lighthouse 13: FCP, SI, LCP, TBT, CLS). */
const SCORED = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Run {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

if (!existsSync(new URL('../dist/embed/embed.js', import.meta.url))) {
  const build = spawnSync('npm', ['run', 'build:embed'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    // The five metrics the performance score is made of (the category keeps their weights, so
    // the score is the full run's): the other audits' gatherers (unused code, image elements,
    // the full-page screenshot) cost about half of each run and weigh nothing in the score.
    onlyAudits: [...SCORED],
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

/** The run with the median score (its own LCP, CLS and TBT). */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const line = (name: string, r: Run, scores: number[]) =>
  `  ${name.padEnd(24)} score ${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s` +
  `  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms   (runs: ${scores.join(', ')})`;

const failures: string[] = [];
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset, median by score (${stack.url})\n`);
  for (const [page, path] of Object.entries(PAGES)) {
    const results: Record<'embed' | 'bare', Run> = {} as never;
    for (const variant of ['bare', 'embed'] as const) {
      const url = new URL(
        variant === 'bare' ? `${path}${path.includes('?') ? '&' : '?'}noembed` : path,
        stack.url,
      ).href;
      // A first load warms the server's caches (compressed files, sandbox reads), as in use.
      await audit(url);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
      results[variant] = median(runs);
      console.log(
        line(
          `${page} ${variant === 'bare' ? 'without widgets' : 'with widgets'}`,
          results[variant],
          runs.map((r) => r.score),
        ),
      );
      if (results[variant].score < MIN_SCORE)
        failures.push(`${page} (${variant}) scores ${results[variant].score} < ${MIN_SCORE}`);
      if (!(results[variant].cls < MAX_CLS))
        failures.push(`${page} (${variant}) CLS ${results[variant].cls.toFixed(3)} >= ${MAX_CLS}`);
    }
    const cost = results.bare.score - results.embed.score;
    console.log(`  ${page}: the widgets cost ${cost} point(s)\n`);
    if (cost > MAX_COST) failures.push(`${page}: the widgets cost ${cost} > ${MAX_COST} points`);
  }
} finally {
  chrome.kill();
  await stack.stop();
}

if (failures.length > 0) {
  console.error(`lighthouse: FAILED\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('lighthouse: ok');
