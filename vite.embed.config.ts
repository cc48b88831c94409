// The embed's widget chunks: one ES module per file in src/embed/widgets/, loaded on demand by
// the loader (vite.loader.config.ts) from `widgets/<name>.js` beside `embed.js`.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { transform, type Selector } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';
import * as routes from './src/client/routes.js';
import * as requestFields from './src/components/shared/requestFields.js';
import { LIGHT_STYLES, inFamilies, type LightChunk } from './src/embed/lightStyles.js';
import { SUPPORTED_LANGUAGES } from './src/i18n/catalog.js';
import * as common from './src/i18n/messages/common.js';
import * as loyalty from './src/i18n/messages/loyalty.js';
import * as rating from './src/i18n/messages/rating.js';
import * as reviews from './src/i18n/messages/reviews.js';
import * as wishlist from './src/i18n/messages/wishlist.js';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const widgetsDir = fileURLToPath(new URL('./src/embed/widgets/', import.meta.url));
const input = Object.fromEntries(
  readdirSync(widgetsDir)
    .filter((f) => /^[a-z-]+\.tsx$/.test(f))
    .map((f) => [f.replace(/\.tsx$/, ''), widgetsDir + f]),
);

/**
 * Data-only modules derived from the operation table are evaluated here, in Node, and their
 * values inlined: the browser gets `name → method/path`, never the schemas they were read from.
 */
function inlineData(modules: Record<string, Record<string, unknown>>): Plugin {
  const byFile = new Map(
    Object.entries(modules).map(([file, exports]) => [
      fileURLToPath(new URL(file, import.meta.url)),
      exports,
    ]),
  );
  return {
    name: 'loyalkit:inline-data',
    enforce: 'pre',
    load(id) {
      const exports = byFile.get(id.split('?')[0] ?? id);
      if (!exports) return undefined;
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

const MESSAGES = { common, loyalty, rating, reviews, wishlist };

/**
 * One catalog file per domain and language (`lk-messages:reviews.fr`, data evaluated here), and
 * `src/i18n/messages/index.ts` replaced by a registry that loads the page's language only, for
 * the domains a widget chunk names (`defineChunk(..., { messages })`).
 */
function messagesByLanguage(): Plugin {
  const index = fileURLToPath(new URL('./src/i18n/messages/index.ts', import.meta.url));
  const files = Object.keys(MESSAGES).flatMap((domain) =>
    SUPPORTED_LANGUAGES.map((language) => `${domain}.${language}`),
  );
  const registry = `
const loaders = {${files.map((f) => `${JSON.stringify(f)}: () => import(${JSON.stringify(`lk-messages:${f}`)})`).join(',')}};
const catalogs = new Map();
export function catalogFor(language) { return catalogs.get(language) ?? {}; }
export async function loadMessages(language, domains) {
  const loaded = await Promise.all(domains.map((d) => loaders[d + '.' + language]?.()));
  const catalog = catalogs.get(language) ?? {};
  for (const m of loaded) if (m) Object.assign(catalog, m.default);
  catalogs.set(language, catalog);
}`;
  return {
    name: 'loyalkit:messages-by-language',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('lk-messages:') ? `\0${id}` : undefined),
    load(id) {
      if (id === index) return registry;
      if (!id.startsWith('\0lk-messages:')) return undefined;
      const [domain, language] = id.slice('\0lk-messages:'.length).split('.') as [
        keyof typeof MESSAGES,
        (typeof SUPPORTED_LANGUAGES)[number],
      ];
      // English fills any gap, as catalogFor does in the library.
      const catalog = { ...MESSAGES[domain].en, ...MESSAGES[domain][language] };
      return `export default ${JSON.stringify(catalog)};`;
    },
  };
}

/**
 * `lk-css:<chunk>`: a light widget's style sheets, cut to the rules whose selectors use only its
 * class families (src/embed/lightStyles.ts), minified. Rules without classes (keyframes) stay.
 */
function lightStyles(): Plugin {
  const cut = (chunk: LightChunk): string => {
    const { sheets, classes } = LIGHT_STYLES[chunk];
    const source = sheets
      .map((sheet) => readFileSync(new URL(`./src/styles/${sheet}.css`, import.meta.url), 'utf8'))
      .join('\n');
    const ours = (selector: Selector) =>
      selector.every((part) => part.type !== 'class' || inFamilies(part.name, classes));
    const { code } = transform({
      filename: `${chunk}.css`,
      code: Buffer.from(source),
      minify: true,
      visitor: {
        Rule: {
          // A rule with one selector of ours stays whole (returning an edited rule makes
          // lightningcss 1.33 fail on custom properties); a rule with none goes.
          style: (rule) => (rule.value.selectors.some(ours) ? undefined : []),
        },
      },
    });
    return code.toString();
  };
  return {
    name: 'loyalkit:light-styles',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('lk-css:') ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0lk-css:')) return undefined;
      return `export default ${JSON.stringify(cut(id.slice('\0lk-css:'.length) as LightChunk))};`;
    },
  };
}

// The embed renders the same widgets on preact/compat: every end-to-end journey passes on it and
// it cuts ~60 KB gzip from what a shopper downloads (136 KB -> 76 KB runtime). The React library
// build is unchanged. EMBED_RENDERER=react builds the embed on React, for comparison.
const preact = process.env.EMBED_RENDERER !== 'react';

export default defineConfig({
  plugins: [
    react(),
    inlineData({
      './src/client/routes.ts': routes,
      './src/components/shared/requestFields.ts': requestFields,
    }),
    messagesByLanguage(),
    lightStyles(),
  ],
  resolve: preact
    ? {
        alias: [
          {
            find: /^react-dom\/client$/,
            replacement: fromHere('./src/embed/preact/react-dom-client.ts'),
          },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react$/, replacement: fromHere('./src/embed/preact/react.ts') },
        ],
      }
    : {},
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    // The loader imports each chunk itself; Vite's preload helper would cost every widget 1 KB.
    modulePreload: false,
    // Source maps are an opt-in build (EMBED_SOURCEMAP=1), never shipped beside the embed.
    sourcemap: process.env.EMBED_SOURCEMAP === '1',
    rollupOptions: {
      input,
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        // Two shared chunks by role: what every widget needs (renderer, client, page cache,
        // i18n), and the full runtime only heavy widgets load (react-query and the provider).
        // Left to itself the bundler merges both, and a star badge would download react-query.
        codeSplitting: {
          groups: [
            {
              name: 'full',
              priority: 1,
              test: /node_modules\/@tanstack\/|src\/provider\/|src\/embed\/full\.tsx/,
            },
            {
              name: 'runtime',
              priority: 2,
              test: /node_modules\/preact\/(dist|hooks|jsx-runtime)|src\/embed\/preact\/|src\/client\/|src\/store\/tokenStorage\.ts|src\/embed\/(mount|page|cache|useCacheQuery)\.|src\/i18n\/(?!messages\/)|src\/api\/(errors|query)\.ts|src\/hooks\/(context|shared|session)\.ts|src\/embed\/elements\.ts|src\/hooks\/\w+Queries\.ts|src\/components\/(shared\/(Skeleton|cx)|reviews\/StarRating)\.tsx$/,
            },
          ],
        },
        entryFileNames: 'widgets/[name].js',
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0lk-messages:')
            ? `i18n/${chunk.facadeModuleId.slice('\0lk-messages:'.length)}-[hash].js`
            : 'chunks/[name]-[hash].js',
      },
    },
  },
});
