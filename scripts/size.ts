// `npm run size`: the embed's size budget, measured from the built files. A widget's total is
// the loader, its chunk with every chunk it imports, and the message catalogs it loads (English);
// a page's total is the union of its widgets'. Fails over a ceiling (CI runs it); prints how far
// each is from issue 16's target, and fails when a file of the embed carries a server-only
// operation (scripts/embedLeaks.ts) or a light widget loads the full runtime.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { operationList } from '../src/api/index.js';
import { CHUNK_MESSAGES, type EmbedChunkName } from '../src/embed/elements.js';
import { findLeaks, serverOnlyMarkers } from './embedLeaks.js';

const KB = 1024;
/** Issue 16's targets, gzip: a grid's star badge, and a product page's widgets together. */
const TARGETS = { loader: 10 * KB, starBadge: 20 * KB, productPage: 60 * KB };
/**
 * Ceilings CI enforces: the targets where they are met, else today's figures with a little room
 * (a ratchet: lower them as the embed gets lighter, never raise them to let a change through).
 */
const CEILINGS = { loader: 10 * KB, starBadge: 20 * KB, productPage: 60 * KB };
const LANGUAGE = 'en';

// EMBED_OUT_DIR measures another build (as vite.embed.config.ts writes it), dist/embed by default.
const root = process.env.EMBED_OUT_DIR
  ? resolve(process.env.EMBED_OUT_DIR)
  : fileURLToPath(new URL('../dist/embed/', import.meta.url));
if (!existsSync(join(root, 'embed.js'))) {
  console.error('dist/embed is not built: run npm run build:embed first');
  process.exit(1);
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const br = (file: string) => brotliCompressSync(readFileSync(file)).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const sum = (files: Iterable<string>, size = gz) => [...files].reduce((n, f) => n + size(f), 0);

const IMPORT = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** A built module and every module it imports statically (what loading it downloads). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (m[1]) closure(normalize(join(dirname(file), m[1])), seen);
  }
  return seen;
}

/** What a module may load later (`import()`): the drawer on first open, the catalogs. */
function lazyImports(files: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(DYNAMIC)) {
      if (m[1]) found.add(normalize(join(dirname(file), m[1])));
    }
  }
  return found;
}

const catalogs = readdirSync(join(root, 'i18n'));
/** The built catalog of a domain in the report's language. */
function catalog(domain: string): string {
  const file = catalogs.find((f) => f.startsWith(`${domain}.${LANGUAGE}-`));
  if (!file) throw new Error(`no built catalog for ${domain}.${LANGUAGE}`);
  return join(root, 'i18n', file);
}

const loader = join(root, 'embed.js');
/** The reserved sizes a theme links in its <head>: part of the loader's cost. */
const reserveSheet = join(root, 'embed.css');
/** Everything a widget chunk downloads once its element comes into view, loader included. */
function widgetFiles(chunk: EmbedChunkName): Set<string> {
  const files = closure(join(root, 'widgets', `${chunk}.js`), new Set([loader, reserveSheet]));
  for (const domain of CHUNK_MESSAGES[chunk]) files.add(catalog(domain));
  return files;
}
const union = (chunks: readonly EmbedChunkName[]) =>
  new Set(chunks.flatMap((c) => [...widgetFiles(c)]));

const loaderGz = gz(loader) + gz(reserveSheet);
console.log(
  `loader embed.js + embed.css: ${kb(loaderGz)} gzip, ${kb(br(loader) + br(reserveSheet))} brotli`,
);

console.log(
  `\neach widget, gzip: its own chunk / everything it loads (loader + chunks + catalogs):`,
);
const chunks = Object.keys(CHUNK_MESSAGES) as EmbedChunkName[];
for (const chunk of chunks) {
  const files = widgetFiles(chunk);
  const later = [...lazyImports(files)].filter(
    (f) => !files.has(f) && !f.includes(`${join(root, 'i18n')}`),
  );
  const laterFiles = new Set(later.flatMap((f) => [...closure(f)]).filter((f) => !files.has(f)));
  const own = gz(join(root, 'widgets', `${chunk}.js`));
  console.log(
    `  ${chunk.padEnd(18)} own ${kb(own).padStart(8)}   total ${kb(sum(files)).padStart(8)}` +
      (laterFiles.size ? `   + ${kb(sum(laterFiles))} when opened` : ''),
  );
}

// The demo's pages (demo/pages/*.html) and issue 16's product page set.
const PAGES: Record<string, readonly EmbedChunkName[]> = {
  'collection grid (star badges, hearts, header)': ['star-rating', 'wishlist', 'points-badge'],
  'product page widgets (issue 16 set)': [
    'points-badge',
    'star-rating',
    'wishlist',
    'reviews',
    'questions',
    'gallery',
  ],
  'demo product page (+ registry, review form)': [
    'points-badge',
    'star-rating',
    'wishlist',
    'reviews',
    'questions',
    'gallery',
    'registry-button',
    'review-form',
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
    'points-badge',
    'wishlist',
    'vip-progress',
    'rewards-drawer',
    'wishlist-manager',
    'registry',
  ],
};
console.log('\nwhat a page downloads, gzip (loader + widget code + catalogs, after first paint):');
const pageTotals = new Map<string, number>();
for (const [page, list] of Object.entries(PAGES)) {
  const files = union(list);
  pageTotals.set(page, sum(files));
  console.log(
    `  ${page.padEnd(46)} ${kb(sum(files)).padStart(8)} gzip ${kb(sum(files, br)).padStart(8)} brotli`,
  );
}

/** The files of a budgeted set, largest first: where the bytes are. */
function breakdown(title: string, files: Set<string>) {
  console.log(`\n${title}, file by file (gzip):`);
  const rows = [...files]
    .map((f) => [relative(root, f), gz(f)] as const)
    .sort((a, b) => b[1] - a[1]);
  for (const [file, size] of rows) console.log(`  ${kb(size).padStart(8)}  ${file}`);
}
breakdown('star badge', widgetFiles('star-rating'));
breakdown('product page widgets', union(PAGES['product page widgets (issue 16 set)'] ?? []));

const star = sum(widgetFiles('star-rating'));
const product = pageTotals.get('product page widgets (issue 16 set)') ?? Infinity;
const sourceMaps = readdirSync(join(root, 'widgets')).some((f) => f.endsWith('.map'));
const checks: [string, number, keyof typeof TARGETS][] = [
  ['loader', loaderGz, 'loader'],
  ['star badge with everything it loads', star, 'starBadge'],
  ['product page widgets, loader included', product, 'productPage'],
];
console.log('\nceilings and targets (gzip):');
let failed = false;
for (const [what, size, key] of checks) {
  const ok = size <= CEILINGS[key];
  failed ||= !ok;
  const target = size <= TARGETS[key] ? 'target met' : `target ${kb(TARGETS[key])}: NOT MET`;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} ${what.padEnd(40)} ${kb(size).padStart(8)} (${size} B) / ceiling ${kb(CEILINGS[key])}  (${target})`,
  );
}
if (sourceMaps) {
  console.error(
    `\nsource maps are next to the embed (${relative(process.cwd(), root)}): opt-in only`,
  );
  failed = true;
}
// The light widgets (star badge, heart and count, points badge) never load the full runtime
// (react-query and the provider, vite.embedChunks.ts): only a heavy widget brings it, and the
// points badge's drawer when opened. A build without that chunk fails too: the check would pass
// by finding nothing.
const LIGHT_CHUNKS: readonly EmbedChunkName[] = ['star-rating', 'wishlist', 'points-badge'];
const isFull = (file: string) => /^full-[\w-]+\.js$/.test(basename(file));
const fullBuilt = readdirSync(join(root, 'chunks')).some(isFull);
const lightWithFull = LIGHT_CHUNKS.filter((chunk) => [...widgetFiles(chunk)].some(isFull));
console.log(
  `\nlight widgets that load the full runtime: ${
    fullBuilt ? lightWithFull.join(', ') || 'none' : 'UNKNOWN (no chunks/full-*.js in the build)'
  }`,
);
failed ||= !fullBuilt || lightWithFull.length > 0;
const leaks = findLeaks(root, serverOnlyMarkers(operationList));
console.log(`\nserver-only operations in the embed: ${leaks.length ? 'FOUND' : 'none'}`);
for (const leak of leaks) {
  console.error(`  ${leak.file}: ${leak.operation} (${JSON.stringify(leak.text)})`);
}
failed ||= leaks.length > 0;
if (failed) {
  console.error('\nsize budget: FAILED');
  process.exit(1);
}
console.log('\nsize budget: ok');
