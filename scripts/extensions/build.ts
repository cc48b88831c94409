// Builds the Shopify UI extensions (extensions/customer-account, extensions/checkout) in two
// steps, the second exactly as Shopify CLI bundles a UI extension:
// 1. the repository's own toolchain (Vite, as for the embed) builds each TOML module from ./src
//    into ./build: Preact's JSX, the widgets' client with its route table inlined as data (the
//    table is derived from the contract's schemas, which would otherwise come along: 108 KB gzip),
//    and writes ./locales from the widgets' catalogs, the keys the build uses, in every language;
// 2. each extension's bundle as the CLI makes it (`shopify app build`, @shopify/cli 3.92): one
//    esbuild bundle of `import T from '<module>'; shopify.extend('<target>', …)` per target,
//    minified, ES6, into ./dist/<handle>.js, measured against Shopify's limits.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { build, type Plugin } from 'vite';
import * as routes from '../../src/client/routes.js';
// Vite's preload helper reads `import.meta`: the extension sandbox preloads nothing, and Shopify
// CLI's ES6 target would empty it (the client's product reader and upload sender are `import()`s).
import { noPreloadHelper } from '../../vite.embedPreload.js';
import { BUILT_IN_LOCALES, type BuiltInLocale } from '../../src/i18n/catalog.js';
import { english } from '../../src/i18n/messages/index.js';
import { encodeMessage } from '../../extensions/shared/messages.js';
import { readUiExtensions, type UiExtension } from './toml.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const routesFile = join(root, 'src/client/routes.ts');

/** The folders holding UI extensions (a shopify.extension.toml each). */
export const EXTENSION_FOLDERS = ['customer-account', 'checkout'] as const;

/** Shopify's limit on a UI extension's compressed bundle (API 2025-10 and later). */
const LIMIT = 64 * 1024;
/** Full-page customer account extensions may use twice that. */
const FULL_PAGE_LIMIT = 128 * 1024;

/** One built extension: its bundle and what it weighs. */
export interface BuiltExtension {
  folder: string;
  handle: string;
  targets: UiExtension['targets'];
  /** The bundle Shopify would host (./dist/<handle>.js). */
  file: string;
  gzip: number;
  brotli: number;
  limit: number;
}

/** The route table as data (src/client/routes.ts evaluated here, as the embed build does). */
function inlineRoutes(): Plugin {
  return {
    name: 'loyalkit:inline-routes',
    enforce: 'pre',
    load(id) {
      if ((id.split('?')[0] ?? id) !== routesFile) return undefined;
      return Object.entries(routes)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

/** Step 1: ./src → ./build with Vite (one ES module per TOML module, shared code in chunks). */
async function buildModules(
  folder: string,
  out: string,
  extensions: UiExtension[],
): Promise<string> {
  const input = Object.fromEntries(
    extensions.flatMap((ext) =>
      ext.targets.map((t) => {
        const name = /^\.\/build\/(\w+)\.js$/.exec(t.module)?.[1];
        if (!name) throw new Error(`${folder}: a module must be ./build/<Name>.js (${t.module})`);
        return [name, join(root, 'extensions', folder, 'src', `${name}.tsx`)];
      }),
    ),
  );
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [inlineRoutes(), noPreloadHelper()],
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(out, 'build'),
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      modulePreload: false,
      copyPublicDir: false,
      rollupOptions: {
        input,
        // React Query's "use client" (the redeem intents' module sits beside the hooks); the
        // extensions bundle none of it, and a directive means nothing in Shopify's sandbox.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  });
  const dir = join(out, 'build');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  return files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
}

/** The catalog of a built-in locale: English, or the locale's own. */
async function catalogOf(locale: BuiltInLocale): Promise<Readonly<Record<string, string>>> {
  if (locale === 'en') return english;
  return (
    (await import(`../../src/i18n/locales/${locale}.ts`)) as { default: Record<string, string> }
  ).default;
}

/**
 * ./locales: every message the built code names (its string literals that are keys), and every
 * error message (named by code at run time), in each built-in language; English is the default.
 */
async function writeLocales(out: string, code: string): Promise<number> {
  const named = new Set(
    [...code.matchAll(/["'`]([a-z]+(?:\.[A-Za-z0-9_]+)+)["'`]/g)].map((m) => m[1]),
  );
  const keys = Object.keys(english).filter((key) => named.has(key) || key.startsWith('errors.'));
  const dir = join(out, 'locales');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const locale of BUILT_IN_LOCALES) {
    const catalog = await catalogOf(locale);
    const messages = Object.fromEntries(
      keys.map((key) => [key, encodeMessage(catalog[key] ?? '')]),
    );
    const name = locale === 'en' ? 'en.default.json' : `${locale}.json`;
    writeFileSync(join(dir, name), `${JSON.stringify(messages, null, 2)}\n`);
  }
  return keys.length;
}

/** Step 2: one extension's bundle, as `shopify app build` makes it. */
async function bundleLikeShopifyCli(
  folder: string,
  out: string,
  ext: UiExtension,
): Promise<BuiltExtension> {
  const main = ext.targets
    .map(
      ({ target, module }, i) =>
        `import Target_${i} from '${module}';shopify.extend('${target}', (...args) => Target_${i}(...args));`,
    )
    .join('\n');
  const file = join(out, 'dist', `${ext.handle}.js`);
  await esbuild.build({
    outfile: file,
    stdin: { contents: main, resolveDir: out, loader: 'tsx' },
    bundle: true,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    jsx: 'automatic',
    logLevel: 'error',
    loader: { '.esnext': 'ts', '.js': 'jsx' },
    legalComments: 'none',
    minify: true,
    target: 'es6',
    resolveExtensions: ['.tsx', '.ts', '.js', '.json', '.esnext', '.mjs', '.ejs'],
  });
  const bytes = readFileSync(file);
  const fullPage = ext.targets.some((t) => t.target === 'customer-account.page.render');
  return {
    folder,
    handle: ext.handle,
    targets: ext.targets,
    file,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
    limit: fullPage ? FULL_PAGE_LIMIT : LIMIT,
  };
}

/**
 * Builds every UI extension; `outDir` puts each folder's build, locales and dist under
 * `<outDir>/<folder>` instead of the extension folder itself (tests build into a temp dir).
 */
export async function buildExtensions(outDir?: string): Promise<BuiltExtension[]> {
  const built: BuiltExtension[] = [];
  for (const folder of EXTENSION_FOLDERS) {
    const out = outDir ? join(outDir, folder) : join(root, 'extensions', folder);
    const extensions = readUiExtensions(join(root, 'extensions', folder, 'shopify.extension.toml'));
    const code = await buildModules(folder, out, extensions);
    await writeLocales(out, code);
    for (const ext of extensions) built.push(await bundleLikeShopifyCli(folder, out, ext));
  }
  return built;
}
