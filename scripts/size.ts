// `npm run size`: the embed's size budget. The loader must stay within 10 KB compressed (the
// platform guideline for a theme script); each widget is reported with everything it imports,
// and so is what a shopper downloads for each demo page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const LOADER_BUDGET = 10 * 1024;
const root = fileURLToPath(new URL('../dist/embed/', import.meta.url));

if (!existsSync(join(root, 'embed.js'))) {
  console.error('dist/embed is not built: run npm run build:embed first');
  process.exit(1);
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const br = (file: string) => brotliCompressSync(readFileSync(file)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A built module and every module it imports statically (its download). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    const target = m[1];
    if (target) closure(normalize(join(dirname(file), target)), seen);
  }
  return seen;
}

const sum = (files: Iterable<string>, size: (f: string) => number) =>
  [...files].reduce((n, f) => n + size(f), 0);

const loader = join(root, 'embed.js');
const loaderGz = gz(loader);
console.log(
  `loader embed.js: ${kb(loaderGz)} gzip, ${kb(br(loader))} brotli (budget ${kb(LOADER_BUDGET)} gzip)`,
);

const widgetsDir = join(root, 'widgets');
const widgets = readdirSync(widgetsDir).filter((f) => f.endsWith('.js'));
console.log('\nwidget chunks (with everything they import), gzip:');
const closures = new Map<string, Set<string>>();
for (const w of widgets) {
  const files = closure(join(widgetsDir, w));
  closures.set(w.replace(/\.js$/, ''), files);
  console.log(
    `  ${w.padEnd(24)} own ${kb(gz(join(widgetsDir, w))).padStart(8)}   with imports ${kb(sum(files, gz)).padStart(8)}`,
  );
}

// What each demo page's elements load (the loader plus the union of their chunks).
const PAGES: Record<string, string[]> = {
  'collection page (grid of badges and hearts)': ['star-rating', 'wishlist', 'points-badge'],
  'product page': [
    'star-rating',
    'wishlist',
    'registry',
    'reviews',
    'questions',
    'gallery',
    'points-badge',
  ],
  'home page (grid, reviews carousel, gallery)': [
    'star-rating',
    'wishlist',
    'points-badge',
    'reviews-carousel',
    'gallery',
  ],
  'reviews page (all reviews, review photos)': ['all-reviews', 'wishlist', 'points-badge'],
  'account page': [
    'vip-progress',
    'rewards-drawer',
    'wishlist-manager',
    'registry',
    'points-badge',
    'wishlist',
  ],
};
console.log(
  '\nwhat a shopper downloads, gzip (loader + widget code, all lazily after first paint):',
);
for (const [page, chunks] of Object.entries(PAGES)) {
  const files = new Set<string>([loader]);
  for (const c of chunks) for (const f of closures.get(c) ?? []) files.add(f);
  console.log(`  ${page.padEnd(46)} ${kb(sum(files, gz)).padStart(8)}`);
}

if (loaderGz > LOADER_BUDGET) {
  console.error(`\nFAIL: the loader is ${kb(loaderGz)}, over its ${kb(LOADER_BUDGET)} budget`);
  process.exit(1);
}
console.log('\nsize budget: ok');
