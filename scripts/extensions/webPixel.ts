// The web pixel extension (extensions/web-pixel) bundled as Shopify CLI bundles one: its
// ./src/index.ts with esbuild, minified, into ./dist/<name>.js. It carries the names of the
// widgets' analytics events, not their table (src/api/widgetEvents.ts builds it where read).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const folder = fileURLToPath(new URL('../../extensions/web-pixel/', import.meta.url));

/** The built pixel: its file and what it weighs. */
export interface BuiltPixel {
  file: string;
  gzip: number;
  brotli: number;
}

/** Bundles the web pixel into extensions/web-pixel/dist/loyalkit-web-pixel.js. */
export async function buildWebPixel(): Promise<BuiltPixel> {
  const file = join(folder, 'dist', 'loyalkit-web-pixel.js');
  await esbuild.build({
    entryPoints: [join(folder, 'src', 'index.ts')],
    outfile: file,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'error',
  });
  const bytes = readFileSync(file);
  return {
    file,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}
