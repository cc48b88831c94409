// `npm run build:extensions`: the Shopify UI extensions' modules (./build), locale files
// (./locales) and bundles as Shopify CLI makes them (./dist), with their sizes against Shopify's
// limits, and the web pixel's bundle; fails over a limit. Run it before `shopify app deploy`
// (scripts/extensions/build.ts, scripts/extensions/webPixel.ts).
import { relative } from 'node:path';
import { buildExtensions } from './extensions/build.js';
import { buildWebPixel } from './extensions/webPixel.js';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const built = await buildExtensions();
let over = false;
console.log('Shopify UI extensions (bundle as `shopify app build` makes it):');
for (const ext of built) {
  const ok = ext.gzip <= ext.limit;
  over ||= !ok;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} ${ext.handle.padEnd(26)} ${kb(ext.gzip).padStart(8)} gzip ${kb(ext.brotli).padStart(8)} brotli / limit ${kb(ext.limit)}  ${relative(process.cwd(), ext.file)}`,
  );
}
// The web pixel (extensions/web-pixel): the widgets' lk:* events in Shopify's customer events.
const pixel = await buildWebPixel();
console.log(
  `web pixel extension: ${kb(pixel.gzip)} gzip ${kb(pixel.brotli)} brotli  ${relative(process.cwd(), pixel.file)}`,
);
if (over) {
  console.error('a UI extension is over Shopify’s bundle limit');
  process.exit(1);
}
